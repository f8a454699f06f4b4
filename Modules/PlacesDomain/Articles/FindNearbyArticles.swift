#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The Places tab's list: the Wikipedia articles around a place, nearest first, within the radius asked for, at
/// most the number asked for, remembered so that `@3` means the same article in the next command and the next run.
public struct FindNearbyArticles: Sendable {
    private let articles: @Sendable (WikipediaSite) -> any ArticleRepository
    private let recent: any RecentArticlesRepository

    /// A finder that asks the repository for a wiki, and remembers the lists it makes in `recent`.
    ///
    /// - Parameters:
    ///   - articles: The repository for a wiki (`WikipediaArticleRepository` in PlacesData).
    ///   - recent: Where the last list is kept.
    public init(articles: @escaping @Sendable (WikipediaSite) -> any ArticleRepository, recent: any RecentArticlesRepository) {
        self.articles = articles
        self.recent = recent
    }

    /// Finds the articles around `place`.
    ///
    /// - Parameters:
    ///   - place: Where to look.
    ///   - query: The radius and the limit (with `place`'s coordinate as its centre).
    ///   - site: The wiki to ask.
    /// - Returns: The ranked list and what to tell about it.
    /// - Throws: Why the wiki could not answer, when no saved answer could stand in.
    public func callAsFunction(around place: Place, query: NearbyQuery, on site: WikipediaSite) async throws(ArticleFailure) -> NearbyArticles {
        let answer = try await articles(site).articles(near: query)
        let (ranked, beyondRadius) = query.selection(of: answer.value)
        let list = ArticleList(site: site, centre: query.centre, label: place.name, articles: ranked.map(\.article))
        let rememberFailure = await recent.remember(list)
        return NearbyArticles(
            place: place,
            query: query,
            list: list,
            ranked: ranked,
            beyondRadius: beyondRadius,
            cutOff: answer.cutOff,
            savedAt: answer.savedAt,
            savedBecause: answer.failure,
            rememberFailure: rememberFailure
        )
    }

    /// The place the last list was made around, in this run or an earlier one: where `nearby` looks without one.
    public func lastPlace() async -> Place? {
        await lastList()?.place
    }

    /// The last list made, in this run or an earlier one; `nil` also when it cannot be read back (a reference to
    /// it says why, through ``ArticleReferences``).
    public func lastList() async -> ArticleList? {
        (try? await recent.loadRecent()) ?? nil
    }
}

/// What ``FindNearbyArticles`` found.
public struct NearbyArticles: Sendable, Equatable {
    /// The place looked around.
    public let place: Place
    /// The question asked.
    public let query: NearbyQuery
    /// The list as remembered: the articles in the order shown, so reference `@1` is the first.
    public let list: ArticleList
    /// The same articles with their distance and direction from the place.
    public let ranked: [NearbyArticle]
    /// How many articles the wiki returned from beyond the radius, which were left out.
    public let beyondRadius: Int
    /// Why the wiki's answer stops short of its end, when a bound of the question cut it off.
    public let cutOff: AnswerCutOff?
    /// When the answer was saved, when a saved answer stood in for the wiki.
    public let savedAt: Date?
    /// Why the wiki could not be asked, when a saved answer stood in.
    public let savedBecause: ArticleFailure?
    /// Why the list could not be kept for the next run, when it could not.
    public let rememberFailure: RecentArticlesFailure?
}
