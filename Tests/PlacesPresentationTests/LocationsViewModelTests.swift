import Foundation
import Observation
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

@MainActor
@Suite struct LocationsViewModelTests {
    static func place(_ name: String?, _ latitude: Double = 10, _ longitude: Double = 20, origin: LocationOrigin = .feed) -> Location {
        Location(name: name, coordinate: try! Coordinate(latitude: latitude, longitude: longitude), origin: origin)
    }

    static let feed = [place("Amsterdam", 52.3547498, 4.8339215), place("Mumbai"), place("Copenhagen"), place(nil, 40.4380638, -3.7495758)]
    nonisolated static let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func model(
        feed: any LocationRepository = InMemoryLocationRepository(LocationsViewModelTests.feed),
        custom: any CustomLocationRepository = InMemoryCustomLocationRepository(),
        opener: LinkOpener = RecordingOpener().opener,
        language: Language = .english,
        style: LinkStyle = .latLon
    ) -> LocationsViewModel {
        LocationsViewModel(
            feed: feed, custom: custom, opener: opener, sourceName: "https://feed.example/locations.json",
            language: language, linkStyle: style, now: { Self.now }
        )
    }

    @Test("starts loading, then shows every location with stable numbers")
    func loads() async {
        let list = model()
        #expect(list.state == .loading)
        await list.load()
        #expect(list.state == .loaded)
        #expect(list.notices.isEmpty)
        #expect(list.rows.map(\.number) == [1, 2, 3, 4])
        #expect(list.rows.map(\.title) == ["Amsterdam", "Mumbai", "Copenhagen", "Unnamed location"])
        #expect(list.rows[0].coordinates == "52.3547° N, 4.8339° E")
        #expect(list.rows[3].coordinates == "40.4381° N, 3.7496° W")
    }

    @Test("an empty feed with no custom locations is the empty state")
    func empty() async {
        let list = model(feed: InMemoryLocationRepository([]))
        await list.load()
        #expect(list.state == .empty(message: "The feed has no locations."))
    }

    @Test("nothing at all to show is the failed state, with a sentence and no raw error")
    func failed() async {
        let list = model(feed: InMemoryLocationRepository(failure: .httpStatus(503)))
        await list.load()
        #expect(list.state == .failed(message: "https://feed.example/locations.json answered with HTTP status 503. There is no saved copy to show instead."))
    }

    @Test("saved data is shown with why and how old it is")
    func savedNotice() async {
        let load = FeedLoad(
            locations: Self.feed, skippedEntries: 0,
            provenance: .saved(savedAt: Self.now.addingTimeInterval(-3 * 3600 - 5)), failure: .unreachable(host: "feed.example")
        )
        let list = model(feed: InMemoryLocationRepository(load: load))
        await list.load()
        #expect(list.state == .loaded)
        #expect(list.notices == [Notice(
            kind: .savedData,
            message: "Could not reach feed.example. Check your internet connection and try again. Showing the locations saved 3 hours ago."
        )])
    }

    @Test("the snapshot is shown with its date")
    func snapshotNotice() async {
        let load = FeedLoad(locations: Self.feed, skippedEntries: 0, provenance: .snapshot(capturedOn: "2026-11-22"), failure: .timedOut(seconds: 15))
        let list = model(feed: InMemoryLocationRepository(load: load))
        await list.load()
        #expect(list.notices.map(\.kind) == [.snapshot])
        #expect(list.notices[0].message == "https://feed.example/locations.json did not answer within 15 seconds. Showing the copy of the feed built into Places (from 2026-11-22).")
    }

    @Test("skipped entries are counted in words", arguments: [(1, "1 entry of the feed was left out because its coordinates are missing or invalid."), (7, "7 entries of the feed were left out because their coordinates are missing or invalid.")])
    func skippedNotice(count: Int, message: String) async {
        let list = model(feed: InMemoryLocationRepository(Self.feed, skipped: count))
        await list.load()
        #expect(list.notices == [Notice(kind: .skippedEntries, message: message)])
    }

    @Test("an unreadable store is a notice; the feed is still shown")
    func storeUnavailable() async {
        let list = model(custom: InMemoryCustomLocationRepository(failure: .inaccessible(path: "/x/custom-locations.json", reason: .accessDenied)))
        await list.load()
        #expect(list.state == .loaded)
        #expect(list.notices.map(\.kind) == [.storeUnavailable])
        #expect(list.notices[0].message == "Your own locations are not shown. Could not read or write your locations in /x/custom-locations.json: Permission denied.")
    }

    @Test("search keeps full-list numbers and an observer sees the change")
    func searchObserved() async {
        let list = model()
        await list.load()
        let changed = Flag()
        withObservationTracking { _ = list.query } onChange: { changed.set() }
        list.search("  COP ")
        #expect(changed.isSet)
        #expect(list.rows.map(\.number) == [3])
        #expect(list.rows(matching: "").count == 4)
    }

    @Test("look-up by number, #number and name; numbers ignore the last search")
    func lookUp() async {
        let list = model()
        await list.load()
        list.search("mumbai")
        #expect(list.lookUp("3") == .found(list.row(number: 3)!))
        #expect(list.lookUp("#1") == .found(list.row(number: 1)!))
        #expect(list.lookUp("copenhagen") == .found(list.row(number: 3)!))
        #expect(list.lookUp("9") == .notFound(message: "There is no location #9. Numbers go from 1 to 4.", suggestions: []))
        #expect(list.lookUp("0") == .notFound(message: "There is no location #0. Numbers go from 1 to 4.", suggestions: []))
        #expect(list.lookUp("99999999999999999999999") == .notFound(message: "There is no location #99999999999999999999999. Numbers go from 1 to 4.", suggestions: []))
        guard case .ambiguous(let message, let candidates) = list.lookUp("m") else {
            Issue.record("expected several candidates")
            return
        }
        #expect(message == "“m” matches 2 locations; choose one by its number:")
        #expect(candidates.map(\.number) == [1, 2])
        #expect(list.lookUp("Amsterdma") == .notFound(message: "No location matches “Amsterdma”. Did you mean Amsterdam?", suggestions: [list.row(number: 1)!]))
    }

    @Test("opening hands the link to the opener", arguments: [
        (LinkOpening.opened, "opened"), (.noHandler, "noHandler"),
        (.failed(.exited(program: "xdg-open", status: 4, errorOutput: "")), "failed"),
    ])
    func opens(result: LinkOpening, kind: String) async {
        let recorder = RecordingOpener(answer: result)
        let list = model(opener: recorder.opener)
        await list.load()
        let outcome = await list.open(list.row(number: 1)!)
        let link = "wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam"
        let web = "https://en.wikipedia.org/wiki/Special:Nearby#/coord/52.3547498,4.8339215"
        #expect(recorder.links == [link])
        switch (outcome, kind) {
        case (.opened(link, "Opened Amsterdam in Wikipedia."), "opened"): break
        case (.noHandler(link, web, "No app on this computer opens Wikipedia links. Here is the same place on the Wikipedia website:"), "noHandler"): break
        case (.failed(link, web, "Could not open the link: xdg-open exited with status 4. Here is the same place on the Wikipedia website:"), "failed"): break
        default: Issue.record("unexpected \(outcome)")
        }
    }

    @Test("the article style cannot open an unnamed location, and says why")
    func articleStyleUnnamed() async throws {
        let recorder = RecordingOpener()
        let list = model(opener: recorder.opener, style: .article)
        await list.load()
        #expect(await list.open(list.row(number: 4)!) == .noLink(message: "The article link style needs a name, and #4 has none. Choose another style with --link-style."))
        #expect(recorder.links.isEmpty)
        #expect(try list.link(for: list.row(number: 1)!).get() == "wikipedia://places?WMFArticleURL=https%3A%2F%2Fen.wikipedia.org%2Fwiki%2FAmsterdam")
    }

    @Test("added locations follow the feed with the next number; only they can be removed")
    func addAndRemove() async throws {
        let list = model()
        await list.load()
        let row = try await list.add(Self.place("Home", 1, 2)).get()
        #expect(row.number == 5)
        #expect(row.isCustom)
        #expect(list.addedMessage(for: row) == "Added #5: Home.")
        #expect(list.catalog.locations.count == 5)
        #expect(await list.remove(list.row(number: 1)!) == .failure(ActionFailure(message: "#1 comes from the feed and cannot be removed; only locations you added can.")))
        #expect(await list.remove(row) == .success("Removed Home."))
        #expect(list.catalog.locations.count == 4)
    }

    @Test("messages follow the language; numbers in links do not")
    func dutch() async throws {
        let list = model(language: .dutch)
        await list.load()
        #expect(list.rows[0].coordinates == "52,3547° NB, 4,8339° OL")
        #expect(list.rows[3].title == "Naamloze locatie")
        #expect(try list.link(for: list.rows[0]).get() == "wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam")
    }
}

/// Set from an observation callback, which may run on any thread.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
