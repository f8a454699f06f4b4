/// The articles last listed around a place, in the order shown, so that a reference such as `@3` means the same
/// article in the next command, and the next run of `places`.
public struct ArticleList: Hashable, Sendable {
    /// The wiki the articles come from.
    public let site: WikipediaSite
    /// The place they were listed around.
    public let centre: Coordinate
    /// The place's name as shown, when it had one.
    public let label: String?
    /// The articles, in the order shown: reference `@1` is the first.
    public let articles: [Article]

    /// Creates a list.
    ///
    /// - Parameters:
    ///   - site: The wiki the articles come from.
    ///   - centre: The place they were listed around.
    ///   - label: The place's name, if it had one.
    ///   - articles: The articles in the order shown.
    public init(site: WikipediaSite, centre: Coordinate, label: String?, articles: [Article]) {
        self.site = site
        self.centre = centre
        self.label = label
        self.articles = articles
    }
}
