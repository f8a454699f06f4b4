import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// The import flow through the CustomLocationRepository port: with the in-memory store, and with the file store,
/// where "all or nothing" is a property of the file on disk.
@Suite struct ImportLocationsUseCaseTests {
    private func entry(_ name: String?, _ latitude: Double, _ longitude: Double, _ number: Int) -> ImportEntry {
        ImportEntry(name: name, latitude: latitude, longitude: longitude, position: TransferPosition(entry: number, line: number))
    }

    private func place(_ name: String?, _ latitude: Double, _ longitude: Double, origin: LocationOrigin = .custom) -> Location {
        Location(name: name, coordinate: try! Coordinate(latitude: latitude, longitude: longitude), origin: origin)
    }

    private var reading: TransferReading {
        TransferReading(format: .geojson, entries: [
            entry("Home", 52.1, 5.1, 1),
            entry("Feed twin", 52.3547498, 4.8339215, 2),
            entry("Off the map", 95, 120, 3),
            entry(nil, -33.5, 151.25, 4),
        ], ignoredPaths: 1)
    }

    @Test("adds what is new after the existing locations, and reports duplicates of the list and the feed")
    func inMemory() async throws {
        let store = InMemoryCustomLocationRepository([place("Home", 52.10001, 5.1)])
        let outcome = try await ImportLocationsUseCase(repository: store).run(
            reading,
            feed: [place("feed twin", 52.3547498, 4.8339215, origin: .feed)]
        )
        #expect(outcome.result.additions == [place(nil, -33.5, 151.25)])
        #expect(outcome.result.duplicates.map(\.position.entry) == [1, 2])
        #expect(outcome.result.skipped == [ImportSkip(position: TransferPosition(entry: 3, line: 3), reason: .coordinate(.latitudeOutOfRange(95)))])
        #expect(outcome.result.ignoredPaths == 1)
        #expect(outcome.store.locations == [place("Home", 52.10001, 5.1), place(nil, -33.5, 151.25)])
        #expect(try await store.loadCustom().locations == outcome.store.locations)
    }

    @Test("a preview changes nothing")
    func preview() async throws {
        let store = InMemoryCustomLocationRepository()
        let result = try await ImportLocationsUseCase(repository: store).preview(reading)
        #expect(result.additions.count == 3)
        #expect(try await store.loadCustom().locations.isEmpty)
    }

    @Test("a store that fails is reported, and nothing is added")
    func failingStore() async {
        let failure = CustomStoreFailure.inaccessible(path: "/x/custom-locations.json", reason: .accessDenied)
        let store = InMemoryCustomLocationRepository(failure: failure)
        await #expect(throws: failure) { try await ImportLocationsUseCase(repository: store).run(reading) }
    }

    @Test("with the file store, an import that cannot be saved leaves the file byte for byte as it was")
    func allOrNothing() async throws {
        let folder = try TemporaryDirectory()
        let directory = folder.appending("data/places")
        let small = FileCustomLocationRepository(directory: directory, maximumBytes: 400)
        _ = try await small.add(place("Home", 52.1, 5.1))
        let path = directory + "/custom-locations.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let many = TransferReading(format: .csv, entries: (1...20).map { entry("Place \($0)", Double($0), Double($0), $0) })
        await #expect(throws: CustomStoreFailure.tooLarge(path: path, limit: 400)) {
            try await ImportLocationsUseCase(repository: small).run(many)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let outcome = try await ImportLocationsUseCase(repository: FileCustomLocationRepository(directory: directory)).run(many)
        #expect(outcome.store.locations.count == 21)
        #expect(try await FileCustomLocationRepository(directory: directory).loadCustom().locations == outcome.store.locations)
    }

    @Test("an import with nothing new writes nothing: no store is created")
    func nothingToAdd() async throws {
        let folder = try TemporaryDirectory()
        let directory = folder.appending("data/places")
        let empty = TransferReading(format: .kml, entries: [entry("Off the map", 95, 120, 1)])
        let outcome = try await ImportLocationsUseCase(repository: FileCustomLocationRepository(directory: directory)).run(empty)
        #expect(outcome.result.additions.isEmpty && outcome.store.locations.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory + "/custom-locations.json"))
    }
}
