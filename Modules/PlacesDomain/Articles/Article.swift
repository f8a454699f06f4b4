/// A Wikipedia article found near a place: what a row of the Places tab shows.
public struct Article: Hashable, Sendable {
    /// The page's id on its wiki.
    public let pageID: Int
    /// The title as a reader sees it ("Rijksmuseum").
    public let title: String
    /// The short description, when the article has one ("Dutch national museum in Amsterdam").
    public let description: String?
    /// Where the article is, when the wiki says.
    public let coordinate: Coordinate?
    /// The article's web address.
    public let url: String

    /// Creates an article.
    ///
    /// - Parameters:
    ///   - pageID: The page's id on its wiki.
    ///   - title: The title as a reader sees it.
    ///   - description: The short description, if any.
    ///   - coordinate: Where the article is, if known.
    ///   - url: The article's web address.
    public init(pageID: Int, title: String, description: String?, coordinate: Coordinate?, url: String) {
        self.pageID = pageID
        self.title = title
        self.description = description.flatMap(Location.normalizedName)
        self.coordinate = coordinate
        self.url = url
    }
}
