#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Saves an article to read later (`save @3`, `save Rijksmuseum`): names it as ``ReadArticle`` does, asks for its
/// summary and its whole text, and keeps both. An article saved before is refreshed in its place, never listed twice;
/// an article whose text cannot be had is saved with its summary, and the outcome says so.
public struct SaveArticle: Sendable {
    private let read: ReadArticle
    private let bodies: @Sendable (WikipediaSite) -> any ArticleBodyRepository
    private let saved: any SavedArticlesRepository
    private let now: @Sendable () -> Date

    /// Creates the use case.
    ///
    /// - Parameters:
    ///   - read: Names the article and asks for its summary.
    ///   - bodies: Where a wiki's whole articles come from.
    ///   - saved: The saved list.
    ///   - now: The clock, for when the copy was made.
    public init(
        read: ReadArticle,
        bodies: @escaping @Sendable (WikipediaSite) -> any ArticleBodyRepository,
        saved: any SavedArticlesRepository,
        now: @escaping @Sendable () -> Date
    ) {
        self.read = read
        self.bodies = bodies
        self.saved = saved
        self.now = now
    }

    /// Saves the article `text` names on `site`.
    ///
    /// - Parameters:
    ///   - text: `@3`, a title or an article's address, as ``ReadArticle/target(for:site:)`` reads it.
    ///   - site: The wiki a title is looked up on.
    /// - Returns: What was saved, under which number, and what could not be had.
    /// - Throws: ``SaveArticleFailure``: the words name no article, there is no summary, or the list cannot be kept.
    public func callAsFunction(_ text: String, site: WikipediaSite) async throws(SaveArticleFailure) -> SavedArticleOutcome {
        let target: ArticleTarget
        switch await read.target(for: text, site: site) {
        case .success(let found): target = found
        case .failure(let failure): throw .reference(failure)
        }
        let before: SavedArticles
        do {
            before = try await saved.loadSaved()
        } catch {
            throw .list(error)
        }
        let reading: ArticleReading
        do {
            reading = try await read(target)
        } catch {
            throw .article(error)
        }
        let title = reading.summary.title
        var bodyFailure: ArticleFailure?
        var body: ArticleBody?
        do {
            body = try await bodies(target.site).body(ofArticleTitled: title).value
        } catch {
            bodyFailure = error
        }
        // A copy that stood in for the wiki keeps its own age: saving it again does not make it new.
        let article = SavedArticle(site: target.site, summary: reading.summary, body: body, savedAt: reading.savedAt ?? now())
        let after: SavedArticles
        do {
            after = try await saved.save(article)
        } catch {
            throw .list(error)
        }
        let index = after.index(ofArticleTitled: title, on: target.site) ?? max(0, after.articles.count - 1)
        return SavedArticleOutcome(
            article: after.articles.indices.contains(index) ? after.articles[index] : article,
            number: index + 1,
            refreshed: before.index(ofArticleTitled: title, on: target.site) != nil,
            bodyFailure: bodyFailure,
            wikiFailure: reading.savedBecause,
            recovery: before.recovery ?? after.recovery
        )
    }
}

/// What ``SaveArticle`` did.
public struct SavedArticleOutcome: Sendable, Equatable {
    /// The article as it is now kept (a refresh without text keeps the text saved before).
    public let article: SavedArticle
    /// Its number in the saved list (`S2` → 2).
    public let number: Int
    /// Whether it was saved before, and refreshed in its place.
    public let refreshed: Bool
    /// Why its whole text could not be had, when it could not: the summary alone is new.
    public let bodyFailure: ArticleFailure?
    /// Why the wiki could not be asked for the summary, when a copy saved earlier stood in for it.
    public let wikiFailure: ArticleFailure?
    /// What was done to a saved list that could not be read.
    public let recovery: StoreRecovery?
}

/// Why an article could not be saved.
public enum SaveArticleFailure: Error, Sendable, Equatable {
    /// The words name no article (`@9` of a list of three, say).
    case reference(ArticleReferenceFailure)
    /// The wiki had no summary, and no copy stood in for it.
    case article(ArticleFailure)
    /// The saved list cannot be read or written, or is full.
    case list(SavedArticlesFailure)
}
