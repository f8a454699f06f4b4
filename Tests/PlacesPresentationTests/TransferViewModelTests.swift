import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// Import and export through the list's view model, over files in memory: the format decided once, the document
/// for a stream, the file written, and the report of what was read.
@MainActor
@Suite struct TransferViewModelTests {
    private func list(_ files: InMemoryLocationFiles, custom: [Location] = []) async -> LocationsViewModel {
        let list = LocationsViewModel(
            feed: InMemoryLocationRepository(LocationsViewModelTests.feed), custom: InMemoryCustomLocationRepository(custom), files: files,
            opener: RecordingOpener().opener, sourceName: "feed", language: .english
        )
        await list.load()
        return list
    }

    private let home = Location(name: "Home", coordinate: try! Coordinate(latitude: 52.1, longitude: 5.1), origin: .custom)

    @Test("the format is the one chosen, else the file's, else GeoJSON; a name naming none is refused")
    func format() async throws {
        let list = await list(InMemoryLocationFiles())
        #expect(try list.exportFormat(chosen: nil, path: "a.kml").get() == .kml)
        #expect(try list.exportFormat(chosen: .csv, path: "a.kml").get() == .csv)
        #expect(try list.exportFormat(chosen: nil, path: nil).get() == .geojson)
        guard case .failure(let failure) = list.exportFormat(chosen: nil, path: "a.txt") else {
            Issue.record("a.txt names no format")
            return
        }
        #expect(failure.message.contains("a.txt"))
    }

    @Test("to a file the locations are written and said; to a stream the document comes back; none is a failure")
    func export() async throws {
        let files = InMemoryLocationFiles()
        let list = await list(files, custom: [home])
        let written = try await list.export(all: false, as: .gpx, to: "out.gpx").get()
        #expect(written.document == nil && written.sentences.count == 1 && written.sentences[0].contains("out.gpx"))
        #expect(await files.written["out.gpx"]?.locations.map(\.name) == ["Home"])
        let streamed = try await list.export(all: true, as: .csv, to: nil).get()
        #expect(streamed.document.map { String(decoding: $0, as: UTF8.self).split(separator: "\n").count } == 5)
        #expect(streamed.sentences.isEmpty)
        let empty = await self.list(InMemoryLocationFiles())
        guard case .failure = await empty.export(all: false, as: .csv, to: nil) else {
            Issue.record("nothing of the user's own was exported")
            return
        }
    }

    @Test("an import reads through the files in the format decided, and reports what it added")
    func importFile() async throws {
        let entry = ImportEntry(name: "Kyoto", latitude: 35.02, longitude: 135.75, position: TransferPosition(entry: 1, line: 2))
        let files = InMemoryLocationFiles(["in.gpx": TransferReading(format: .csv, entries: [entry])])
        let list = await list(files)
        let report = try await list.importFile(path: "in.gpx", format: nil, deadline: .seconds(1)).get()
        #expect(report.added == 5...5 && report.skipped == 0)
        #expect(await files.formatsAsked == [.gpx])
        guard case .failure = await list.importFile(path: "missing.csv", format: nil, deadline: .seconds(1)) else {
            Issue.record("a missing file was imported")
            return
        }
    }
}
