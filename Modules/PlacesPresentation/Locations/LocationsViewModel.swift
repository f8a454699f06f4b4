#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import Observation
public import PlacesDomain

/// The list of locations and everything a person can do with it: load, refresh, search, open, add and remove.
///
/// Any front end binds to it: the REPL in PlacesApp, or a SwiftUI view. It knows the repositories only through
/// their Domain protocols, and every message it produces is a sentence in the chosen language.
@MainActor
@Observable
public final class LocationsViewModel {
    /// Loading, loaded, empty or failed.
    public private(set) var state: LocationsViewState = .loading
    /// What the person should know about the locations shown (saved data, skipped entries…).
    public private(set) var notices: [Notice] = []
    /// The current search text; empty shows everything.
    public private(set) var query = ""
    /// The merged, numbered list.
    public private(set) var catalog = LocationCatalog(feed: [])
    /// The feed as last loaded, indexed once, so that adding a location re-indexes only the user's.
    private var feedLocations = IndexedLocations([])
    /// The dialect of the links the list builds and opens.
    public var linkStyle: LinkStyle
    /// The language of every message.
    public let language: Language

    private let feed: any LocationRepository
    private let custom: any CustomLocationRepository
    private let opener: LinkOpener
    private let sourceName: String
    private let now: @Sendable () -> Date
    private let localizer: Localizer
    private let coordinates: CoordinateFormatter
    private let messages: MessageFormatter
    /// The built-in gazetteer, if there is one.
    public let gazetteer: (any Gazetteer)?
    /// Where coordinates are in words, from the gazetteer.
    public let labeler: PlaceLabeler
    /// Places by name, from the gazetteer, for names the list does not have.
    public let places: PlaceFinder
    /// Labels already found for unnamed locations, by coordinate: a long list of unnamed entries at a few spots asks
    /// the gazetteer once per spot.
    @ObservationIgnored private var labels: [Coordinate: String] = [:]

    /// Creates the view model; nothing is loaded until ``load()``.
    ///
    /// - Parameters:
    ///   - feed: Where the feed comes from.
    ///   - custom: Where the user's locations are kept.
    ///   - opener: Hands links to the system (`LinkOpener/system(environment:)` in PlacesData).
    ///   - sourceName: The feed's URL or path, for messages.
    ///   - language: The language of every message.
    ///   - linkStyle: The initial link dialect.
    ///   - now: The clock, for "saved 3 hours ago".
    ///   - gazetteer: Names for coordinates and coordinates for names (`EmbeddedGazetteer` in PlacesData); without
    ///     one, unnamed locations have no label and only the list's names are found.
    public init(
        feed: any LocationRepository,
        custom: any CustomLocationRepository,
        opener: LinkOpener,
        sourceName: String,
        language: Language,
        linkStyle: LinkStyle = .latLon,
        now: @escaping @Sendable () -> Date = Date.init,
        gazetteer: (any Gazetteer)? = nil
    ) {
        self.feed = feed
        self.custom = custom
        self.opener = opener
        self.sourceName = sourceName
        self.linkStyle = linkStyle
        self.language = language
        self.now = now
        localizer = Localizer(language: language)
        coordinates = CoordinateFormatter(language: language)
        messages = MessageFormatter(language: language)
        self.gazetteer = gazetteer
        labeler = PlaceLabeler(gazetteer: gazetteer, language: language)
        places = PlaceFinder(gazetteer: gazetteer, language: language)
    }

    // MARK: Loading

    /// Loads the feed and the user's locations. A failure to read the user's locations is a notice, not a
    /// failure: the feed is still worth showing.
    public func load() async {
        state = .loading
        var newNotices: [Notice] = []
        let loaded: FeedLoad
        do {
            loaded = try await feed.loadFeed()
        } catch {
            notices = []
            state = .failed(message: localizer(FeedText.nothingToShow(reason: messages.feedFailure(error, source: sourceName))))
            return
        }
        if let notice = provenanceNotice(loaded) { newNotices.append(notice) }
        if loaded.skippedEntries > 0 {
            newNotices.append(Notice(kind: .skippedEntries, message: localizer(FeedText.skipped(count: loaded.skippedEntries))))
        }
        feedLocations = loaded.indexed
        var customLocations: [Location] = []
        do {
            let result = try await custom.loadCustom()
            customLocations = result.locations
            if let recovery = result.recovery { newNotices.append(recoveryNotice(recovery)) }
        } catch {
            newNotices.append(Notice(
                kind: .storeUnavailable,
                message: localizer(StoreText.storeUnavailable(reason: messages.storeFailure(error)))
            ))
        }
        notices = newNotices
        rebuild(custom: customLocations)
    }

    /// Fetches the feed again; the same as ``load()``, kept as its own intent for front ends.
    public func refresh() async {
        await load()
    }

    private func rebuild(custom: [Location]) {
        catalog = LocationCatalog(feed: feedLocations, custom: custom)
        state = catalog.locations.isEmpty ? .empty(message: localizer(LocationText.emptyFeed)) : .loaded
    }

    /// Why the locations shown are not fresh from the source, when they are not.
    private func provenanceNotice(_ loaded: FeedLoad) -> Notice? {
        let reason = loaded.failure.map { messages.feedFailure($0, source: sourceName) } ?? ""
        func sentence(_ text: String) -> String {
            // Without a failure the template's reason slot is empty; no stray space is left in front.
            reason.isEmpty ? Location.normalizedName(text) ?? text : text
        }
        switch loaded.provenance {
        case .live:
            return nil
        case .saved(let savedAt):
            let age = messages.age(of: savedAt, now: now())
            return Notice(kind: .savedData, message: sentence(localizer(FeedText.showingSaved(reason: reason, age: age))))
        case .snapshot(let capturedOn):
            return Notice(kind: .snapshot, message: sentence(localizer(FeedText.showingSnapshot(reason: reason, capturedOn: capturedOn))))
        }
    }

    private func recoveryNotice(_ recovery: StoreRecovery) -> Notice {
        Notice(
            kind: .storeRecovered,
            message: localizer(StoreText.storeRecovered(movedTo: recovery.movedTo, carriedOver: recovery.carriedOver))
        )
    }

    // MARK: Browsing

    /// Sets the search text.
    public func search(_ text: String) {
        query = text
    }

    /// The rows matching the current search, in list order.
    public var rows: [LocationRow] {
        rows(matching: query)
    }

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

    /// Finds what a person typed after `open`, `link` or `nearby`: a location of the list by number or name, or else
    /// a place of the built-in gazetteer by name. Never chooses silently between namesakes.
    ///
    /// - Parameter text: A number (`3`, `#3`) or a name, with a country or US state after a comma if it likes.
    /// - Returns: The location or place, the candidates to choose from, or why there is none.
    public func findPlace(_ text: String) -> PlaceLookup {
        switch lookUp(text) {
        case .found(let row):
            return .location(row)
        case .ambiguous(let message, let candidates):
            return .ambiguousLocations(message: message, candidates: candidates)
        case .notFound(let message, let suggestions):
            let trimmed = Location.normalizedName(text) ?? ""
            let digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
            // A number is a location's number, never a place's name.
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) { return .notFound(message: message) }
            if let found = places.lookUp(trimmed) { return found }
            guard places.isAvailable else { return .notFound(message: message) }
            var sentence = localizer(PlaceText.nothingMatches(trimmed))
            if !suggestions.isEmpty {
                sentence += " " + localizer(LocationText.didYouMean(names: suggestions.map(\.title).joined(separator: ", ")))
            }
            return .notFound(message: sentence)
        }
    }

    /// A gazetteer place as a location to open, link or save.
    public func location(for place: GazetteerPlace, origin: LocationOrigin = .feed) -> Location {
        Location(name: place.name, coordinate: place.coordinate, origin: origin)
    }

    /// Finds what a person typed after `open`, `link` or `remove`: a number (`3` or `#3`) or a name.
    ///
    /// Numbers always refer to the full list, whatever the last search was. Names match like search; an exact
    /// name or a single match wins, several matches are offered, and no match brings suggestions.
    public func lookUp(_ text: String) -> LocationLookup {
        let trimmed = Location.normalizedName(text) ?? ""
        let digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
            if let number = Int(digits), let row = row(number: number) { return .found(row) }
            guard let range = catalog.numbers else {
                return .notFound(message: localizer(LocationText.noLocations), suggestions: [])
            }
            return .notFound(message: localizer(LocationText.noSuchNumber(digits, last: range.upperBound)), suggestions: [])
        }
        switch catalog.resolve(name: trimmed) {
        case .found(let number):
            if let row = row(number: number) { return .found(row) }
            return .notFound(message: localizer(LocationText.noLocations), suggestions: [])
        case .ambiguous(let numbers):
            return .ambiguous(
                message: localizer(LocationText.matchesSeveral(trimmed, count: numbers.count)),
                candidates: numbers.compactMap(row(number:))
            )
        case .notFound(let suggestions):
            let rows = suggestions.compactMap(row(number:))
            var message = localizer(LocationText.noMatch(trimmed))
            if !rows.isEmpty {
                message += " " + localizer(LocationText.didYouMean(names: rows.map(\.title).joined(separator: ", ")))
            }
            return .notFound(message: message, suggestions: rows)
        }
    }

    // MARK: Links

    /// The link for a row in the current style, or why none can be built.
    public func link(for row: LocationRow) -> Result<String, LinkUnavailable> {
        guard let link = linkStyle.link(for: row.location) else {
            return .failure(LinkUnavailable(message: localizer(LocationText.articleNeedsName(number: row.number))))
        }
        return .success(link)
    }

    /// The link for a gazetteer place in the current style.
    public func link(for place: GazetteerPlace) -> String {
        // A gazetteer place always has a name, which is all the one style that can fail needs.
        linkStyle.link(for: location(for: place)) ?? PlacesLink.build(for: location(for: place))
    }

    /// Opens a gazetteer place in the Places tab, as a location of the list is opened.
    public func open(_ place: GazetteerPlace) async -> OpenOutcome {
        await open(link: link(for: place), at: place.coordinate, title: place.name)
    }

    /// Opens a row's link with the system, offering the web page when no app takes it.
    public func open(_ row: LocationRow) async -> OpenOutcome {
        let link: String
        switch self.link(for: row) {
        case .success(let built): link = built
        case .failure(let unavailable): return .noLink(message: unavailable.message)
        }
        return await open(link: link, at: row.location.coordinate, title: row.title)
    }

    private func open(link: String, at coordinate: Coordinate, title: String) async -> OpenOutcome {
        let web = PlacesLink.webFallback(for: coordinate)
        return OpenOutcome(
            await opener.open(link),
            link: link,
            webFallback: web,
            opened: localizer(LocationText.opened(title: title)),
            noHandler: localizer(LocationText.noHandler),
            localizer: localizer
        )
    }

    // MARK: The user's locations

    /// Reads `add`'s one-line argument, a name followed by coordinates (`New York 40.7128 -74.0060`), without
    /// saving anything. The rules are `CoordinateTextParser.namedCoordinate(fromWords:)`'s: nothing is guessed.
    ///
    /// - Parameter words: The argument's words as typed; a quoted name is one word.
    /// - Returns: The location to add, or why the text is not one (a sentence).
    public func location(fromAddWords words: [String]) -> Result<Location, ActionFailure> {
        do {
            let named = try CoordinateTextParser.namedCoordinate(fromWords: words)
            return .success(Location(name: named.name, coordinate: named.coordinate, origin: .custom))
        } catch {
            return .failure(ActionFailure(message: messages.coordinateText(error)))
        }
    }

    /// Saves a new location and returns its row, or the reason it could not be saved.
    public func add(_ location: Location) async -> Result<LocationRow, ActionFailure> {
        let saved = Location(name: location.name, coordinate: location.coordinate, origin: .custom)
        do {
            let result = try await custom.add(saved)
            if let recovery = result.recovery { notices.append(recoveryNotice(recovery)) }
            rebuild(custom: result.locations)
            // The new location is the last of the user's; find it from the end in case of equal twins.
            guard let index = catalog.locations.lastIndex(of: saved), let row = row(number: index + 1) else {
                return .failure(ActionFailure(message: localizer(StoreText.storeNotFound)))
            }
            return .success(row)
        } catch {
            return .failure(ActionFailure(message: messages.storeFailure(error)))
        }
    }

    /// The sentence confirming an addition.
    public func addedMessage(for row: LocationRow) -> String {
        localizer(LocationText.added(number: row.number, title: row.title))
    }

    /// Deletes one of the user's locations; feed locations cannot be removed.
    public func remove(_ row: LocationRow) async -> Result<String, ActionFailure> {
        guard row.isCustom else {
            return .failure(ActionFailure(message: localizer(LocationText.notCustom(number: row.number))))
        }
        do {
            let result = try await custom.remove(row.location)
            rebuild(custom: result.locations)
            return .success(localizer(LocationText.removed(title: row.title)))
        } catch {
            return .failure(ActionFailure(message: messages.storeFailure(error)))
        }
    }
}
