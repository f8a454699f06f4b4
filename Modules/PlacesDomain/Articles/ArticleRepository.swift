/// Where articles about places come from: the port of the Places tab. Data implements it with a wiki's APIs.
public protocol ArticleRepository: Sendable {
    /// The articles within the query's radius of its centre, in no particular order: at most its limit, unless the
    /// wiki answered with more (``NearbyArticle/ranked(_:from:)`` then tells which are nearest).
    ///
    /// - Parameter query: The place, the radius and the limit.
    /// - Returns: The articles, fresh or saved.
    /// - Throws: ``ArticleFailure`` when there is no answer, fresh or saved.
    func articles(near query: NearbyQuery) async throws(ArticleFailure) -> ArticleAnswer<[Article]>

    /// The summary of the article with this title.
    ///
    /// - Parameter title: The title as a reader sees it; underscores and spaces mean the same.
    /// - Returns: The summary, fresh or saved.
    /// - Throws: ``ArticleFailure`` when there is none, fresh or saved.
    func summary(ofArticleTitled title: String) async throws(ArticleFailure) -> ArticleAnswer<ArticleSummary>
}
