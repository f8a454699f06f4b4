import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// An import into the file store, where "all or nothing" is a property of the file on disk.
@Suite struct ImportIntoFileStoreTests {
    private func entry(_ name: String?, _ latitude: Double, _ longitude: Double, _ number: Int) -> ImportEntry {
        ImportEntry(name: name, latitude: latitude, longitude: longitude, position: TransferPosition(entry: number, line: number))
    }

    @Test("an import that cannot be saved leaves the store byte for byte as it was; a later one saves everything")
    func allOrNothing() async throws {
        let folder = try TemporaryDirectory()
        let directory = folder.appending("data/places")
        let small = FileCustomLocationRepository(directory: directory, maximumBytes: 400)
        _ = try await small.add(Location(name: "Home", coordinate: try Coordinate(latitude: 52.1, longitude: 5.1), origin: .custom))
        let path = directory + "/custom-locations.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let many = TransferReading(format: .csv, entries: (1...20).map { entry("Place \($0)", Double($0), Double($0), $0) })
        let catalog = LocationCatalog(feed: [Location]())
        await #expect(throws: CustomStoreFailure.tooLarge(path: path, limit: 400)) {
            try await ImportLocations(store: small)(many, in: catalog)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let imported = try await ImportLocations(store: FileCustomLocationRepository(directory: directory))(many, in: catalog)
        #expect(imported.catalog.locations.count == 21 && imported.numbers == 2...21)
        #expect(try await FileCustomLocationRepository(directory: directory).loadCustom().locations == Array(imported.catalog.custom))
    }

    @Test("an import with nothing new writes nothing: no store is created")
    func nothingToAdd() async throws {
        let folder = try TemporaryDirectory()
        let directory = folder.appending("data/places")
        let empty = TransferReading(format: .kml, entries: [entry("Off the map", 95, 120, 1)])
        let imported = try await ImportLocations(store: FileCustomLocationRepository(directory: directory))(empty, in: LocationCatalog(feed: [Location]()))
        #expect(imported.result.additions.isEmpty && imported.catalog.locations.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory + "/custom-locations.json"))
    }
}
