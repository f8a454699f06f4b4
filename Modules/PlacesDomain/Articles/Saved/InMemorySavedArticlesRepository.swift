/// The saved list in memory: for tests, and for apps that keep it for one run only.
public actor InMemorySavedArticlesRepository: SavedArticlesRepository {
    private var articles: [SavedArticle]

    /// A list that starts with `articles`, the first saved first.
    public init(_ articles: [SavedArticle] = []) {
        self.articles = articles
    }

    public func loadSaved() async -> SavedArticles {
        SavedArticles(articles: articles)
    }

    public func save(_ article: SavedArticle) async throws(SavedArticlesFailure) -> SavedArticles {
        guard let changed = SavedArticles(articles: articles).saving(article) else { throw .full(count: articles.count) }
        articles = changed
        return SavedArticles(articles: articles)
    }

    /// Adds each of `added` that is not saved yet, in one change; an article saved already is kept as it was.
    ///
    /// - Parameter added: The articles, in the order they are numbered.
    /// - Returns: The list after the change.
    /// - Throws: `SavedArticlesFailure.full` when the list would be too long; nothing was changed.
    public func add(contentsOf added: [SavedArticle]) async throws(SavedArticlesFailure) -> SavedArticles {
        guard let changed = SavedArticles(articles: articles).adding(contentsOf: added) else { throw .full(count: articles.count) }
        articles = changed
        return SavedArticles(articles: articles)
    }

    public func unsave(titled title: String, on site: WikipediaSite) async -> SavedArticles {
        articles = SavedArticles(articles: articles).removing(titled: title, on: site)
        return SavedArticles(articles: articles)
    }
}
