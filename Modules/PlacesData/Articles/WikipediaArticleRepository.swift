#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import PlacesDomain

/// The articles of a Wikipedia, through its Action API (geosearch, the search box's search, and the whole text by
/// TextExtracts, in `WikipediaArticleRepository+Body.swift`) and REST API (page summary).
///
/// Every answer is checked before it is believed: a web page, the API's error object, the problem document of a
/// missing article, an HTTP error and JSON that is malformed or not the answer asked for are each their own
/// `ArticleFailure`. A 429 or 503 that says when to come back with `Retry-After` is asked once more, if that moment
/// falls before the deadline.
///
/// One deadline and one size bound per question: every request of a question — each round of `continue`, and the
/// retry — shares the question's ``deadline`` and ``maximumBytes``, and at most ``maximumRounds`` rounds and
/// `QueryPages.maximumPages` pages are taken. When a bound is reached after the first round, what came is the
/// answer, marked with its `AnswerCutOff`.
///
/// With a cache, every complete fresh answer is saved as it came — every article of a geosearch, every article a
/// search found, with or without coordinates; what is shown of them is the use case's choice, online and offline
/// alike — and when the wiki cannot be asked, the answer saved for exactly the same question comes back with its
/// age and the reason; an error the wiki itself gave ("no such article", an API error) is never covered up.
public struct WikipediaArticleRepository: ArticleRepository, ArticleSearch {
    /// The most rounds of `continue` followed for one geosearch; `colimit=max` makes one round the rule.
    public static let maximumRounds = 10

    /// The time a question may take in all, retry and every round included.
    public let deadline: Duration
    /// The bytes the answers to one question may take in all.
    public let maximumBytes: Int
    /// The wiki asked.
    public let site: WikipediaSite
    let transport: HTTPTransport
    let cache: ArticleCache?
    let endpoints: WikipediaEndpoints
    /// The one deadline and size bound of each question.
    var policy: HTTPQuestion { HTTPQuestion(deadline: deadline, maximumBytes: maximumBytes) }
    /// The same addresses without the site's user name and password: the questions the cache is keyed by.
    let questions: WikipediaEndpoints

    /// A repository for `site`.
    ///
    /// - Parameters:
    ///   - site: The wiki asked.
    ///   - transport: How to fetch; ``HTTPTransport/libcurl(limits:userAgent:)`` in `places`.
    ///   - cache: Where answers are kept for when the wiki cannot be reached; `nil` for none.
    ///   - deadline: The time a question may take in all: `--timeout` in `places`.
    ///   - maximumBytes: The bytes one question's answers may take in all; a real geosearch of 500 articles takes
    ///     about 150 KB.
    public init(
        site: WikipediaSite,
        transport: HTTPTransport,
        cache: ArticleCache? = nil,
        deadline: Duration = .seconds(15),
        maximumBytes: Int = 8 << 20
    ) {
        self.site = site
        self.transport = transport
        self.cache = cache
        self.deadline = deadline
        self.maximumBytes = maximumBytes
        endpoints = WikipediaEndpoints(site: site)
        questions = WikipediaEndpoints(site: site.withoutCredentials)
    }

    public func articles(near query: NearbyQuery) async throws(ArticleFailure) -> ArticleAnswer<[Article]> {
        guard let question = questions.nearby(query)?.absoluteString else { throw .invalidAnswer }
        do throws(ArticleFailure) {
            let (articles, cutOff) = try await fetchArticles(query)
            // A partial answer must not replace a whole one saved earlier.
            if cutOff == nil { await cache?.save(articles, for: question) }
            return ArticleAnswer(value: articles, cutOff: cutOff)
        } catch {
            guard error.allowsSavedAnswer, let saved = await cache?.articles(for: question, on: site) else { throw error }
            return ArticleAnswer(value: saved.articles, savedAt: saved.savedAt, failure: error)
        }
    }

    public func summary(ofArticleTitled title: String) async throws(ArticleFailure) -> ArticleAnswer<ArticleSummary> {
        let wanted = title.replacing("_", with: " ")
        guard let url = endpoints.summary(title: wanted), let question = questions.summary(title: wanted)?.absoluteString
        else { throw .missingArticle(title: wanted) }
        do throws(ArticleFailure) {
            let budget = policy.budget()
            let body = try WikipediaResponse.body(of: try await fetch(url, within: budget), missingTitle: wanted)
            guard let summary = try WikipediaResponse.decode(SummaryAnswer.self, from: body).summary(on: site)
            else { throw .invalidAnswer }
            await cache?.save(summary, for: question)
            return ArticleAnswer(value: summary)
        } catch {
            guard error.allowsSavedAnswer, let saved = await cache?.summary(for: question, on: site) else { throw error }
            return ArticleAnswer(value: saved.summary, savedAt: saved.savedAt, failure: error)
        }
    }

    public func articles(matching query: ArticleSearchQuery) async throws(ArticleFailure) -> ArticleAnswer<[FoundArticle]> {
        guard let question = questions.search(query)?.absoluteString else { throw .invalidAnswer }
        do throws(ArticleFailure) {
            let (found, cutOff) = try await fetchFound(query)
            if cutOff == nil { await cache?.save(found: found, for: question) }
            return ArticleAnswer(value: found, cutOff: cutOff)
        } catch {
            guard error.allowsSavedAnswer, let saved = await cache?.found(for: question, on: site) else { throw error }
            return ArticleAnswer(value: saved.found, savedAt: saved.savedAt, failure: error)
        }
    }
}
