/// The rule for what a person's words name as an article — `@3` of the last list, `S2` of the saved list, an
/// article's address on a wiki, or a title — shared by every reader of one article: the summary (``ReadArticle``) and the whole text
/// (``ReadWholeArticle``).
public struct ArticleTargets: Sendable {
    private let recent: any RecentArticlesRepository
    private let saved: (any SavedArticlesRepository)?

    /// Targets with references into the list `recent` keeps and, when `saved` is given, into the saved list (`S2`).
    ///
    /// - Parameters:
    ///   - recent: The last list of articles, which `@3` names into.
    ///   - saved: The saved list, which `S2` names into; without it `S2` is a title like any other.
    public init(recent: any RecentArticlesRepository, saved: (any SavedArticlesRepository)? = nil) {
        self.recent = recent
        self.saved = saved
    }

    /// What `text` names: an article of the last list (`@3`), of the saved list (`S2`: the title on the wiki it
    /// was saved from, which a saved copy stands in for offline), an article's address on a wiki
    /// (`https://nl.wikipedia.org/wiki/Dam_(Amsterdam)`, `wikipedia://en.wikipedia.org/wiki/Dam_Square`: that
    /// wiki's article, read from `site` when it is the same wiki), or a title on `site` (`_` read as spaces).
    ///
    /// - Parameters:
    ///   - text: The words as typed.
    ///   - site: The wiki a title is looked up on.
    /// - Returns: The article, or why a reference names none.
    public func target(for text: String, site: WikipediaSite) async -> Result<ArticleTarget, ArticleReferenceFailure> {
        let trimmed = Location.normalizedName(text) ?? ""
        if let (title, linked) = WikipediaAppLink.article(atAddress: trimmed, besides: site) {
            // The wiki the address names; `site` itself (with its password) when it is that wiki.
            return .success(ArticleTarget(title: title, site: linked.host == site.host ? site : linked))
        }
        if let saved, let number = SavedReference.number(in: trimmed) {
            return await Self.savedTarget(number: number, reference: trimmed, in: saved, site: site)
        }
        guard let number = ArticleReference.number(in: trimmed) else {
            guard trimmed.utf8.count <= WikipediaSite.maximumTitleBytes else { return .failure(.titleTooLong(title: trimmed)) }
            return .success(ArticleTarget(title: trimmed.replacing("_", with: " "), site: site))
        }
        return await ArticleReferences(recent: recent).target(number: number, reference: trimmed).map { found in
            // A list is kept without the wiki's password; the same wiki named with it now is asked with it.
            guard found.target.site == site.withoutCredentials else { return found.target }
            return ArticleTarget(title: found.target.title, site: site, number: found.target.number, listed: found.target.listed)
        }
    }

    /// The article `S<number>` names in the saved list: its title on its wiki, or `site` itself (with its password)
    /// when that is the same wiki.
    private static func savedTarget(
        number: Int,
        reference: String,
        in saved: any SavedArticlesRepository,
        site: WikipediaSite
    ) async -> Result<ArticleTarget, ArticleReferenceFailure> {
        let list: SavedArticles
        do {
            list = try await saved.loadSaved()
        } catch {
            return .failure(.unreadableSaved(reference: reference, failure: error))
        }
        guard list.articles.indices.contains(number - 1) else {
            return .failure(.savedOutOfRange(reference: reference, count: list.articles.count))
        }
        let article = list.articles[number - 1]
        return .success(ArticleTarget(title: article.title, site: article.site == site.withoutCredentials ? site : article.site))
    }
}
