#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import PlacesDomain

/// The whole text of an article, by TextExtracts: one question, within the same deadline and size bound as every
/// other (``HTTPQuestion``), saved in the same answer cache, so that an article read once reads again without the
/// wiki, with its age said.
extension WikipediaArticleRepository: ArticleBodyRepository {
    public func body(ofArticleTitled title: String) async throws(ArticleFailure) -> ArticleAnswer<ArticleBody> {
        let wanted = title.replacing("_", with: " ")
        guard let url = endpoints.extract(title: wanted), let question = questions.extract(title: wanted)?.absoluteString
        else { throw .missingArticle(title: wanted) }
        do throws(ArticleFailure) {
            let response = try await fetch(url, within: policy.budget())
            let answer = try WikipediaResponse.decode(ExtractAnswer.self, from: try WikipediaResponse.body(of: response))
            let body = try answer.body(asked: wanted)
            await cache?.save(body, for: question)
            return ArticleAnswer(value: body)
        } catch {
            guard error.allowsSavedAnswer, let saved = await cache?.body(for: question) else { throw error }
            return ArticleAnswer(value: saved.body, savedAt: saved.savedAt, failure: error)
        }
    }
}
