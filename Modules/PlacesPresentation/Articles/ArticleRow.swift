public import PlacesDomain

/// One article as a front end lists it: the reference to pick it by, and where it lies from the place.
public struct ArticleRow: Equatable, Sendable, Identifiable {
    /// `@3`: what `article` and `open` take to mean this article. Never a bare number: `open 3` is location #3.
    public let reference: String
    /// The position in the list, from 1.
    public let number: Int
    /// The article, with its exact title for links and JSON.
    public let article: Article
    /// The great-circle distance from the place in metres, when the article has coordinates.
    public let metres: Double?
    /// The initial bearing from the place, degrees clockwise from north, when the article has coordinates.
    public let bearing: Double?
    /// `350 m`, `4.2 km`.
    public let distance: String?
    /// `NE`, in Dutch `NO`; `nil` without coordinates, and at a distance that shows as 0 m.
    public let direction: String?
    /// The whole row as one sentence, for screen readers and plain output:
    /// "@3. Rijksmuseum, Dutch national museum: 1.2 kilometres south-west." Not escaped.
    public let sentence: String

    /// The row's identity in its list: its number.
    public var id: Int { number }
}
