#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The Places tab's search box: the articles with coordinates whose titles begin with a text — or, when no title
/// with coordinates does, the articles that mention it, as the Wikipedia app's search falls back to its full text —
/// in the wiki's order, each with where it lies from the last place, at most the number asked for, remembered so
/// that `@3` means the same article in the next command and the next run.
///
/// Articles without coordinates are not places: they are counted, never listed.
public struct FindArticles: Sendable {
    /// How many articles may be listed: at most as many as every search asks for.
    public static let limits: ClosedRange<Int> = 1...ArticleSearchQuery.pages
    /// How many are listed when no number is given.
    public static let defaultLimit = 10

    private let search: any ArticleSearch
    private let recent: any RecentArticlesRepository

    /// A finder over a wiki's search that remembers the lists it makes in `recent`.
    ///
    /// - Parameters:
    ///   - search: The wiki's search (`WikipediaArticleRepository` in PlacesData).
    ///   - recent: Where the last list is kept.
    public init(search: any ArticleSearch, recent: any RecentArticlesRepository) {
        self.search = search
        self.recent = recent
    }

    /// Finds the articles with coordinates that `query` matches.
    ///
    /// - Parameters:
    ///   - query: The text; its kind is ignored: titles are searched first, then the articles' text when no title
    ///     with coordinates matched.
    ///   - limit: The most articles listed, within ``limits``.
    ///   - place: The place distances are measured from (the last one shown), if any.
    /// - Returns: What was found, and what to tell about it.
    /// - Throws: Why the wiki could not answer the search of titles, when no saved answer could stand in.
    public func callAsFunction(_ query: ArticleSearchQuery, limit: Int, from place: Place?) async throws(ArticleFailure) -> FoundArticles {
        let titles = ArticleSearchQuery(text: query.text) ?? query
        var answer = try await search.articles(matching: titles)
        var used = titles
        var fallbackFailure: ArticleFailure?
        if !answer.value.contains(where: { $0.article.coordinate != nil }), let text = ArticleSearchQuery(text: query.text, kind: .text) {
            do {
                let mentions = try await search.articles(matching: text)
                if mentions.value.contains(where: { $0.article.coordinate != nil }) {
                    answer = mentions
                    used = text
                }
            } catch {
                fallbackFailure = error
            }
        }
        let placed = answer.value.map(\.article).filter { $0.coordinate != nil }
        let shown = placed.prefix(max(Self.limits.lowerBound, min(limit, Self.limits.upperBound)))
        let found = shown.map { article in
            NearbyArticle(
                article: article,
                distance: place.flatMap { from in article.coordinate.map(from.coordinate.distance(to:)) },
                bearing: place.flatMap { from in article.coordinate.map(from.coordinate.bearing(to:)) }
            )
        }
        let list = ArticleList(site: search.site, centre: place?.coordinate, label: place?.name, articles: Array(shown), search: query.text)
        let rememberFailure = await recent.remember(list)
        return FoundArticles(
            query: used,
            place: place,
            list: list,
            found: found,
            notShown: placed.count - shown.count,
            unplaced: answer.value.count - placed.count,
            savedAt: answer.savedAt,
            savedBecause: answer.failure,
            cutOff: answer.cutOff,
            fallbackFailure: fallbackFailure,
            rememberFailure: rememberFailure
        )
    }
}

/// What ``FindArticles`` found.
public struct FoundArticles: Sendable, Equatable {
    /// The question whose answer is shown: a search of titles, or of the articles' text when no title matched.
    public let query: ArticleSearchQuery
    /// The place distances are measured from, if any.
    public let place: Place?
    /// The list as remembered: the articles in the order shown, so reference `@1` is the first.
    public let list: ArticleList
    /// The articles shown, in the wiki's order, with their distance and bearing from ``place`` when there is one.
    public let found: [NearbyArticle]
    /// How many more articles with coordinates matched than the limit let through.
    public let notShown: Int
    /// How many of the articles that matched have no coordinates, and are not places.
    public let unplaced: Int
    /// When the answer was saved, when a saved answer stood in for the wiki.
    public let savedAt: Date?
    /// Why the wiki could not be asked, when a saved answer stood in.
    public let savedBecause: ArticleFailure?
    /// Which bound of the question ended the wiki's answer early, when one did.
    public let cutOff: AnswerCutOff?
    /// Why the search of the articles' text, asked when no title with coordinates matched, could not be made.
    public let fallbackFailure: ArticleFailure?
    /// Why the list could not be kept for the next run, when it could not.
    public let rememberFailure: RecentArticlesFailure?
}
