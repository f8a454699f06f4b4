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

    public func add(contentsOf new: [SavedArticle]) async throws(SavedArticlesFailure) -> SavedArticles {
        guard let changed = SavedArticles(articles: articles).adding(contentsOf: new) else { throw .full(count: articles.count) }
        articles = changed
        return SavedArticles(articles: articles)
    }

    public func unsave(titled title: String, on site: WikipediaSite) async -> SavedArticles {
        articles = SavedArticles(articles: articles).removing(titled: title, on: site)
        return SavedArticles(articles: articles)
    }
}
