/// Where articles are found by what a person types: the Places tab's search box. PlacesData implements it with a
/// wiki's own search (`WikipediaArticleRepository`); tests use an in-memory double.
///
/// A search answers with every article it matched, with or without coordinates, best first: which of them are
/// places, and which one a name means, are the use cases' rules (``FindArticles``, ``ResolvePlace``).
public protocol ArticleSearch: Sendable {
    /// The wiki searched, for the articles' references and the messages that name it.
    var site: WikipediaSite { get }

    /// The articles that match `query`, best first.
    ///
    /// - Parameter query: What to search for, and how.
    /// - Returns: The articles, fresh or saved — the answer saved for exactly the same question stands in when the
    ///   wiki cannot be asked, with its age and the reason.
    /// - Throws: ``ArticleFailure`` when there is no answer, fresh or saved.
    func articles(matching query: ArticleSearchQuery) async throws(ArticleFailure) -> ArticleAnswer<[FoundArticle]>
}
