#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import Observation
public import PlacesDomain

/// The list of locations and what a person can do with it: load, search, link, open, add and remove.
///
/// Any front end binds to it: the REPL in PlacesApp, or a SwiftUI view. The flows are Domain's use cases
/// (`LoadCatalog`, `AddLocation`, `RemoveLocation`, `OpenLink`); this view model holds the list they return and
/// puts it into words: rows, notices and sentences in the chosen language.
@MainActor
@Observable
public final class LocationsViewModel {
    /// Loading, loaded, empty or failed.
    public private(set) var state: LocationsViewState = .loading
    /// What the person should know about the locations shown (saved data, skipped entries…).
    public internal(set) var notices: [Notice] = []
    /// The merged, numbered list.
    public private(set) var catalog = LocationCatalog(feed: [])
    /// The language of every message.
    public let language: Language

    /// The feed's repository, when one serves every load; a front end may give each load its own instead.
    private let feed: (any LocationRepository)?
    private let store: any CustomLocationRepository
    private let names: any NameIndexer
    /// Imports files into the user's locations (`LocationsViewModel+Transfer.swift`).
    let importLocations: ImportLocations
    let readLocationFile: ReadLocationFile
    let exportLocations: ExportLocations
    private let addLocation: AddLocation
    private let removeLocation: RemoveLocation
    private let undoRemoval: UndoRemoval
    private let openLink: OpenLink
    private let describe: DescribeCoordinate
    private let sourceName: String
    private let now: @Sendable () -> Date
    let localizer: Localizer
    private let coordinates: CoordinateFormatter
    let messages: MessageFormatter
    private let labeler: PlaceLabeler
    /// Titles already made for unnamed locations, by coordinate: a long list of unnamed entries at a few spots
    /// asks the gazetteer once per spot.
    @ObservationIgnored private var labels: [Coordinate: String] = [:]

    /// Creates the view model; nothing is loaded until ``load(from:)``.
    ///
    /// - Parameters:
    ///   - feed: Where the feed comes from; `nil` when each ``load(from:)`` names it (the command line builds a
    ///     repository per line, for the line's `--timeout`).
    ///   - custom: Where the user's locations are kept.
    ///   - history: Where removals are kept for ``undo()`` (`FileRemovalHistoryRepository` in PlacesData, so undo
    ///     works in a later run); in memory, for as long as the view model lives, by default.
    ///   - files: The files an import reads and an export writes (`LocationFile` in PlacesData).
    ///   - opener: Hands links to the system (`LinkOpener/system(environment:)` in PlacesData).
    ///   - sourceName: The feed's URL or path, for messages.
    ///   - language: The language of every message.
    ///   - now: The clock, for "saved 3 hours ago".
    ///   - gazetteer: Where unnamed locations are, in words (`EmbeddedGazetteer` in PlacesData).
    ///   - names: What makes the feed's names searchable (`BitSetIndexer` in PlacesData, for a long list searched
    ///     again and again); Domain's own reads every name at each search.
    public init(
        feed: (any LocationRepository)? = nil,
        custom: any CustomLocationRepository,
        history: any RemovalHistoryRepository = InMemoryRemovalHistoryRepository(),
        files: any LocationFiles,
        opener: LinkOpener,
        sourceName: String,
        language: Language,
        now: @escaping @Sendable () -> Date = Date.init,
        gazetteer: (any Gazetteer)? = nil,
        names: any NameIndexer = FoldedNames.Indexer()
    ) {
        self.feed = feed
        store = custom
        self.names = names
        addLocation = AddLocation(store: custom)
        removeLocation = RemoveLocation(store: custom, history: history)
        undoRemoval = UndoRemoval(store: custom, history: history)
        importLocations = ImportLocations(store: custom)
        readLocationFile = ReadLocationFile(files: files)
        exportLocations = ExportLocations(files: files, store: custom)
        openLink = OpenLink(opener: opener)
        describe = DescribeCoordinate(gazetteer: gazetteer)
        self.sourceName = sourceName
        self.language = language
        self.now = now
        localizer = Localizer(language: language)
        coordinates = CoordinateFormatter(language: language)
        messages = MessageFormatter(language: language)
        labeler = PlaceLabeler(gazetteer: gazetteer, language: language)
    }

    /// Whether a list has been loaded (it may be empty).
    public var isLoaded: Bool {
        switch state {
        case .loaded, .empty: true
        case .loading, .failed: false
        }
    }

    // MARK: Loading

    /// Loads the feed and the user's locations. A failure to read the user's locations is a notice, not a
    /// failure: the feed is still worth showing.
    ///
    /// - Parameter source: The feed's repository for this load (one with another timeout, say); the one the view
    ///   model was made with when `nil`, which it must then have been made with.
    public func load(from source: (any LocationRepository)? = nil) async {
        guard let feed = source ?? feed else { preconditionFailure("a load needs a feed: none was given") }
        state = .loading
        let loaded: CatalogLoad
        do {
            loaded = try await LoadCatalog(feed: feed, store: store, names: names)()
        } catch {
            notices = []
            state = .failed(message: localizer(FeedText.nothingToShow(reason: messages.feedFailure(error, source: sourceName))))
            return
        }
        var newNotices: [Notice] = []
        if let notice = provenanceNotice(loaded.feed) { newNotices.append(notice) }
        if loaded.feed.skippedEntries > 0 {
            newNotices.append(Notice(kind: .skippedEntries, message: localizer(FeedText.skipped(count: loaded.feed.skippedEntries))))
        }
        if let recovery = loaded.storeRecovery { newNotices.append(recoveryNotice(recovery)) }
        if let failure = loaded.storeFailure {
            newNotices.append(Notice(kind: .storeUnavailable, message: localizer(StoreText.storeUnavailable(reason: messages.storeFailure(failure))), next: messages.storeStep(failure)))
        }
        notices = newNotices
        show(loaded.catalog)
    }

    /// Shows `catalog` as the list, after a load or a change.
    func show(_ catalog: LocationCatalog) {
        self.catalog = catalog
        state = catalog.locations.isEmpty ? .empty(message: localizer(LocationText.emptyFeed)) : .loaded
    }

    /// Why the locations shown are not fresh from the source, when they are not.
    private func provenanceNotice(_ loaded: FeedLoad) -> Notice? {
        let reason = loaded.failure.map { messages.feedFailure($0, source: sourceName) }
        switch loaded.provenance {
        case .live:
            return nil
        case .saved(let savedAt):
            let age = messages.age(of: savedAt, now: now())
            return Notice(
                kind: .savedData,
                message: localizer(FeedText.showingSaved(reason: reason, age: age)),
                key: "saved \(sourceName) \(savedAt.timeIntervalSince1970) \(loaded.failure.map { "\($0)" } ?? "")",
                brief: localizer(FeedText.stillSaved(age: age))
            )
        case .snapshot(let capturedOn):
            return Notice(
                kind: .snapshot,
                message: localizer(FeedText.showingSnapshot(reason: reason, capturedOn: capturedOn)),
                key: "snapshot \(sourceName) \(capturedOn) \(loaded.failure.map { "\($0)" } ?? "")",
                brief: localizer(FeedText.stillSnapshot(capturedOn: capturedOn))
            )
        }
    }

    /// The loss of the user's saved list, with why, said even when notices are not (``Notice/isFailure``).
    func recoveryNotice(_ recovery: StoreRecovery) -> Notice {
        let reason = damageReason(recovery.damage)
        let message = recovery.earlier
            ? StoreText.storeStillMissing(movedTo: recovery.movedTo, reason: reason)
            : StoreText.storeRecovered(movedTo: recovery.movedTo, carriedOver: recovery.carriedOver, reason: reason)
        return Notice(kind: .storeRecovered, message: localizer(message))
    }

    /// Why a file of the user's could not be read, in words.
    private func damageReason(_ damage: StoreDamage) -> String {
        switch damage {
        case .tooLarge(let limit): localizer(StoreText.damageTooLarge(megabytes: limit >> 20))
        case .invalidJSON(let line, let column): localizer(StoreText.damageInvalidJSON(line: line, column: column))
        case .notAList: localizer(StoreText.damageNotAList)
        case .invalidEntries(let count, let firstLine): localizer(StoreText.damageInvalidEntries(count: count, firstLine: firstLine))
        }
    }

    // MARK: Browsing

    /// The rows matching `text`, in list order; every row for empty text.
    public func rows(matching text: String) -> [LocationRow] {
        numbers(matching: text).compactMap(row(number:))
    }

    /// The numbers of the rows matching `text`, in list order: for front ends that make rows one at a time with
    /// ``row(number:)``, so that showing a million locations never holds a million rows.
    public func numbers(matching text: String) -> [Int] {
        catalog.numbers(matching: text)
    }

    /// The row with a given number, or `nil`.
    public func row(number: Int) -> LocationRow? {
        guard let location = catalog.location(number: number) else { return nil }
        return LocationRow(
            number: number,
            location: location,
            title: location.name ?? unnamedTitle(at: location.coordinate),
            coordinates: coordinates.string(for: location.coordinate),
            spokenCoordinates: coordinates.spoken(for: location.coordinate)
        )
    }

    /// "Unnamed location, 4 km from Madrid, Spain", or "Unnamed location" without a gazetteer.
    private func unnamedTitle(at coordinate: Coordinate) -> String {
        if let known = labels[coordinate] { return known }
        let title = labeler.label(for: coordinate).map { localizer(PlaceText.unnamedNear(label: $0)) }
            ?? localizer(LocationText.unnamedLocation)
        if labels.count > 10_000 { labels.removeAll(keepingCapacity: true) }
        labels[coordinate] = title
        return title
    }

    /// How a place is called in sentences: a location's title ("Unnamed location, 1.5 km from …" when it has no
    /// name), another place's name, or its coordinates.
    public func title(of place: Place) -> String {
        if let number = place.number, let row = row(number: number) { return row.title }
        return place.name ?? coordinates.string(for: place.coordinate)
    }

    /// How a pin on a map is called: a location by its title (as in ``title(of:)``), an article by its title.
    public func title(of pin: MapPin) -> String {
        switch pin.reference {
        case .location(let number): row(number: number)?.title ?? pin.name ?? ""
        case .article, .saved: pin.name ?? ""
        }
    }

    /// "No location matches “zz”.": what a search that found nothing says.
    public func noMatch(_ text: String) -> String {
        localizer(LocationText.noMatch(Quoted(text)))
    }

    // MARK: Links

    /// The link for a location in `style`, or why none can be built.
    ///
    /// - Parameters:
    ///   - location: The location.
    ///   - number: Its number in the list, when it has one, for the sentence.
    ///   - style: The link dialect.
    public func link(for location: Location, number: Int? = nil, style: LinkStyle) -> Result<String, ActionFailure> {
        guard let link = style.link(for: location) else {
            return .failure(ActionFailure(message: localizer(LocationText.articleNeedsName(number: number ?? 0)), next: .otherLinkStyle))
        }
        return .success(link)
    }

    /// Opens a place in the Places tab, offering the web page when no app takes it.
    ///
    /// - Parameters:
    ///   - place: A location of the list, a gazetteer place, or any other place with a name or without.
    ///   - title: How the place is called in the sentence ("Opened Copenhagen in Wikipedia.").
    ///   - style: The link dialect.
    public func open(_ place: Place, title: String, style: LinkStyle) async -> OpenOutcome {
        let link: String
        switch self.link(for: place.location(), number: place.number, style: style) {
        case .success(let built): link = built
        case .failure(let unavailable): return .noLink(message: unavailable.message, next: unavailable.next)
        }
        let opened = await openLink.place(link, webPage: PlacesLink.webFallback(for: place.coordinate))
        return OpenOutcome(opened, success: localizer(LocationText.opened(title: Quoted(title))), noHandler: localizer(LocationText.noHandler), localizer: localizer)
    }

    // MARK: The user's locations

    /// Saves a new location and says so: its row, "Added #5: Home.", and where it is when it has a name. A place the
    /// list has already is not added again: the row is that location's, and the sentence says so.
    public func add(_ location: Location) async -> Result<AddedLocationView, ActionFailure> {
        do {
            let added = try await addLocation(location, in: catalog)
            if let recovery = added.recovery { notices.append(recoveryNotice(recovery)) }
            show(added.catalog)
            guard let row = row(number: added.number) else {
                return .failure(ActionFailure(message: localizer(StoreText.storeNotFound)))
            }
            let confirmation = added.alreadyListed
                ? LocationText.alreadyListed(number: row.number, title: row.quotedTitle)
                : LocationText.added(number: row.number, title: row.quotedTitle)
            // An unnamed location's title already says where it is; for a place already listed, its number is the news.
            let whereSentence = added.alreadyListed
                ? nil
                : row.location.name.flatMap { labeler.sentence(for: row.location.coordinate, named: $0) }
            return .success(AddedLocationView(row: row, confirmation: localizer(confirmation), whereSentence: whereSentence))
        } catch {
            return .failure(ActionFailure(message: messages.storeFailure(error), next: messages.storeStep(error)))
        }
    }

    /// Deletes one of the user's locations; feed locations cannot be removed. The others keep their numbers, and
    /// its number stays unused. The removal is kept for ``undo()``, which can then bring it back.
    ///
    /// - Returns: What was removed, "Removed #5: Home.", whether it can be undone (and why not, when the history of
    ///   removals could not keep it), or why it was not removed.
    public func remove(number: Int) async -> Result<RemovedLocationView, ActionFailure> {
        let title = row(number: number)?.quotedTitle ?? Quoted("")
        do {
            let removed = try await removeLocation(number: number, in: catalog)
            show(removed.catalog)
            var note: String?
            switch removed.kept {
            case .success(let history)?: note = history.recovery.map(historyRecoverySentence)
            case .failure(let failure)?: note = localizer(StoreText.notUndoable(reason: historyFailure(failure)))
            case nil: break
            }
            return .success(RemovedLocationView(
                removed: removed.removed,
                confirmation: localizer(LocationText.removed(number: number, title: title)),
                canUndo: removed.undoable,
                note: note
            ))
        } catch {
            switch error {
            case .notCustom(let number): return .failure(ActionFailure(message: localizer(LocationText.notCustom(number: number))))
            case .store(let failure): return .failure(ActionFailure(message: messages.storeFailure(failure), next: messages.storeStep(failure)))
            }
        }
    }

    /// Brings back the location removed last (in this run or an earlier one), then, called again, the one before,
    /// up to `UndoRemoval.kept`: with its number when that is free, or the next one when the feed has grown over
    /// it, which the sentence says. A place the list has again (added since) is not brought back as a twin: the row
    /// is that location's, and the sentence says so, as ``add(_:)``'s does.
    ///
    /// - Returns: Its row and "Brought back #5: Home." (no row when nothing is kept to bring back), any sentence
    ///   about the history itself, or why not.
    public func undo() async -> Result<UndoView, ActionFailure> {
        let done: UndoneRemoval?
        do {
            done = try await undoRemoval(in: catalog)
        } catch {
            switch error {
            case .history(let failure): return .failure(ActionFailure(message: historyFailure(failure), next: messages.storeStep(failure)))
            case .store(let failure): return .failure(ActionFailure(message: messages.storeFailure(failure), next: messages.storeStep(failure)))
            }
        }
        let note = done?.historyRecovery.map(historyRecoverySentence)
        guard let done, let restored = done.restored, let removed = done.removed else {
            return .success(UndoView(restored: nil, note: note, left: 0))
        }
        if let recovery = restored.recovery { notices.append(recoveryNotice(recovery)) }
        show(restored.catalog)
        guard let row = row(number: restored.number) else {
            return .failure(ActionFailure(message: localizer(StoreText.storeNotFound)))
        }
        let confirmation = if restored.alreadyListed {
            localizer(LocationText.alreadyListed(number: row.number, title: row.quotedTitle))
        } else if done.renumbered {
            localizer(LocationText.restoredRenumbered(number: row.number, was: removed.number, title: row.quotedTitle))
        } else {
            localizer(LocationText.restored(number: row.number, title: row.quotedTitle))
        }
        return .success(UndoView(restored: AddedLocationView(row: row, confirmation: confirmation, whereSentence: nil), note: note, left: done.left))
    }

    /// Why the history of removals could not be read or written.
    private func historyFailure(_ failure: CustomStoreFailure) -> String {
        switch failure {
        case .noDataFolder: localizer(StoreText.historyNoFolder)
        case .inaccessible(let path, let reason): localizer(StoreText.historyFailed(path: path, reason: messages.systemReason(reason)))
        case .busy(let path, let seconds): localizer(StoreText.historyBusy(path: path, seconds: seconds))
        case .notFound, .tooLarge, .alreadyListed: messages.storeFailure(failure)
        }
    }

    /// The history of removals could not be read and was moved aside.
    private func historyRecoverySentence(_ recovery: StoreRecovery) -> String {
        localizer(StoreText.historyRecovered(movedTo: recovery.movedTo, carriedOver: recovery.carriedOver, reason: damageReason(recovery.damage)))
    }

    /// The question to ask before removing location `number` by the words `typed`, when they are not its whole
    /// name (`remove cop` for "Copenhagen Home"): `nil` when they are, or when it is not one of the user's (the
    /// removal then says why not).
    public func removalQuestion(typed: String, number: Int) -> Choice<Int>? {
        let digits = (Location.normalizedName(typed) ?? "").drop { $0 == "#" }
        guard digits.isEmpty || !digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let location = catalog.location(number: number), location.origin == .custom,
              !catalog.isExactName(typed, of: number), let row = row(number: number)
        else { return nil }
        return Choice(
            confirmingRemoval: localizer(LocationText.removeNotExact(Quoted(typed), number: number, title: row.quotedTitle)),
            value: number,
            hint: localizer(LocationText.removeExactly),
            next: .removeExactly(number: number),
            declined: localizer(LocationText.removeKept),
            language: language
        )
    }
}

/// A location just removed, in words.
public struct RemovedLocationView: Equatable, Sendable {
    /// What was removed, with its number: what ``LocationsViewModel/undo()`` brings back.
    public let removed: NumberedLocation
    /// "Removed #5: Home."
    public let confirmation: String
    /// Whether ``LocationsViewModel/undo()`` can bring it back, with its number: the history of removals kept it,
    /// so a front end may offer undo, now or in a later run.
    public let canUndo: Bool
    /// What the person must know about the history of removals: why it cannot be undone, or that an unreadable
    /// history was set aside.
    public let note: String?
}

/// What ``LocationsViewModel/undo()`` did, in words.
public struct UndoView: Equatable, Sendable {
    /// The location back in the list, its row and "Brought back #5: Home."; `nil` when no removal was kept.
    public let restored: AddedLocationView?
    /// That an unreadable history of removals was set aside, when it was.
    public let note: String?
    /// How many removals can still be undone after this one.
    public let left: Int
}

/// A location just added, in words.
public struct AddedLocationView: Equatable, Sendable {
    /// Its row, with its number.
    public let row: LocationRow
    /// "Added #5: Home."
    public let confirmation: String
    /// "That is 350 m from Amsterdam, Netherlands.", for a named location the gazetteer can place.
    public let whereSentence: String?
}
