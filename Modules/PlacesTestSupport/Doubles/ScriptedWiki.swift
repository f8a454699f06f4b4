public import PlacesDomain
import Synchronization

/// A wiki that answers as a test says, and remembers the questions: for the rules of use cases and view models,
/// where the real client (tested against a loopback server in PlacesData's tests) would only get in the way.
public final class ScriptedWiki: ArticleRepository, ArticleSearch {
    /// The wiki it plays: the site of its search.
    public let site: WikipediaSite
    private let nearby: Result<ArticleAnswer<[Article]>, ArticleFailure>
    private let summaries: [String: ArticleAnswer<ArticleSummary>]
    private let search: @Sendable (ArticleSearchQuery) -> Result<ArticleAnswer<[FoundArticle]>, ArticleFailure>
    private let asked = Mutex<[String]>([])

    /// A wiki whose geosearch answers `nearby`, whose summaries are `summaries` by title (any other title is a
    /// missing article), and whose search answers as `search` says (nothing found unless told).
    public init(
        site: WikipediaSite = .english,
        nearby: Result<ArticleAnswer<[Article]>, ArticleFailure> = .success(ArticleAnswer(value: [])),
        summaries: [String: ArticleAnswer<ArticleSummary>] = [:],
        search: @escaping @Sendable (ArticleSearchQuery) -> Result<ArticleAnswer<[FoundArticle]>, ArticleFailure> = { _ in
            .success(ArticleAnswer(value: []))
        }
    ) {
        self.site = site
        self.nearby = nearby
        self.summaries = summaries
        self.search = search
    }

    /// A wiki whose search of titles answers `titles` by the text asked for, exactly as typed (any other text, and
    /// any search of the articles' text, finds nothing).
    public convenience init(site: WikipediaSite = .english, titles: [String: [FoundArticle]]) {
        self.init(site: site) { query in
            .success(ArticleAnswer(value: query.kind == .titles ? titles[query.text] ?? [] : []))
        }
    }

    /// The questions asked so far: `near LAT,LON r=RADIUS n=LIMIT`, `summary TITLE`, `titles TEXT` or `text TEXT`.
    public var questions: [String] { asked.withLock { $0 } }

    public func articles(matching query: ArticleSearchQuery) async throws(ArticleFailure) -> ArticleAnswer<[FoundArticle]> {
        asked.withLock { $0.append("\(query.kind == .titles ? "titles" : "text") \(query.text)") }
        return try search(query).get()
    }

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
