#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import Observation
public import PlacesDomain

/// The saved list of articles, as the Wikipedia app's Saved list: saving an article to read later, taking it off,
/// and listing them with where they lie from the last place.
///
/// The flows are Domain's use cases (`SaveArticle`, `UnsaveArticle`, `ListSavedArticles`); this view model puts
/// their results into words, in its language.
@MainActor
@Observable
public final class SavedArticlesViewModel {
    /// The wiki a title is looked up on, unless a call names another.
    public let site: WikipediaSite

    private let saveArticle: SaveArticle
    private let unsaveArticle: UnsaveArticle
    private let listSaved: ListSavedArticles
    private let importSaved: ImportSavedArticles
    private let saved: any SavedArticlesRepository
    private let now: @Sendable () -> Date
    private let localizer: Localizer
    private let coordinates: CoordinateFormatter
    private let messages: MessageFormatter

    /// Creates the view model; nothing is read until a method is called.
    ///
    /// - Parameters:
    ///   - site: The wiki a title is looked up on.
    ///   - repository: The summaries of a wiki (with the saved copies behind them, in `places`).
    ///   - bodies: The whole articles of a wiki.
    ///   - saved: The saved list.
    ///   - recent: The last list of articles: `@3`, and the place distances are measured from.
    ///   - language: The language of every message.
    ///   - now: The clock, for when a copy is made and how old it is.
    public init(
        site: WikipediaSite,
        repository: @escaping @Sendable (WikipediaSite) -> any ArticleRepository,
        bodies: @escaping @Sendable (WikipediaSite) -> any ArticleBodyRepository,
        saved: any SavedArticlesRepository,
        recent: any RecentArticlesRepository,
        language: Language,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.site = site
        let read = ReadArticle(articles: repository, recent: recent, saved: saved)
        self.saved = saved
        saveArticle = SaveArticle(read: read, bodies: bodies, saved: saved, now: now)
        unsaveArticle = UnsaveArticle(read: read, saved: saved)
        listSaved = ListSavedArticles(saved: saved, recent: recent)
        importSaved = ImportSavedArticles(saved: saved, now: now)
        self.now = now
        localizer = Localizer(language: language)
        coordinates = CoordinateFormatter(language: language)
        messages = MessageFormatter(language: language)
    }

    /// Saves the article `text` names (`@3`, a title, an article's address), or refreshes its copy.
    ///
    /// - Parameters:
    ///   - text: What the person typed.
    ///   - site: The wiki a title is looked up on; ``site`` when `nil`.
    /// - Returns: What was saved, with the notices about it, or why nothing was.
    public func save(_ text: String, site: WikipediaSite? = nil) async -> Result<(message: String, notices: [Notice]), ActionFailure> {
        let site = site ?? self.site
        let outcome: SavedArticleOutcome
        do {
            outcome = try await saveArticle(text, site: site)
        } catch {
            return .failure(failure(error, site: site))
        }
        let reference = SavedReference.text(for: outcome.number)
        let title = Quoted(outcome.article.title)
        var notices: [Notice] = []
        if let recovery = outcome.recovery { notices.append(recoveryNotice(recovery)) }
        if let failure = outcome.wikiFailure {
            notices.append(Notice(kind: .savedAnswer, message: localizer(SavedText.keptCopy(
                reason: messages.articleFailure(failure, site: site),
                age: messages.age(of: outcome.article.savedAt, now: now())
            ))))
        }
        if let failure = outcome.bodyFailure {
            notices.append(Notice(kind: .savedAnswer, message: localizer(SavedText.summaryOnly(
                reason: messages.articleFailure(failure, site: site),
                kept: outcome.article.body != nil
            ))))
        }
        let message = outcome.refreshed ? SavedText.refreshed(reference: reference, title: title) : SavedText.saved(reference: reference, title: title)
        return .success((localizer(message), notices))
    }

    /// Takes the saved article `text` names (`S2`, `@3`, a title) off the list.
    ///
    /// - Parameters:
    ///   - text: What the person typed.
    ///   - site: The wiki a title is looked up on; ``site`` when `nil`.
    /// - Returns: The sentence saying what was taken off, or why nothing was.
    public func unsave(_ text: String, site: WikipediaSite? = nil) async -> Result<String, ActionFailure> {
        let site = site ?? self.site
        do {
            let unsaved = try await unsaveArticle(text, site: site)
            return .success(localizer(SavedText.unsaved(reference: SavedReference.text(for: unsaved.number), title: Quoted(unsaved.article.title))))
        } catch {
            return .failure(unsaveFailure(error, site: site))
        }
    }

    /// The saved list, numbered, with distances from the last place.
    ///
    /// - Returns: The listing, or why the list cannot be read.
    public func list() async -> Result<SavedArticleListing, ActionFailure> {
        let list: SavedArticleList
        do {
            list = try await listSaved()
        } catch {
            return .failure(listFailure(error))
        }
        let count = list.entries.count
        let heading: SavedText = count == 0 ? .none
            : list.place.map { .headingFrom(count: count, place: Quoted(placeName($0))) } ?? .heading(count: count)
        return .success(SavedArticleListing(
            heading: localizer(heading),
            rows: list.entries.map(row),
            place: list.place,
            notices: list.recovery.map { [recoveryNotice($0)] } ?? [],
            pins: list.pins
        ))
    }

    /// The references of the saved list and its titles, for completion: `S1`, `S2`…, then the titles.
    public func completions() async -> (references: [String], titles: [String]) {
        guard let list = try? await listSaved() else { return ([], []) }
        return (list.entries.map(\.reference), list.entries.map(\.article.title))
    }

    // MARK: Words

    /// The saved articles, the first saved first, for an export; or why the list cannot be read.
    public func articles() async -> Result<[SavedArticle], ActionFailure> {
        do {
            return .success(try await saved.loadSaved().articles)
        } catch {
            return .failure(listFailure(error))
        }
    }

    /// The saved list's references, `S1`, `S2`…, for Tab to complete; none when the list cannot be read.
    public func completions() async -> [String] {
        let count = (try? await saved.loadSaved())?.articles.count ?? 0
        return (0..<count).map { SavedReference.text(for: $0 + 1) }
    }

    private func row(_ entry: SavedArticleList.Entry) -> SavedArticleRow {
        let article = entry.article
        let hasDirection = entry.distance.map(coordinates.hasDirection(metres:)) ?? false
        let age = messages.age(of: article.savedAt, now: now())
        return SavedArticleRow(
            reference: entry.reference,
            number: entry.number,
            article: article,
            metres: entry.distance,
            bearing: entry.bearing,
            distance: entry.distance.map(coordinates.distance(metres:)),
            direction: hasDirection ? entry.bearing.map(coordinates.direction(bearing:)) : nil,
            age: age,
            summaryOnly: article.body == nil,
            summaryOnlyMark: article.body == nil ? localizer(SavedText.summaryOnlyMark) : nil,
            sentence: localizer(SavedText.plainRow(
                reference: entry.reference,
                title: Quoted(article.title),
                description: article.summary.description,
                distance: entry.distance.map(coordinates.spokenDistance(metres:)),
                direction: hasDirection ? entry.bearing.map(coordinates.spokenDirection(bearing:)) : nil,
                age: age,
                summaryOnly: article.body == nil
            ))
        )
    }

    private func placeName(_ place: Place) -> String {
        place.name ?? coordinates.string(for: place.coordinate)
    }

    /// The loss of the saved list, with why, said even when notices are not (``Notice/isFailure``).
    private func recoveryNotice(_ recovery: StoreRecovery) -> Notice {
        let reason = switch recovery.damage {
        case .tooLarge(let limit): localizer(SavedText.damageTooLarge(megabytes: limit >> 20))
        case .invalidJSON, .notAList: localizer(SavedText.damageNotAList)
        case .invalidEntries(let count, _): localizer(SavedText.damageEntries(count: count))
        }
        return Notice(kind: .storeRecovered, message: localizer(SavedText.recovered(movedTo: recovery.movedTo, carriedOver: recovery.carriedOver, reason: reason)))
    }

    private func failure(_ failure: SaveArticleFailure, site: WikipediaSite) -> ActionFailure {
        switch failure {
        case .reference(let reference): ActionFailure(message: messages.referenceFailure(reference), next: messages.referenceStep(reference))
        case .article(let article): ActionFailure(message: messages.articleFailure(article, site: site))
        case .list(let list): listFailure(list)
        }
    }

    private func unsaveFailure(_ failure: UnsaveArticleFailure, site: WikipediaSite) -> ActionFailure {
        switch failure {
        case .reference(let reference): ActionFailure(message: messages.referenceFailure(reference), next: messages.referenceStep(reference))
        case .notSaved(let title): ActionFailure(message: localizer(SavedText.notSaved(title: Quoted(title))))
        case .outOfRange(let reference, let count): ActionFailure(message: localizer(SavedText.outOfRange(reference: Quoted(reference), count: count)))
        case .list(let list): listFailure(list)
        }
    }

    /// Imports what a file holds into the saved list (`import --saved`, Domain's `ImportSavedArticles`): each entry
    /// whose address is a wiki's article becomes a saved article, summary only; those saved already are left out,
    /// the rest skipped, each with where it is and why.
    ///
    /// - Parameters:
    ///   - reading: What the file holds (``LocationsViewModel/readFile(path:format:deadline:)``).
    ///   - path: The file, for the report.
    ///   - site: The wiki a mirror's address is read as being on; ``site`` when `nil`.
    /// - Returns: The report, line by line, or why nothing was imported.
    public func importEntries(_ reading: TransferReading, from path: String, site: WikipediaSite? = nil) async -> Result<ImportReport, ActionFailure> {
        let imported: ImportedSavedArticles
        do {
            imported = try await importSaved(reading, site: site ?? self.site)
        } catch {
            let failure = listFailure(error)
            return .failure(ActionFailure(message: localizer(TransferText.nothingImported(reason: failure.message)), next: failure.next))
        }
        let review = imported.review
        var lines = [localizer(TransferText.read(
            entries: reading.entries.count + reading.skipped.count,
            path: Quoted(locator: path),
            format: messages.formatName(reading.format)
        ))]
        if let recovery = imported.recovery { lines.append(recoveryNotice(recovery).message) }
        // The new articles are added last, one after another.
        let numbers = imported.numbers.flatMap { added in added.first.flatMap { first in added.last.map { first...max(first, $0) } } }
        if let numbers {
            lines.append(localizer(TransferText.importedSaved(count: imported.numbers?.count ?? 0, first: numbers.lowerBound, last: numbers.upperBound)))
        } else {
            lines.append(localizer(TransferText.importedSavedNothing))
        }
        if !review.duplicates.isEmpty {
            lines.append(localizer(TransferText.alreadySaved(count: review.duplicates.count)))
            for duplicate in review.duplicates {
                let name = Quoted(duplicate.location.name ?? "")
                lines.append(duplicate.repeats.map { earlier in
                    localizer(TransferText.repeated(entry: duplicate.position.entry, line: duplicate.position.line, name: name, earlier: earlier.entry))
                } ?? localizer(TransferText.duplicate(entry: duplicate.position.entry, line: duplicate.position.line, name: name)))
            }
        }
        if !review.skipped.isEmpty {
            lines.append(localizer(TransferText.skippedArticles(count: review.skipped.count)))
            for skip in review.skipped {
                lines.append(localizer(TransferText.entry(entry: skip.position.entry, line: skip.position.line, detail: messages.skipReason(skip.reason))))
            }
        }
        if review.ignoredPaths > 0 { lines.append(localizer(TransferText.paths(count: review.ignoredPaths))) }
        if let numbers { lines.append(localizer(TransferText.importedWithoutText(first: numbers.lowerBound))) }
        return .success(ImportReport(lines: lines, added: numbers, skipped: review.skipped.count, duplicates: review.duplicates.count))
    }

    private func listFailure(_ failure: SavedArticlesFailure) -> ActionFailure {
        ActionFailure(message: messages.savedListFailure(failure), next: failure == .noDataFolder ? .setDataFolder : nil)
    }
}
