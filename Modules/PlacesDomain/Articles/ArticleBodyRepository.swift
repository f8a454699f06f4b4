/// Where whole articles come from: the port `read` asks. Data implements it with the wiki's plain-text extracts
/// (the TextExtracts API); it is a port of its own, beside ``ArticleRepository``, so that a front end that only lists
/// articles need not provide it.
public protocol ArticleBodyRepository: Sendable {
    /// The whole text of the article with this title, a redirect followed.
    ///
    /// - Parameter title: The title as a reader sees it; underscores and spaces mean the same.
    /// - Returns: The text, fresh or saved.
    /// - Throws: ``ArticleFailure`` when there is none, fresh or saved.
    func body(ofArticleTitled title: String) async throws(ArticleFailure) -> ArticleAnswer<ArticleBody>
}
