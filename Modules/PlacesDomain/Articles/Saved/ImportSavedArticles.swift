#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Imports a file `export --saved` wrote (or any file whose points link to articles) into the saved list: the other
/// half of the export.
///
/// Each entry becomes a saved article from its address, read by the one rule for an article's address
/// (``WikipediaAppLink/article(atAddress:besides:)``): the address names the wiki and the title, the entry gives the
/// coordinates (checked as `add` checks them). An entry without such an address is skipped
/// (``ImportSkipReason/notAnArticle``). An article saved already — the same title on the same wiki — is kept as it
/// was and the entry counted as a duplicate. What is new is added in one change, after the others. An imported
/// article has its title, address and coordinates only: no lead, no text; `save SN` fetches them later.
public struct ImportSavedArticles: Sendable {
    private let saved: any SavedArticlesRepository
    private let now: @Sendable () -> Date

    /// Creates the use case.
    ///
    /// - Parameters:
    ///   - saved: The saved list.
    ///   - now: The clock, for when the copies were made.
    public init(saved: any SavedArticlesRepository, now: @escaping @Sendable () -> Date) {
        self.saved = saved
        self.now = now
    }

    /// Imports `reading` into the saved list.
    ///
    /// - Parameters:
    ///   - reading: What the file holds.
    ///   - site: The wiki an address on a mirror or test wiki (`SITE/wiki/TITLE`) is read as being on.
    /// - Returns: What was added, left out and skipped, and the numbers the new articles got.
    /// - Throws: ``SavedArticlesFailure`` when the list cannot be read or changed; nothing was saved then.
    public func callAsFunction(_ reading: TransferReading, site: WikipediaSite) async throws(SavedArticlesFailure) -> ImportedSavedArticles {
        let before = try await saved.loadSaved()
        let review = Self.review(reading, existing: before, site: site, savedAt: now())
        guard !review.additions.isEmpty else {
            return ImportedSavedArticles(review: review, numbers: nil, recovery: before.recovery)
        }
        let after = try await saved.add(contentsOf: review.additions)
        // Another process may have saved one of them in the meantime: it keeps its copy and its number.
        let numbers = review.additions.compactMap { after.index(ofArticleTitled: $0.title, on: $0.site).map { $0 + 1 } }
        return ImportedSavedArticles(review: review, numbers: numbers, recovery: before.recovery ?? after.recovery)
    }

    /// The rules alone: which entries become saved articles, which the list (or an earlier entry) has, and which
    /// are skipped and why.
    ///
    /// - Parameters:
    ///   - reading: What the file holds.
    ///   - existing: The saved list as it is.
    ///   - site: The wiki a mirror's address is read as being on.
    ///   - savedAt: When the copies are made.
    /// - Returns: The review, every list in file order.
    public static func review(_ reading: TransferReading, existing: SavedArticles, site: WikipediaSite, savedAt: Date) -> SavedArticlesReview {
        var additions: [SavedArticle] = []
        var admittedPositions: [TransferPosition] = []
        var duplicates: [ImportDuplicate] = []
        var skipped = reading.skipped
        for entry in reading.entries {
            guard let address = entry.address.flatMap(Location.normalizedName),
                  let linked = WikipediaAppLink.article(atAddress: address, besides: site)
            else {
                skipped.append(ImportSkip(position: entry.position, reason: .notAnArticle))
                continue
            }
            let coordinate: Coordinate
            switch ImportLocations.verdict(on: entry) {
            case .location(let location): coordinate = location.coordinate
            case .skip(let reason):
                skipped.append(ImportSkip(position: entry.position, reason: reason))
                continue
            }
            let place = Location(name: linked.title, coordinate: coordinate, origin: .custom)
            if existing.index(ofArticleTitled: linked.title, on: linked.site) != nil {
                duplicates.append(ImportDuplicate(position: entry.position, location: place))
                continue
            }
            if let earlier = SavedArticles(articles: additions).index(ofArticleTitled: linked.title, on: linked.site) {
                duplicates.append(ImportDuplicate(position: entry.position, location: place, repeats: admittedPositions[earlier]))
                continue
            }
            let summary = ArticleSummary(
                title: linked.title,
                description: nil,
                extract: "",
                coordinate: coordinate,
                url: linked.site.articleURL(title: linked.title),
                pageID: nil
            )
            additions.append(SavedArticle(site: linked.site, summary: summary, body: nil, savedAt: savedAt))
            admittedPositions.append(entry.position)
        }
        skipped.sort { $0.position < $1.position }
        return SavedArticlesReview(format: reading.format, additions: additions, skipped: skipped, duplicates: duplicates, ignoredPaths: reading.ignoredPaths)
    }
}

/// Which entries of a file ``ImportSavedArticles`` adds to the saved list, which it leaves out and which it skips.
public struct SavedArticlesReview: Sendable, Equatable {
    /// The format the file was read as.
    public let format: TransferFormat
    /// The articles to add, in file order: each with its title, address and coordinates, and no text.
    public let additions: [SavedArticle]
    /// The entries that are no article, with their reasons, in file order.
    public let skipped: [ImportSkip]
    /// The entries whose article is saved already, or that an earlier entry repeats; each named by its title.
    public let duplicates: [ImportDuplicate]
    /// GPX routes and tracks left out.
    public let ignoredPaths: Int
}

/// What ``ImportSavedArticles`` did.
public struct ImportedSavedArticles: Sendable, Equatable {
    /// What the file held, entry by entry.
    public let review: SavedArticlesReview
    /// The numbers the new articles got in the saved list (`S4` is 4), in file order; `nil` when none was added.
    public let numbers: [Int]?
    /// What was done to a saved list that could not be read.
    public let recovery: StoreRecovery?
}
