#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import PlacesDomain

/// A wiki's articles, with the saved list standing in when the wiki cannot be asked: `article` and `read` of a saved
/// article work offline, and say how old the copy is.
///
/// It decorates the summary lookup (`ArticleRepository`, for `article @N`) and the whole text
/// (`ArticleBodyRepository`, for `read`). A failure that is the wiki's own answer — no such article, an API error —
/// and a cancellation are never covered up, as the answer cache does not cover them; when the answer cache itself
/// stood in with an older copy than the saved one, the saved one is shown.
public struct SavedCopyArticleRepository: ArticleRepository, ArticleBodyRepository {
    private let site: WikipediaSite
    private let articles: any ArticleRepository
    private let bodies: any ArticleBodyRepository
    private let saved: any SavedArticlesRepository

    /// The articles of `site`, with the saved copies of its articles behind them.
    ///
    /// - Parameters:
    ///   - site: The wiki `articles` and `bodies` ask.
    ///   - articles: The wiki's summaries.
    ///   - bodies: The wiki's whole articles.
    ///   - saved: The saved list.
    public init(site: WikipediaSite, articles: any ArticleRepository, bodies: any ArticleBodyRepository, saved: any SavedArticlesRepository) {
        self.site = site
        self.articles = articles
        self.bodies = bodies
        self.saved = saved
    }

    public func articles(near query: NearbyQuery) async throws(ArticleFailure) -> ArticleAnswer<[Article]> {
        try await articles.articles(near: query)
    }

    public func summary(ofArticleTitled title: String) async throws(ArticleFailure) -> ArticleAnswer<ArticleSummary> {
        let answer: ArticleAnswer<ArticleSummary>
        do {
            answer = try await articles.summary(ofArticleTitled: title)
        } catch {
            guard error.allowsSavedAnswer, let copy = await copy(of: title) else { throw error }
            return ArticleAnswer(value: copy.summary, savedAt: copy.savedAt, failure: error)
        }
        guard let cachedAt = answer.savedAt, let copy = await copy(of: title), copy.savedAt > cachedAt else { return answer }
        return ArticleAnswer(value: copy.summary, savedAt: copy.savedAt, failure: answer.failure)
    }

    public func body(ofArticleTitled title: String) async throws(ArticleFailure) -> ArticleAnswer<ArticleBody> {
        let answer: ArticleAnswer<ArticleBody>
        do {
            answer = try await bodies.body(ofArticleTitled: title)
        } catch {
            guard error.allowsSavedAnswer, let copy = await copy(of: title), let body = copy.body else { throw error }
            return ArticleAnswer(value: body, savedAt: copy.savedAt, failure: error)
        }
        guard let cachedAt = answer.savedAt, let copy = await copy(of: title), let body = copy.body, copy.savedAt > cachedAt
        else { return answer }
        return ArticleAnswer(value: body, savedAt: copy.savedAt, failure: answer.failure)
    }

    /// The saved copy of the article titled `title` on this wiki, by its title or the title it was asked by
    /// (a redirect's); `nil` when there is none, or the list cannot be read.
    private func copy(of title: String) async -> SavedArticle? {
        guard let list = try? await saved.loadSaved() else { return nil }
        let wanted = title.replacing("_", with: " ")
        return list.articles.first { $0.isArticle(titled: wanted, on: site) || ($0.site == site.withoutCredentials && $0.body?.redirectedFrom == wanted) }
    }
}
