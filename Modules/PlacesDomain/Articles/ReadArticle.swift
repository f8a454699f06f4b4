#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// An article's summary, picked by reference to the last list (`@3`) or by title; for an article of the list it
/// also says where the article lies from the place the list was made around.
public struct ReadArticle: Sendable {
    private let articles: @Sendable (WikipediaSite) -> any ArticleRepository
    private let recent: any RecentArticlesRepository
    private let saved: (any SavedArticlesRepository)?

    /// A reader that asks the repository for a wiki, with references into the list `recent` keeps and, when
    /// `saved` is given, into the saved list (`S2`).
    ///
    /// - Parameters:
    ///   - articles: The summaries of a wiki.
    ///   - recent: The last list of articles, which `@3` names into.
    ///   - saved: The saved list, which `S2` names into; without it `S2` is a title like any other.
    public init(
        articles: @escaping @Sendable (WikipediaSite) -> any ArticleRepository,
        recent: any RecentArticlesRepository,
        saved: (any SavedArticlesRepository)? = nil
    ) {
        self.articles = articles
        self.recent = recent
        self.saved = saved
    }

    /// What `text` names, by the rule every reader of one article shares (``ArticleTargets/target(for:site:)``).
    ///
    /// - Parameters:
    ///   - text: The words as typed: `@3`, an article's address, or a title.
    ///   - site: The wiki a title is looked up on.
    /// - Returns: The article, or why a reference names none.
    public func target(for text: String, site: WikipediaSite) async -> Result<ArticleTarget, ArticleReferenceFailure> {
        await ArticleTargets(recent: recent, saved: saved).target(for: text, site: site)
    }

    /// Asks for the summary of `target`.
    ///
    /// - Returns: The summary, where it lies from the list's place (for an article of the last list), and whether
    ///   a saved answer stood in for the wiki.
    /// - Throws: Why the wiki could not answer.
    public func callAsFunction(_ target: ArticleTarget) async throws(ArticleFailure) -> ArticleReading {
        let answer = try await articles(target.site).summary(ofArticleTitled: target.title)
        var fromPlace: ArticleReading.Bearing?
        // Where the article lies from the list's place is extra: a list that cannot be read back just leaves it out.
        if target.listed != nil, let list = (try? await recent.loadRecent()) ?? nil, let place = list.place,
           let coordinate = answer.value.coordinate {
            fromPlace = ArticleReading.Bearing(
                metres: place.coordinate.distance(to: coordinate),
                degrees: place.coordinate.bearing(to: coordinate),
                place: place
            )
        }
        return ArticleReading(
            target: target,
            summary: answer.value,
            fromPlace: fromPlace,
            savedAt: answer.savedAt,
            savedBecause: answer.failure
        )
    }
}

/// What ``ReadArticle`` read.
public struct ArticleReading: Sendable, Equatable {
    /// Where an article lies from a place.
    public struct Bearing: Sendable, Equatable {
        /// How far, in metres.
        public let metres: Double
        /// The initial bearing from the place, in degrees clockwise from north.
        public let degrees: Double
        /// The place.
        public let place: Place
    }

    /// What was asked for.
    public let target: ArticleTarget
    /// The summary.
    public let summary: ArticleSummary
    /// Where the article lies from the last list's place, for an article of that list.
    public let fromPlace: Bearing?
    /// When the answer was saved, when a saved answer stood in for the wiki.
    public let savedAt: Date?
    /// Why the wiki could not be asked, when a saved answer stood in.
    public let savedBecause: ArticleFailure?
}
