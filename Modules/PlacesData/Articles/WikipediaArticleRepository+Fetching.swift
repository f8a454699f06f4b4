#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain

/// How one question is asked: the rounds of a geosearch or a search and the retry, all within the question's one
/// budget of time and bytes.
extension WikipediaArticleRepository {
    /// The pages of a geosearch, following `continue` and merging each page's parts by its id, in first-seen order,
    /// and why the rounds stopped short of the end, if they did.
    func fetchArticles(_ query: NearbyQuery) async throws(ArticleFailure) -> ([Article], AnswerCutOff?) {
        let (pages, cutOff) = try await fetchPages(untilBatchComplete: false) { endpoints.nearby(query, continuing: $0) }
        return (pages.articles(on: site), cutOff)
    }

    /// The articles a search found, in its order, and why the rounds stopped short of the end, if they did.
    ///
    /// Only the first batch of pages is taken — the number every search asks for — with the rest of its
    /// coordinates and descriptions if they come in more rounds: `batchcomplete` says the batch is whole, and the
    /// `continue` that comes with it would only fetch the next results.
    func fetchFound(_ query: ArticleSearchQuery) async throws(ArticleFailure) -> ([FoundArticle], AnswerCutOff?) {
        let (pages, cutOff) = try await fetchPages(untilBatchComplete: true) { endpoints.search(query, continuing: $0) }
        return (pages.found(on: site), cutOff)
    }

    /// The pages of one question, following `continue` — to the end, or until the first batch of pages is whole —
    /// within the question's one budget, and why the rounds stopped short, if they did.
    private func fetchPages(
        untilBatchComplete: Bool,
        _ address: ([(key: String, value: String)]) -> URL?
    ) async throws(ArticleFailure) -> (QueryPages, AnswerCutOff?) {
        var budget = policy.budget()
        var pages = QueryPages()
        var continuing: [(key: String, value: String)] = []
        for round in 0..<Self.maximumRounds {
            guard let url = address(continuing) else { throw .invalidAnswer }
            let response: HTTPResponse
            do throws(ArticleFailure) {
                response = try await fetch(url, within: budget)
            } catch {
                // A bound of the question reached after a whole round: what came is the answer, and says so.
                guard round > 0, let cutOff = cutOff(by: error) else { throw error }
                return (pages, cutOff)
            }
            budget.maximumBytes = (budget.maximumBytes ?? maximumBytes) - response.body.count
            let answer = try WikipediaResponse.decode(QueryAnswer.self, from: try WikipediaResponse.body(of: response))
            if let error = answer.error { throw .apiError(code: error.code, info: error.info ?? "") }
            // An answer with none of these is some other JSON, not the API's; no pages at all is `batchcomplete` alone.
            guard answer.batchcomplete != nil || answer.query != nil || answer.continue != nil else { throw .invalidAnswer }
            pages.add(answer.query)
            if pages.overflowed { return (pages, .pages(QueryPages.maximumPages)) }
            if untilBatchComplete, answer.batchcomplete?.isSet == true { return (pages, nil) }
            guard let next = answer.continue, !next.isEmpty else { return (pages, nil) }
            let sorted = next.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value.text) }
            // The same `continue` twice would ask the same question forever.
            guard !sorted.elementsEqual(continuing, by: { $0.key == $1.key && $0.value == $1.value }) else { break }
            continuing = sorted
            if round == Self.maximumRounds - 1 { return (pages, .rounds(Self.maximumRounds)) }
        }
        return (pages, nil)
    }

    /// Fetches `url` within the question's budget, by the one policy of a question to a server (``HTTPQuestion``):
    /// once more after a 429 or 503 whose `Retry-After` ends before the deadline.
    func fetch(_ url: URL, within budget: HTTPBudget) async throws(ArticleFailure) -> HTTPResponse {
        do {
            return try await policy.fetch(url, through: transport, within: budget)
        } catch {
            throw ArticleFailure(error)
        }
    }

    /// Which bound of the question a failure in a later round is, if it is one.
    private func cutOff(by failure: ArticleFailure) -> AnswerCutOff? {
        switch failure {
        case .timedOut: .time(seconds: deadlineSeconds)
        case .tooLarge: .bytes(limit: maximumBytes)
        default: nil
        }
    }

    private var deadlineSeconds: Int { policy.deadlineSeconds }
}
