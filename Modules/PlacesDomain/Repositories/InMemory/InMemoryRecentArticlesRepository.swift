import Synchronization

/// The last list of articles in memory: for tests, and for apps that need it for one run only.
public final class InMemoryRecentArticlesRepository: RecentArticlesRepository {
    private let list: Mutex<ArticleList?>

    /// A repository that starts with `list`.
    public init(_ list: ArticleList? = nil) {
        self.list = Mutex(list)
    }

    public func loadRecent() async -> ArticleList? {
        list.withLock { $0 }
    }

    public func saveRecent(_ newList: ArticleList) async throws(RecentArticlesFailure) {
        list.withLock { $0 = newList }
    }
}
