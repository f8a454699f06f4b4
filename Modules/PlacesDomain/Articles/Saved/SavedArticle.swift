#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// An article kept to read later, as the Wikipedia app's Saved list keeps it: its summary and, when it could be had,
/// its whole text, so that it can be read without a network.
public struct SavedArticle: Hashable, Sendable {
    /// The wiki it is on, without a user name or password.
    public let site: WikipediaSite
    /// The summary as it was when saved: its title is the article's name in the list.
    public let summary: ArticleSummary
    /// The whole text, when the wiki gave it.
    public let body: ArticleBody?
    /// When the copy was made: now for a fresh answer, or when a saved answer that stood in for the wiki was.
    public let savedAt: Date

    /// Creates a saved article.
    ///
    /// - Parameters:
    ///   - site: The wiki it is on; its user name and password are dropped.
    ///   - summary: The summary.
    ///   - body: The whole text, if it could be had.
    ///   - savedAt: When the copy was made.
    public init(site: WikipediaSite, summary: ArticleSummary, body: ArticleBody?, savedAt: Date) {
        self.site = site.withoutCredentials
        self.summary = summary
        self.body = body
        self.savedAt = savedAt
    }

    /// The article's title.
    public var title: String { summary.title }

    /// The article as a target to show or open: its title on its wiki.
    public var target: ArticleTarget { ArticleTarget(title: summary.title, site: site) }

    /// Whether this is the article titled `title` on `site`: the same wiki (user name and password aside) and the
    /// same title, `_` read as a space.
    ///
    /// - Parameters:
    ///   - title: A title as typed or listed.
    ///   - site: Its wiki.
    public func isArticle(titled title: String, on site: WikipediaSite) -> Bool {
        self.site == site.withoutCredentials && summary.title == title.replacing("_", with: " ")
    }
}
