/// The rule for what a person's words name as an article — `@3` of the last list, an article's address on a wiki, or
/// a title — shared by every reader of one article: the summary (``ReadArticle``) and the whole text
/// (``ReadWholeArticle``).
public struct ArticleTargets: Sendable {
    private let recent: any RecentArticlesRepository

    /// Targets with references into the list `recent` keeps.
    public init(recent: any RecentArticlesRepository) {
        self.recent = recent
    }

    /// What `text` names: an article of the last list (`@3`), an article's address on a wiki
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
}
