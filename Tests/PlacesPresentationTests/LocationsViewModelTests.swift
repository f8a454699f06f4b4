import Foundation
import Observation
import PlacesDomain
@testable import PlacesPresentation
import PlacesTestSupport
import Testing

/// The list's view model: what it shows and says. The flows are tested on Domain's use cases; here, the words and
/// states, stated through the catalogs so a change of wording changes only the catalog.
@MainActor
@Suite struct LocationsViewModelTests {
    static func place(_ name: String?, _ latitude: Double = 10, _ longitude: Double = 20, origin: LocationOrigin = .feed) -> Location {
        Location(name: name, coordinate: try! Coordinate(latitude: latitude, longitude: longitude), origin: origin)
    }

    static let feed = [place("Amsterdam", 52.3547498, 4.8339215), place("Mumbai"), place("Copenhagen"), place(nil, 40.4380638, -3.7495758)]
    nonisolated static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let source = "https://feed.example/locations.json"

    private func model(
        feed: any LocationRepository = InMemoryLocationRepository(LocationsViewModelTests.feed),
        custom: any CustomLocationRepository = InMemoryCustomLocationRepository(),
        files: any LocationFiles = InMemoryLocationFiles(),
        opener: LinkOpener = RecordingOpener().opener,
        language: Language = .english,
        gazetteer: (any Gazetteer)? = nil
    ) -> LocationsViewModel {
        LocationsViewModel(feed: feed, custom: custom, files: files, opener: opener, sourceName: Self.source, language: language, now: { Self.now }, gazetteer: gazetteer)
    }

    @Test("starts loading, then shows every location with its number and coordinates in words")
    func loads() async {
        let list = model()
        #expect(list.state == .loading && !list.isLoaded)
        await list.load()
        #expect(list.state == .loaded && list.isLoaded)
        #expect(list.notices.isEmpty)
        let rows = list.rows(matching: "")
        #expect(rows.map(\.number) == [1, 2, 3, 4])
        #expect(rows.map(\.title) == ["Amsterdam", "Mumbai", "Copenhagen", LocationText.unnamedLocation.english])
        #expect(rows[0].coordinates == CoordinateFormatter(language: .english).string(for: Self.feed[0].coordinate))
    }

    @Test("an unnamed location is titled by where it is, when there is a gazetteer")
    func unnamedTitle() async throws {
        let madrid = try GazetteerPlace.test("Madrid", 40.4165, -3.70256, population: 3_255_944, country: "ES")
        let list = model(gazetteer: ListGazetteer([madrid]))
        await list.load()
        let label = try #require(PlaceLabeler(gazetteer: ListGazetteer([madrid]), language: .english).label(for: Self.feed[3].coordinate))
        #expect(list.row(number: 4)?.title == PlaceText.unnamedNear(label: label).english)
    }

    @Test("empty and failed states carry their sentence")
    func emptyAndFailed() async {
        let empty = model(feed: InMemoryLocationRepository([]))
        await empty.load()
        #expect(empty.state == .empty(message: LocationText.emptyFeed.english))
        let failed = model(feed: InMemoryLocationRepository(failure: .httpStatus(503)))
        await failed.load()
        let reason = MessageFormatter(language: .english).feedFailure(.httpStatus(503), source: Self.source)
        #expect(failed.state == .failed(message: FeedText.nothingToShow(reason: reason).english))
    }

    @Test("notices: saved data with why and how old, the snapshot with its date, skipped entries, an unreadable store")
    func notices() async {
        let formatter = MessageFormatter(language: .english)
        let saved = FeedLoad(locations: Self.feed, provenance: .saved(savedAt: Self.now.addingTimeInterval(-3 * 3_600 - 5)), failure: .unreachable(host: "feed.example"))
        let savedList = model(feed: InMemoryLocationRepository(load: saved))
        await savedList.load()
        #expect(savedList.notices.map(\.kind) == [.savedData])
        #expect(savedList.notices.map(\.message) == [FeedText.showingSaved(
            reason: formatter.feedFailure(.unreachable(host: "feed.example"), source: Self.source), age: FeedText.ageHours(3).english
        ).english])
        #expect(savedList.notices.map(\.brief) == [FeedText.stillSaved(age: FeedText.ageHours(3).english).english])

        let snapshot = FeedLoad(locations: Self.feed, skippedEntries: 2, provenance: .snapshot(capturedOn: "2026-11-22"))
        let snapshotList = model(feed: InMemoryLocationRepository(load: snapshot))
        await snapshotList.load()
        #expect(snapshotList.notices.map(\.kind) == [.snapshot, .skippedEntries])
        #expect(snapshotList.notices.map(\.message) == [
            FeedText.showingSnapshot(reason: nil, capturedOn: "2026-11-22").english, FeedText.skipped(count: 2).english,
        ])
        #expect(snapshotList.notices[0].brief == FeedText.stillSnapshot(capturedOn: "2026-11-22").english)
        #expect(snapshotList.notices[1].brief == snapshotList.notices[1].message, "a notice without a short form repeats itself")

        let store = model(custom: InMemoryCustomLocationRepository(failure: .inaccessible(path: "/x", reason: .accessDenied)))
        await store.load()
        #expect(store.state == .loaded)
        #expect(store.notices == [Notice(kind: .storeUnavailable, message: StoreText.storeUnavailable(
            reason: formatter.storeFailure(.inaccessible(path: "/x", reason: .accessDenied))
        ).english)])
    }

    @Test("the first load's source can be another repository for one load (a run's own timeout)")
    func loadFrom() async {
        let list = model(feed: InMemoryLocationRepository(failure: .notHTTP))
        await list.load(from: InMemoryLocationRepository(Self.feed))
        #expect(list.catalog.locations.count == 4)
    }

    @Test("search keeps full-list numbers, ignoring case and accents")
    func search() async {
        let list = model()
        await list.load()
        #expect(list.numbers(matching: "  COP ") == [3])
        #expect(list.rows(matching: "").count == 4)
        #expect(list.noMatch("zz") == LocationText.noMatch("zz").english)
    }

    @Test("opening: the link in the chosen style, the web page when nothing takes it, and why an unnamed one has no article link")
    func opens() async {
        let opener = RecordingOpener(answer: .noHandler)
        let list = model(opener: opener.opener)
        await list.load()
        let copenhagen = Place(number: 3, location: Self.feed[2])
        let outcome = await list.open(copenhagen, title: list.title(of: copenhagen), style: .wmf)
        #expect(opener.links == [PlacesLink.build(for: Self.feed[2], style: .wmf)])
        #expect(outcome == .noHandler(link: opener.links[0], webFallback: PlacesLink.webFallback(for: Self.feed[2].coordinate), message: LocationText.noHandler.english))
        let unnamed = Place(number: 4, location: Self.feed[3])
        #expect(await list.open(unnamed, title: "", style: .article) == .noLink(message: LocationText.articleNeedsName(number: 4).english, next: .otherLinkStyle))
    }

    @Test("adding says the new number and title; only the user's locations can be removed; store failures are sentences")
    func addAndRemove() async throws {
        let list = model()
        await list.load()
        let added = try await list.add(Self.place("Home", 52.1, 4.1)).get()
        #expect(added.row.number == 5 && added.row.isCustom)
        #expect(added.confirmation == LocationText.added(number: 5, title: "Home").english)
        #expect(await list.remove(number: 1) == .failure(ActionFailure(message: LocationText.notCustom(number: 1).english)))
        let removed = try await list.remove(number: 5).get()
        #expect(removed.confirmation == LocationText.removed(number: 5, title: "Home").english)
        #expect(removed.removed == NumberedLocation(number: 5, location: added.row.location))
        #expect(list.catalog.locations.count == 4)
        #expect(removed.canUndo && removed.note == nil)
        let back = try #require(try await list.undo().get().restored)
        #expect(back.confirmation == LocationText.restored(number: 5, title: "Home").english)
        #expect(list.catalog.location(number: 5)?.name == "Home")
        let failing = model(custom: InMemoryCustomLocationRepository(failure: .noDataFolder))
        await failing.load()
        #expect(await failing.add(Self.place("Home")) == .failure(ActionFailure(message: StoreText.storeNoFolder.english, next: .setDataFolder)))
    }

    @Test("undo: several removals back, newest first; nothing kept is no row; a history that fails says undo cannot")
    func undoWording() async throws {
        let list = model()
        await list.load()
        _ = try await list.add(Self.place("Home", 52.1, 4.1)).get()
        _ = try await list.add(Self.place("Work", 52.2, 4.2)).get()
        _ = try await list.remove(number: 5).get()
        _ = try await list.remove(number: 6).get()
        let first = try await list.undo().get()
        #expect(first.restored?.confirmation == LocationText.restored(number: 6, title: "Work").english && first.left == 1)
        let second = try await list.undo().get()
        #expect(second.restored?.confirmation == LocationText.restored(number: 5, title: "Home").english && second.left == 0)
        let none = try await list.undo().get()
        #expect(none.restored == nil && none.note == nil)

        let unkept = LocationsViewModel(
            feed: InMemoryLocationRepository(Self.feed), custom: InMemoryCustomLocationRepository(),
            history: InMemoryRemovalHistoryRepository(failure: .inaccessible(path: "/h/removed-locations.json", reason: .accessDenied)),
            files: InMemoryLocationFiles(), opener: RecordingOpener().opener, sourceName: Self.source, language: .english
        )
        await unkept.load()
        _ = try await unkept.add(Self.place("Home", 52.1, 4.1)).get()
        let removed = try await unkept.remove(number: 5).get()
        #expect(!removed.canUndo)
        let reason = MessageFormatter(language: .english).systemReason(.accessDenied)
        let why = StoreText.historyFailed(path: "/h/removed-locations.json", reason: reason).english
        #expect(removed.note == StoreText.notUndoable(reason: why).english)
        #expect(await unkept.undo() == .failure(ActionFailure(message: why)))
    }

    @Test("removing by part of a name asks first; a number or the whole name does not; the feed's are not asked about")
    func removalQuestion() async throws {
        let list = model()
        await list.load()
        _ = try await list.add(Self.place("Copenhagen Home", 55.68, 12.57)).get()
        let question = try #require(list.removalQuestion(typed: "cop", number: 5))
        #expect(question.question == LocationText.removeNotExact("cop", number: 5, title: "Copenhagen Home").english)
        #expect(question.howToName == LocationText.removeExactly.english && question.next == .removeExactly(number: 5))
        #expect(question.kind == .confirmRemoval && question.values == [5])
        #expect(list.removalQuestion(typed: "copenhagen HOME", number: 5) == nil)
        #expect(list.removalQuestion(typed: "5", number: 5) == nil)
        #expect(list.removalQuestion(typed: "#5", number: 5) == nil)
        #expect(list.removalQuestion(typed: "cop", number: 3) == nil)
    }

    @Test("Dutch: the same states in Dutch")
    func dutch() async {
        let list = model(language: .dutch)
        await list.load()
        #expect(list.row(number: 4)?.title == LocationText.unnamedLocation.dutch)
        #expect(list.noMatch("zz") == LocationText.noMatch("zz").dutch)
    }

    @Test("an observer sees the list change")
    func observed() async {
        let list = model()
        let changed = Flag()
        withObservationTracking { _ = list.state } onChange: { changed.set() }
        await list.load()
        #expect(changed.isSet)
    }
}

/// A flag set from an observation callback.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
}
