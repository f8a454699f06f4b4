/// The last list of articles in memory: for tests, and for apps that need it for one run only.
public actor InMemoryRecentArticlesRepository: RecentArticlesRepository {
    private var stored: ArticleList?

    /// A repository that starts with `list`.
    public init(_ list: ArticleList? = nil) {
        stored = list
    }

    public func loadRecent() async -> ArticleList? {
        stored
    }

    public func saveRecent(_ list: ArticleList) async throws(RecentArticlesFailure) {
        stored = list
    }
}
