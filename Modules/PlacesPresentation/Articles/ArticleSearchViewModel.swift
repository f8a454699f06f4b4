#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import Observation
public import PlacesDomain

/// The Places tab's search box: the articles with coordinates that match what a person typed, each with its
/// reference, coordinates and distance from the last place, through Domain's `FindArticles`.
///
/// Any front end binds to it, like ``ArticlesViewModel``; it puts the use case's result into words — a heading,
/// rows, notices — in its language.
@MainActor
@Observable
public final class ArticleSearchViewModel {
    /// The last search.
    public private(set) var state: FoundArticlesState = .idle
    /// The language of every message.
    public let language: Language

    /// The wiki searched unless ``find(_:limit:from:on:)`` names another.
    public let site: WikipediaSite
    private let search: @Sendable (WikipediaSite) -> any ArticleSearch
    private let recent: any RecentArticlesRepository
    private let now: @Sendable () -> Date
    private let localizer: Localizer
    private let coordinates: CoordinateFormatter
    private let messages: MessageFormatter

    /// Creates the view model; nothing is asked until ``find(_:limit:from:on:)`` is called.
    ///
    /// - Parameters:
    ///   - site: The wiki searched unless a search names another.
    ///   - search: A wiki's search (`WikipediaArticleRepository` in PlacesData), for any wiki.
    ///   - recent: Where the list is remembered, so that `@3` means the same article next.
    ///   - language: The language of every message.
    ///   - now: The clock, for "saved 3 hours ago".
    public init(
        site: WikipediaSite,
        search: @escaping @Sendable (WikipediaSite) -> any ArticleSearch,
        recent: any RecentArticlesRepository,
        language: Language,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.site = site
        self.search = search
        self.recent = recent
        self.language = language
        self.now = now
        localizer = Localizer(language: language)
        coordinates = CoordinateFormatter(language: language)
        messages = MessageFormatter(language: language)
    }

    /// Searches for `text` and lists the articles with coordinates, in the wiki's order, each with its reference.
    ///
    /// - Parameters:
    ///   - text: What the person typed.
    ///   - limit: The most articles listed (`FindArticles.limits`).
    ///   - place: The place distances are measured from: the last one shown, if any.
    ///   - wiki: The wiki to search, when not ``site`` (a link's search names its own).
    /// - Returns: The new ``state``.
    @discardableResult
    public func find(_ text: String, limit: Int, from place: Place?, on wiki: WikipediaSite? = nil) async -> FoundArticlesState {
        let site = wiki ?? self.site
        guard let query = ArticleSearchQuery(text: text) else {
            state = .failed(message: localizer(SearchText.tooLong(Quoted(text), limit: ArticleSearchQuery.maximumLength)))
            return state
        }
        state = .loading
        let found: FoundArticles
        do {
            found = try await FindArticles(search: search(site), recent: recent)(query, limit: limit, from: place)
        } catch {
            state = .failed(message: messages.articleFailure(error, site: site))
            return state
        }
        let placeTitle = found.place.map { place in
            let text = coordinates.string(for: place.coordinate)
            return Quoted(place.name.map { "\($0) (\(text))" } ?? text)
        }
        let rows = found.found.enumerated().compactMap { index, article in
            article.article.coordinate.map {
                FoundArticleRow(number: index + 1, article, coordinate: $0, localizer: localizer, coordinates: coordinates)
            }
        }
        state = .loaded(FoundArticleList(
            text: query.text,
            site: site,
            heading: localizer(rows.isEmpty
                ? SearchText.none(Quoted(query.text))
                : SearchText.heading(Quoted(query.text), byText: found.query.kind == .text, place: placeTitle)),
            rows: rows,
            notices: notices(found, site: site),
            list: found.list
        ))
        return state
    }

    private func notices(_ found: FoundArticles, site: WikipediaSite) -> [Notice] {
        var notices: [Notice] = []
        if found.notShown > 0 {
            notices.append(Notice(kind: .notShown, message: localizer(SearchText.notShown(count: found.notShown)), next: .raiseLimit(most: FindArticles.limits.upperBound)))
        }
        if found.unplaced > 0 {
            notices.append(Notice(kind: .unplaced, message: localizer(SearchText.unplacedCount(found.unplaced))))
        }
        if let cutOff = found.cutOff {
            notices.append(Notice(kind: .cutOff, message: messages.cutOff(cutOff, site: site)))
        }
        if let failure = found.fallbackFailure {
            notices.append(Notice(kind: .searchFailed, message: localizer(SearchText.fallbackFailed(reason: messages.articleFailure(failure, site: site)))))
        }
        if let savedAt = found.savedAt {
            let reason = found.savedBecause.map { messages.articleFailure($0, site: site) }
            notices.append(Notice(kind: .savedAnswer, message: localizer(ArticleText.showingSaved(reason: reason, age: messages.age(of: savedAt, now: now())))))
        }
        if let failure = found.rememberFailure {
            notices.append(Notice(kind: .notRemembered, message: messages.recentFailure(failure), next: failure == .noFolder ? .setStateFolder : nil))
        }
        return notices
    }
}

/// The articles a search found, ready to show: a heading, one row per article, and what to tell about them.
public struct FoundArticleList: Equatable, Sendable {
    /// What was searched for, trimmed.
    public let text: String
    /// The wiki asked.
    public let site: WikipediaSite
    /// "Wikipedia articles with coordinates matching “colosseum”:", or that there are none. Not escaped.
    public let heading: String
    /// The articles, in the wiki's order; `@1` is the first.
    public let rows: [FoundArticleRow]
    /// What the person should know: more not shown, articles without coordinates, a saved answer, a list not kept.
    public let notices: [Notice]
    /// The list as remembered, for the session (what `map` draws next).
    public let list: ArticleList
}

/// Where a search is: not asked yet, being asked, shown, or failed with a sentence.
public enum FoundArticlesState: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// Asking.
    case loading
    /// The list, which may be empty.
    case loaded(FoundArticleList)
    /// Why there is no list.
    case failed(message: String)
}
