import Synchronization

/// The last list of articles in memory: for tests, and for apps that need it for one run only.
public final class InMemoryRecentArticlesRepository: RecentArticlesRepository {
    private let stored: Mutex<ArticleList?>

    /// A repository that starts with `list`.
    public init(_ list: ArticleList? = nil) {
        stored = Mutex(list)
    }

    public func loadRecent() async -> ArticleList? {
        stored.withLock { $0 }
    }

    public func saveRecent(_ list: ArticleList) async throws(RecentArticlesFailure) {
        stored.withLock { $0 = list }
    }
}
