#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import PlacesDomain

/// The articles of a Wikipedia, through its Action API (geosearch) and REST API (page summary).
///
/// Every answer is checked before it is believed: a web page, the API's error object, the problem document of a
/// missing article, an HTTP error and malformed JSON are each their own `ArticleFailure`. A 429 or 503 that says
/// when to come back with `Retry-After` is asked once more, if that moment falls before the deadline. With a cache,
/// every fresh answer is saved, and when the wiki cannot be asked, the answer saved for exactly the same question comes back
/// with its age and the reason; an error the wiki itself gave ("no such article", an API error) is never covered up.
public struct WikipediaArticleRepository: ArticleRepository {
    /// The most rounds of `continue` followed for one geosearch; `colimit=max` makes one round the rule.
    static let maximumRounds = 10

    private let site: WikipediaSite
    private let transport: HTTPTransport
    private let cache: ArticleCache?
    private let deadline: Duration
    private let endpoints: WikipediaEndpoints

    /// A repository for `site`.
    ///
    /// - Parameters:
    ///   - site: The wiki asked.
    ///   - transport: How to fetch; ``HTTPTransport/libcurl(limits:userAgent:)`` in `places`.
    ///   - cache: Where answers are kept for when the wiki cannot be reached; `nil` for none.
    ///   - deadline: The time a question may take in all, retry included: the transport's total timeout.
    public init(site: WikipediaSite, transport: HTTPTransport, cache: ArticleCache? = nil, deadline: Duration = .seconds(15)) {
        self.site = site
        self.transport = transport
        self.cache = cache
        self.deadline = deadline
        endpoints = WikipediaEndpoints(site: site)
    }

    public func articles(near query: NearbyQuery) async throws(ArticleFailure) -> ArticleAnswer<[Article]> {
        guard let first = endpoints.nearby(query) else { throw .invalidAnswer }
        let question = first.absoluteString
        do throws(ArticleFailure) {
            let articles = try await fetchArticles(query)
            await cache?.save(articles, for: question)
            return ArticleAnswer(value: articles)
        } catch {
            guard error.allowsSavedAnswer, let saved = await cache?.articles(for: question) else { throw error }
            return ArticleAnswer(value: saved.articles, savedAt: saved.savedAt, failure: error)
        }
    }

    public func summary(ofArticleTitled title: String) async throws(ArticleFailure) -> ArticleAnswer<ArticleSummary> {
        let wanted = title.replacing("_", with: " ")
        guard let url = endpoints.summary(title: wanted) else { throw .missingArticle(title: wanted) }
        let question = url.absoluteString
        do throws(ArticleFailure) {
            let body = try WikipediaResponse.body(of: try await fetch(url), missingTitle: wanted)
            guard let summary = try WikipediaResponse.decode(SummaryAnswer.self, from: body).summary(on: site, requested: wanted)
            else { throw .invalidAnswer }
            await cache?.save(summary, for: question)
            return ArticleAnswer(value: summary)
        } catch {
            guard error.allowsSavedAnswer, let saved = await cache?.summary(for: question) else { throw error }
            return ArticleAnswer(value: saved.summary, savedAt: saved.savedAt, failure: error)
        }
    }

    /// The pages of a geosearch, following `continue` and merging each page's parts by its id, in first-seen order.
    private func fetchArticles(_ query: NearbyQuery) async throws(ArticleFailure) -> [Article] {
        var order: [Int] = []
        var pages: [Int: GeosearchAnswer.Page] = [:]
        var continuing: [(key: String, value: String)] = []
        for _ in 0..<Self.maximumRounds {
            guard let url = endpoints.nearby(query, continuing: continuing) else { throw .invalidAnswer }
            let answer = try WikipediaResponse.decode(GeosearchAnswer.self, from: try WikipediaResponse.body(of: try await fetch(url)))
            if let error = answer.error { throw .apiError(code: error.code, info: error.info ?? "") }
            // An answer with none of these is some other JSON, not the API's; no pages at all is `batchcomplete` alone.
            guard answer.batchcomplete != nil || answer.query != nil || answer.continue != nil else { throw .invalidAnswer }
            for page in answer.query?.pages ?? [] {
                guard let id = page.pageid else { continue }
                if let earlier = pages[id] {
                    pages[id] = GeosearchAnswer.Page(
                        pageid: id,
                        title: earlier.title ?? page.title,
                        description: earlier.description ?? page.description,
                        coordinates: (earlier.coordinates ?? []) + (page.coordinates ?? []),
                        missing: earlier.missing ?? page.missing
                    )
                } else {
                    order.append(id)
                    pages[id] = page
                }
            }
            guard let next = answer.continue, !next.isEmpty else { break }
            let sorted = next.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
            // The same `continue` twice would ask the same question forever.
            guard !sorted.elementsEqual(continuing, by: { $0.key == $1.key && $0.value == $1.value }) else { break }
            continuing = sorted
        }
        // All of them, even past the limit a server should have kept to: which are nearest is decided by who ranks.
        return order.compactMap { pages[$0]?.article(on: site) }
    }

    /// Fetches `url`, asking once more after a 429 or 503 whose `Retry-After` ends before the deadline.
    private func fetch(_ url: URL) async throws(ArticleFailure) -> HTTPResponse {
        let clock = ContinuousClock()
        let started = clock.now
        let response = try await fetchOnce(url)
        guard response.status == 429 || response.status == 503, let wait = response.retryAfter,
              clock.now - started + .seconds(wait) < deadline
        else { return response }
        do {
            try await Task.sleep(for: .seconds(wait))
        } catch {
            throw .cancelled
        }
        return try await fetchOnce(url)
    }

    private func fetchOnce(_ url: URL) async throws(ArticleFailure) -> HTTPResponse {
        do {
            return try await transport.fetch(url)
        } catch {
            throw ArticleFailure(error)
        }
    }
}
