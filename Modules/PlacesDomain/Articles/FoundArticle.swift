/// An article a wiki's search found, with the other titles that led to it.
public struct FoundArticle: Hashable, Sendable {
    /// The article; its coordinate is `nil` when the wiki has none, and then it is not a place.
    public let article: Article
    /// The titles of the redirects the search followed to it ("Colosseum at Caesars Palace" for "The Colosseum at
    /// Caesars Palace"), as the wiki wrote them.
    public let redirects: [String]

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - article: The article.
    ///   - redirects: The titles of the redirects followed to it.
    public init(article: Article, redirects: [String] = []) {
        self.article = article
        self.redirects = redirects
    }

    /// Whether `text` is the article's title, or the title of a redirect to it, case, accents, underscores and runs
    /// of white space aside: the search's equivalent of the gazetteer's exact name.
    public func isNamed(_ text: String) -> Bool {
        var folding = SearchFolding()
        let wanted = folding.key(text.replacing("_", with: " "))
        return !wanted.isEmpty && ([article.title] + redirects).contains { folding.key($0.replacing("_", with: " ")) == wanted }
    }
}
