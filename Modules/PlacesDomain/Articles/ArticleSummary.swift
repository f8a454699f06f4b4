/// What an article is about: its lead, as the Places tab shows when an article is picked.
public struct ArticleSummary: Hashable, Sendable {
    /// What kind of page the summary is of.
    public enum Kind: Hashable, Sendable {
        /// An article about one subject.
        case article
        /// A disambiguation page: a list of the articles a title may mean, not an article about a place.
        case disambiguation
    }

    /// The title as a reader sees it.
    public let title: String
    /// The short description, when the article has one.
    public let description: String?
    /// The lead section as plain text.
    public let extract: String
    /// Where the article is, when the wiki says.
    public let coordinate: Coordinate?
    /// The article's web address.
    public let url: String
    /// The page's id on its wiki, when known.
    public let pageID: Int?
    /// Whether the page is an article or a list of meanings.
    public let kind: Kind
    /// The address of the article's thumbnail image, when it has one.
    public let thumbnailURL: String?

    /// Creates a summary.
    ///
    /// - Parameters:
    ///   - title: The title as a reader sees it.
    ///   - description: The short description, if any.
    ///   - extract: The lead section as plain text.
    ///   - coordinate: Where the article is, if known.
    ///   - url: The article's web address.
    ///   - pageID: The page's id, if known.
    ///   - kind: An article, or a disambiguation page.
    ///   - thumbnailURL: The thumbnail image's address, if any.
    public init(
        title: String,
        description: String?,
        extract: String,
        coordinate: Coordinate?,
        url: String,
        pageID: Int?,
        kind: Kind = .article,
        thumbnailURL: String? = nil
    ) {
        self.title = title
        self.description = description.flatMap(Location.normalizedName)
        self.extract = extract
        self.coordinate = coordinate
        self.url = url
        self.pageID = pageID
        self.kind = kind
        self.thumbnailURL = thumbnailURL
    }
}
