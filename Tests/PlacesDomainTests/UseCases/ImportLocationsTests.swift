import PlacesDomain
import Testing

/// The import flow through the CustomLocationRepository port, with the in-memory store.
@Suite struct ImportLocationsTests {
    private func entry(_ name: String?, _ latitude: Double, _ longitude: Double, _ number: Int) -> ImportEntry {
        ImportEntry(name: name, latitude: latitude, longitude: longitude, position: TransferPosition(entry: number, line: number + 1))
    }

    private var reading: TransferReading {
        TransferReading(format: .geojson, entries: [
            entry("Home", 52.1, 5.1, 1),
            entry("amsterdam", 52.3547498, 4.8339215, 2),
            entry("Off the map", 95, 120, 3),
            entry(nil, -33.5, 151.25, 4),
            entry("Kyoto", 35.02, 135.75, 5),
        ], ignoredPaths: 1)
    }

    @Test("adds what is new after the user's locations, numbered on; duplicates of the feed and the store left out")
    func imports() async throws {
        let home = UseCaseFixtures.location("Home", 52.10001, 5.1, origin: .custom)
        let store = InMemoryCustomLocationRepository([home])
        let catalog = LocationCatalog(feed: UseCaseFixtures.feed, custom: [home])
        let imported = try await ImportLocations(store: store)(reading, in: catalog)
        let additions = [UseCaseFixtures.location(nil, -33.5, 151.25, origin: .custom), UseCaseFixtures.location("Kyoto", 35.02, 135.75, origin: .custom)]
        #expect(imported.result.additions == additions)
        #expect(imported.result.duplicates.map(\.position.entry) == [1, 2])
        #expect(imported.result.skipped == [ImportSkip(position: TransferPosition(entry: 3, line: 4), reason: .coordinate(.latitudeOutOfRange(95)))])
        #expect(imported.result.ignoredPaths == 1 && imported.result.format == .geojson)
        #expect(imported.numbers == 6...7)
        #expect(imported.catalog.location(number: 6) == additions[0] && imported.catalog.location(number: 7) == additions[1])
        #expect(try await store.loadCustom().locations == [home] + additions)
    }

    @Test("the user's locations are read from the store, not from a list that may be old")
    func freshStore() async throws {
        let kyoto = UseCaseFixtures.location("Kyoto", 35.02, 135.75, origin: .custom)
        let store = InMemoryCustomLocationRepository([kyoto])
        let stale = LocationCatalog(feed: UseCaseFixtures.feed)
        let imported = try await ImportLocations(store: store)(reading, in: stale)
        #expect(imported.result.duplicates.map(\.position.entry) == [2, 5])
        #expect(imported.catalog.custom.first == kyoto)
        #expect(imported.numbers == 6...7)
    }

    @Test("nothing new: nothing is saved and no numbers are given")
    func nothingNew() async throws {
        let store = InMemoryCustomLocationRepository()
        let catalog = LocationCatalog(feed: UseCaseFixtures.feed)
        let imported = try await ImportLocations(store: store)(TransferReading(format: .kml, entries: [entry("amsterdam", 52.3547498, 4.8339215, 1)]), in: catalog)
        #expect(imported.numbers == nil && imported.result.additions.isEmpty)
        #expect(try await store.loadCustom().locations.isEmpty)
    }

    @Test("a store that fails is the failure, and nothing is added")
    func failingStore() async {
        let failure = CustomStoreFailure.inaccessible(path: "/x/custom-locations.json", reason: .accessDenied)
        await #expect(throws: failure) {
            try await ImportLocations(store: InMemoryCustomLocationRepository(failure: failure))(reading, in: LocationCatalog(feed: UseCaseFixtures.feed))
        }
    }
}
