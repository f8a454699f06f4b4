/// The saved list as `saved` shows it: each article with its number, and where it lies from the last place — the
/// place the last list of articles was made around — when there is one.
///
/// The order is the order of saving, never the distance: `S2` then means the same article in `saved`, `unsave` and
/// on the map, wherever the person has looked since.
public struct ListSavedArticles: Sendable {
    private let saved: any SavedArticlesRepository
    private let recent: any RecentArticlesRepository

    /// Creates the use case.
    ///
    /// - Parameters:
    ///   - saved: The saved list.
    ///   - recent: The last list of articles, whose place distances are measured from.
    public init(saved: any SavedArticlesRepository, recent: any RecentArticlesRepository) {
        self.saved = saved
        self.recent = recent
    }

    /// The saved articles, numbered, with distances from the last place.
    ///
    /// - Returns: The list.
    /// - Throws: ``SavedArticlesFailure`` when it cannot be read.
    public func callAsFunction() async throws(SavedArticlesFailure) -> SavedArticleList {
        let list = try await saved.loadSaved()
        // The place is extra: a last list that cannot be read back just leaves the distances out.
        let place = ((try? await recent.loadRecent()) ?? nil)?.place
        let entries = list.articles.enumerated().map { index, article in
            let coordinate = article.summary.coordinate
            return SavedArticleList.Entry(
                number: index + 1,
                article: article,
                distance: place.flatMap { from in coordinate.map(from.coordinate.distance(to:)) },
                bearing: place.flatMap { from in coordinate.map(from.coordinate.bearing(to:)) }
            )
        }
        return SavedArticleList(place: place, entries: entries, recovery: list.recovery)
    }
}

/// The saved list as ``ListSavedArticles`` gives it.
public struct SavedArticleList: Sendable, Equatable {
    /// One saved article with its number and where it lies.
    public struct Entry: Sendable, Equatable {
        /// Its number: `S2` is 2.
        public let number: Int
        /// The article.
        public let article: SavedArticle
        /// How far from the last place, in metres, when both are known.
        public let distance: Double?
        /// The initial bearing from the last place, when both are known.
        public let bearing: Double?

        /// `S2`.
        public var reference: String { SavedReference.text(for: number) }
    }

    /// The place distances are measured from: the last list's.
    public let place: Place?
    /// The articles, the first saved first.
    public let entries: [Entry]
    /// What was done to a saved list that could not be read.
    public let recovery: StoreRecovery?

    /// The pins of the articles that have coordinates, each named by its title and referred to by its number.
    public var pins: [MapPin] {
        entries.compactMap { entry in
            entry.article.summary.coordinate.map { MapPin(reference: .saved(entry.number), name: entry.article.title, coordinate: $0) }
        }
    }
}
