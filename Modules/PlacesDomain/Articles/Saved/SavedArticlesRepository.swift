/// Where the saved list is kept: a file in the user's data folder in `places`, memory in tests and apps.
///
/// Each change is one read-modify-write, so two processes saving at once both keep their article.
public protocol SavedArticlesRepository: Sendable {
    /// The saved list; an unreadable one is moved aside first, never lost (``SavedArticles/recovery``).
    ///
    /// - Returns: The articles, the first saved first; none when nothing was saved yet.
    /// - Throws: ``SavedArticlesFailure`` when the list cannot be read at all.
    func loadSaved() async throws(SavedArticlesFailure) -> SavedArticles

    /// Keeps `article`, in place of an earlier copy of it (``SavedArticles/saving(_:)``).
    ///
    /// - Parameter article: The article.
    /// - Returns: The list after the change.
    /// - Throws: ``SavedArticlesFailure``: the list is full, or cannot be written; nothing was changed.
    func save(_ article: SavedArticle) async throws(SavedArticlesFailure) -> SavedArticles

    /// Adds each of `articles` that is not saved yet, in one change (``SavedArticles/adding(contentsOf:)``): an
    /// article saved already is kept as it was.
    ///
    /// - Parameter articles: The articles, in the order they are numbered.
    /// - Returns: The list after the change.
    /// - Throws: ``SavedArticlesFailure``: the list would be too long, or cannot be written; nothing was changed.
    func add(contentsOf articles: [SavedArticle]) async throws(SavedArticlesFailure) -> SavedArticles

    /// Forgets the article titled `title` on `site`.
    ///
    /// - Parameters:
    ///   - title: Its title.
    ///   - site: Its wiki.
    /// - Returns: The list after the change.
    /// - Throws: ``SavedArticlesFailure`` when the list cannot be written; nothing was changed.
    func unsave(titled title: String, on site: WikipediaSite) async throws(SavedArticlesFailure) -> SavedArticles
}
