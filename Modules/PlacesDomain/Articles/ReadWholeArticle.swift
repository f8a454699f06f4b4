#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A whole article, picked by reference to the last list (`@3`), by its address or by title: its text in sections,
/// a redirect followed, at most ``ArticleBody/maximumTextBytes`` of it.
public struct ReadWholeArticle: Sendable {
    private let bodies: @Sendable (WikipediaSite) -> any ArticleBodyRepository
    private let targets: ArticleTargets

    /// A reader that asks the repository for a wiki, with references into the list `recent` keeps and, when
    /// `saved` is given, into the saved list (`S2`).
    ///
    /// - Parameters:
    ///   - bodies: The repository of articles' text for a wiki.
    ///   - recent: The last list, which `@3` refers to.
    ///   - saved: The saved list, which `S2` refers to; without it `S2` is a title like any other.
    public init(
        bodies: @escaping @Sendable (WikipediaSite) -> any ArticleBodyRepository,
        recent: any RecentArticlesRepository,
        saved: (any SavedArticlesRepository)? = nil
    ) {
        self.bodies = bodies
        targets = ArticleTargets(recent: recent, saved: saved)
    }

    /// What `text` names, by the rule every reader of one article shares (``ArticleTargets/target(for:site:)``).
    ///
    /// - Parameters:
    ///   - text: The words as typed: `@3`, an article's address, or a title.
    ///   - site: The wiki a title is looked up on.
    /// - Returns: The article, or why a reference names none.
    public func target(for text: String, site: WikipediaSite) async -> Result<ArticleTarget, ArticleReferenceFailure> {
        await targets.target(for: text, site: site)
    }

    /// Asks for the whole text of `target`, and keeps what is shown within ``ArticleBody/maximumTextBytes``.
    ///
    /// - Parameter target: The article.
    /// - Returns: The text, its address, and whether a saved copy stood in for the wiki.
    /// - Throws: Why the wiki could not answer, or that there is no such article.
    public func callAsFunction(_ target: ArticleTarget) async throws(ArticleFailure) -> WholeArticle {
        let answer = try await bodies(target.site).body(ofArticleTitled: target.title)
        let body = answer.value.shortened()
        // The listed address is the article's own; after a redirect, the address is the article it led to.
        let url = target.listed.map { $0.title == body.title ? $0.url : nil } ?? nil
        return WholeArticle(
            target: target,
            body: body,
            url: url ?? target.site.articleURL(title: body.title),
            savedAt: answer.savedAt,
            savedBecause: answer.failure
        )
    }
}

/// What ``ReadWholeArticle`` read.
public struct WholeArticle: Sendable, Equatable {
    /// What was asked for.
    public let target: ArticleTarget
    /// The text, cut when it was longer than is shown.
    public let body: ArticleBody
    /// The article's web address, after any redirect.
    public let url: String
    /// When the text was saved, when a saved copy stood in for the wiki.
    public let savedAt: Date?
    /// Why the wiki could not be asked, when a saved copy stood in.
    public let savedBecause: ArticleFailure?
}
