public import PlacesDomain
import Synchronization

/// A wiki that answers as a test says, and remembers the questions: for the rules of use cases and view models,
/// where the real client (tested against a loopback server in PlacesData's tests) would only get in the way.
public final class ScriptedWiki: ArticleRepository {
    private let nearby: Result<ArticleAnswer<[Article]>, ArticleFailure>
    private let summaries: [String: ArticleAnswer<ArticleSummary>]
    private let asked = Mutex<[String]>([])

    /// A wiki whose geosearch answers `nearby` and whose summaries are `summaries` by title (any other title is a
    /// missing article).
    public init(
        nearby: Result<ArticleAnswer<[Article]>, ArticleFailure> = .success(ArticleAnswer(value: [])),
        summaries: [String: ArticleAnswer<ArticleSummary>] = [:]
    ) {
        self.nearby = nearby
        self.summaries = summaries
    }

    /// The questions asked so far: `near LAT,LON r=RADIUS n=LIMIT` or `summary TITLE`.
    public var questions: [String] { asked.withLock { $0 } }

    public func articles(near query: NearbyQuery) async throws(ArticleFailure) -> ArticleAnswer<[Article]> {
        asked.withLock { $0.append("near \(query.centre) r=\(query.radius) n=\(query.limit)") }
        return try nearby.get()
    }

    public func summary(ofArticleTitled title: String) async throws(ArticleFailure) -> ArticleAnswer<ArticleSummary> {
        asked.withLock { $0.append("summary \(title)") }
        guard let answer = summaries[title] else { throw .missingArticle(title: title) }
        return answer
    }
}
