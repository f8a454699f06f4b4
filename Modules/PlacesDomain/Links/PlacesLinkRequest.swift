/// What a receiving app is asked to show: the outcome of parsing a valid Places link.
///
/// At least one of ``coordinate`` and ``article`` is present. When both are, the coordinates decide where the
/// map opens and the article is reported alongside them; the label is the link's name, or else the article title.
public struct PlacesLinkRequest: Hashable, Sendable {
    /// Where to centre the Places map, when the link carries coordinates.
    public let coordinate: Coordinate?
    /// The label the link gives the place (`name` or `title`), trimmed; `nil` when it gives none.
    public let name: String?
    /// The article the link points at (`WMFArticleURL`), if any.
    public let article: WikipediaArticle?

    /// Creates a request; used by the parser and by tests.
    public init(coordinate: Coordinate?, name: String?, article: WikipediaArticle?) {
        self.coordinate = coordinate
        self.name = name.flatMap(Location.normalizedName)
        self.article = article
    }

    /// The label to show: the link's own name, or else the article's title.
    public var label: String? { name ?? article?.title }

    /// The location to show on the map, when the link carries coordinates.
    public var location: Location? {
        coordinate.map { Location(name: label, coordinate: $0) }
    }
}
