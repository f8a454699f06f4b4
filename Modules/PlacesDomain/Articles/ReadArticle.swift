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

    /// What `text` names: an article of the last list (`@3`), of the saved list (`S2`: the title on the wiki it
    /// was saved from, which a saved copy stands in for offline), an article's address on a wiki
    /// (`https://nl.wikipedia.org/wiki/Dam_(Amsterdam)`, `wikipedia://en.wikipedia.org/wiki/Dam_Square`: that
    /// wiki's article, read from `site` when it is the same wiki), or a title on `site` (`_` read as spaces).
    ///
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
