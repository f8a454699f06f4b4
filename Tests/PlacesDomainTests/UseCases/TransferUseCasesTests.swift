import PlacesDomain
import PlacesTestSupport
import Testing

/// Import and export through the LocationFiles port, with files in memory: the rules of the format, stated once
/// here, and the store's own files, which an export never replaces.
@Suite struct TransferUseCasesTests {
    private let home = UseCaseFixtures.location("Home", 52.1, 5.1, origin: .custom)

    @Test("an export writes the format chosen, else the one the file's extension names, else GeoJSON to a stream")
    func exportFormat() {
        #expect(TransferFormat.forExport(chosen: .kml, path: "places.gpx") == .kml)
        #expect(TransferFormat.forExport(chosen: nil, path: "places.gpx") == .gpx)
        #expect(TransferFormat.forExport(chosen: nil, path: nil) == .geojson)
        #expect(TransferFormat.forExport(chosen: .csv, path: nil) == .csv)
        // A file whose name names no format: nobody can tell what to write.
        #expect(TransferFormat.forExport(chosen: nil, path: "places.txt") == nil)
    }

    @Test("an import reads the format chosen, else the one the extension names, else leaves it to the content")
    func importFormat() async throws {
        #expect(TransferFormat.forImport(chosen: .csv, path: "places.gpx") == .csv)
        #expect(TransferFormat.forImport(chosen: nil, path: "places.gpx") == .gpx)
        #expect(TransferFormat.forImport(chosen: nil, path: "/dev/stdin") == nil)
        let reading = TransferReading(format: .kml, entries: [])
        let files = InMemoryLocationFiles(["a.gpx": reading, "a.txt": reading])
        let read = ReadLocationFile(files: files)
        #expect(try await read(path: "a.gpx", chosen: nil, deadline: .seconds(1)).format == .gpx)
        #expect(try await read(path: "a.gpx", chosen: .csv, deadline: .seconds(1)).format == .csv)
        #expect(try await read(path: "a.txt", chosen: nil, deadline: .seconds(1)).format == .kml)
        #expect(await files.formatsAsked == [.gpx, .csv, nil])
        await #expect(throws: TransferFailure.fileNotFound(path: "none.gpx")) {
            try await read(path: "none.gpx", chosen: nil, deadline: .seconds(1))
        }
    }

    @Test("an export writes the user's own locations, or all of them, to a file or as a document for a stream")
    func export() async throws {
        let catalog = LocationCatalog(feed: UseCaseFixtures.feed, custom: [home])
        #expect(ExportLocations.chosen(all: false, in: catalog) == [home])
        #expect(ExportLocations.chosen(all: true, in: catalog) == UseCaseFixtures.feed + [home])
        let files = InMemoryLocationFiles()
        let export = ExportLocations(files: files, store: InMemoryCustomLocationRepository([home]))
        let written = try await export([home], as: .gpx, to: "out.gpx")
        #expect(String(decoding: written.data, as: UTF8.self) == "Home,52.1,5.1\n")
        let file = await files.written["out.gpx"]
        #expect(file?.format == .gpx && file?.locations == [home])
        let streamed = try await export([home], as: .csv, to: nil)
        #expect(String(decoding: streamed.data, as: UTF8.self) == "Home,52.1,5.1\n")
        #expect(await files.written.count == 1)
    }

    @Test("an export never replaces one of the files the store keeps the user's locations in")
    func storeFiles() async {
        let files = InMemoryLocationFiles()
        let export = ExportLocations(files: files, store: GuardedStore(own: "/data/places/custom-locations.json"))
        await #expect(throws: TransferFailure.placesOwnFile(path: "/data/places/custom-locations.json")) {
            try await export([home], as: .geojson, to: "/data/places/custom-locations.json")
        }
        #expect(await files.written.isEmpty)
        let failing = ExportLocations(files: InMemoryLocationFiles(writeFailure: .wouldBeTooLarge(path: "big.csv", limit: 1)), store: GuardedStore(own: ""))
        await #expect(throws: TransferFailure.wouldBeTooLarge(path: "big.csv", limit: 1)) {
            try await failing([home], as: .csv, to: "big.csv")
        }
    }

    /// A store that keeps its locations in one file, `own`.
    private struct GuardedStore: CustomLocationRepository {
        let own: String
        func loadCustom() async throws(CustomStoreFailure) -> CustomLocations { CustomLocations(locations: [], storedNumbers: [], nextNumber: 1) }
        func apply(_ change: CustomChange, numberedAbove floor: Int) async throws(CustomStoreFailure) -> CustomLocations { try await loadCustom() }
        func holds(_ path: String) -> Bool { path == own }
    }
}
