/// What an article is about: its lead, as the Places tab shows when an article is picked.
public struct ArticleSummary: Hashable, Sendable {
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

    /// Creates a summary.
    ///
    /// - Parameters:
    ///   - title: The title as a reader sees it.
    ///   - description: The short description, if any.
    ///   - extract: The lead section as plain text.
    ///   - coordinate: Where the article is, if known.
    ///   - url: The article's web address.
    ///   - pageID: The page's id, if known.
    public init(title: String, description: String?, extract: String, coordinate: Coordinate?, url: String, pageID: Int?) {
        self.title = title
        self.description = description.flatMap(Location.normalizedName)
        self.extract = extract
        self.coordinate = coordinate
        self.url = url
        self.pageID = pageID
    }
}
