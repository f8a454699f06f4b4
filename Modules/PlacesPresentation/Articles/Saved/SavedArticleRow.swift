public import PlacesDomain

/// One saved article as a front end lists it: its number, where it lies from the last place, how old its copy is.
public struct SavedArticleRow: Equatable, Sendable, Identifiable {
    /// `S2`: what `unsave` takes, and the pin's mark on a map.
    public let reference: String
    /// The position in the saved list, from 1.
    public let number: Int
    /// The saved article, with its exact title and address for JSON.
    public let article: SavedArticle
    /// The great-circle distance from the last place in metres, when both are known.
    public let metres: Double?
    /// The initial bearing from the last place, when both are known.
    public let bearing: Double?
    /// `350 m`, `4.2 km`.
    public let distance: String?
    /// `NE`; `nil` without a distance, and at a distance that shows as 0 m.
    public let direction: String?
    /// "3 hours ago": how old the copy is.
    public let age: String
    /// Whether only the summary is kept, not the whole text.
    public let summaryOnly: Bool
    /// "summary only", when it is; `nil` when the whole text is kept.
    public let summaryOnlyMark: String?
    /// The whole row as one sentence, for screen readers and plain output. Not escaped.
    public let sentence: String

    /// The row's identity in its list: its number.
    public var id: Int { number }
}

/// The saved list, ready to show.
public struct SavedArticleListing: Equatable, Sendable {
    /// "Saved articles (3), seen from “Amsterdam”:", or the sentence that none are saved.
    public let heading: String
    /// The rows, the first saved first.
    public let rows: [SavedArticleRow]
    /// The place distances are measured from: the last list's.
    public let place: Place?
    /// What the person should know: a list that could not be read and was moved aside.
    public let notices: [Notice]
    /// The saved articles with coordinates as pins, each marked with its number (`S2`).
    public let pins: [MapPin]
}
