import Foundation
@testable import PlacesApp
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// `import` and `export` as people use them: the built binary's commands on real and hostile files, the whole report
/// compared with `Fixtures/golden/transfer/`, and a round trip through each format.
@MainActor
@Suite struct TransferTranscriptTests {
    /// Locations whose names and digits break careless writers and readers (the store can hold any name, a
    /// session line cannot type them all).
    static var tricky: [Location] {
        let names: [String?] = [
            "Quote \" and 'apostrophe'", "Comma, semicolon; tab\tinside", "Line\nbreak", "<b>Tags</b> & ]]> CDATA end",
            "Zürich, São Paulo, Kraków", "東京駅 · Αθήνα · القاهرة", "=SUM(A1)", "+31 20 555", "Emoji 🗼👩🏽‍🚀", nil,
        ]
        let points: [(Double, Double)] = [
            (52.3547498, 4.8339215), (-33.8688197, 151.2092955), (90, 180), (-90, -180), (0.000001, -0.0000001),
            (34.9875, 135.759167), (12.345678901234567, -98.76543210987654), (-0.0, 0), (1e-7, 179.99999999999997), (47.3769, 8.5417),
        ]
        return zip(names, points).map { name, point in
            Location(name: name, coordinate: (try? Coordinate(latitude: point.0, longitude: point.1)) ?? Self.nowhere, origin: .custom)
        }
    }

    private static let nowhere = (try? Coordinate(latitude: 0, longitude: 0))!

    @Test("export to a file, import into an empty list: the same numbers, names and digits, in every format", arguments: TransferFormat.allCases)
    func roundTrip(format: TransferFormat) async throws {
        let source = try TemporaryDirectory()
        _ = try await FileCustomLocationRepository(directory: source.appending("data/places")).add(contentsOf: Self.tricky, numberedAbove: 4)
        let file = source.appending("export.\(format.fileExtension)")
        let exported = try await Transcript.run(Transcript.fixture + ["export", file], folder: source)
        #expect(exported.status == .success)
        #expect(exported.out == "Exported 10 locations to \(file) (\(["GeoJSON", "GPX", "KML", "CSV"][TransferFormat.allCases.firstIndex(of: format) ?? 0])).\n")
        let target = try TemporaryDirectory()
        let imported = try await Transcript.run(Transcript.fixture + ["import", file], folder: target)
        #expect(imported.status == .success)
        #expect(imported.out.contains("Added 10 locations: #5 to #14."))
        let before = try await Transcript.run(Transcript.fixture + ["--json", "list"], folder: source)
        let after = try await Transcript.run(Transcript.fixture + ["--json", "list"], folder: target)
        #expect(after.out == before.out)
        // Importing the same file again adds nothing: every entry is already there.
        let again = try await Transcript.run(Transcript.fixture + ["import", file], folder: target)
        #expect(again.out.contains("Added nothing") && again.out.contains("Left out 10 entries the list already has"))
    }

    @Test("every hostile file: what import says and does", arguments: try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("transfer/hostile").path).sorted())
    func hostile(file: String) async throws {
        let home = try TemporaryDirectory()
        let result = try await Transcript.run(Transcript.fixture + ["import", Fixtures.url("transfer/hostile/\(file)").path], folder: home)
        Golden.expect(result, "transfer/hostile/\(file).txt")
        // Nothing is half done: a refused file leaves no store at all.
        if result.status != .success {
            #expect(!FileManager.default.fileExists(atPath: home.appending("data/places/custom-locations.json")))
        }
    }

    @Test("every real file from other apps: what import says and does", arguments: try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("transfer/real").path).sorted())
    func real(file: String) async throws {
        let result = try await Transcript.run(Transcript.fixture + ["import", Fixtures.url("transfer/real/\(file)").path])
        Golden.expect(result, "transfer/real/\(file).txt")
    }

    @Test("export writes each format to standard output", arguments: TransferFormat.allCases)
    func standardOutput(format: TransferFormat) async throws {
        let home = try TemporaryDirectory()
        _ = try await Transcript.run(Transcript.fixture, lines: ["add Home 52.1 4.1", "add Dam Square 52.3731 4.8926"], folder: home)
        let result = try await Transcript.run(Transcript.fixture + ["export", "--format", format.rawValue], folder: home)
        Golden.expect(result, "transfer/export-\(format.rawValue).txt")
    }

    @Test("export refuses what it cannot do: nothing of yours, a name without a format, a folder, an unknown format")
    func exportRefusals() async throws {
        let home = try TemporaryDirectory()
        let nothing = try await Transcript.run(Transcript.fixture + ["export"], folder: home)
        #expect(nothing.status == .failure)
        #expect(nothing.err == "You have added no locations of your own to export; export --all writes the whole list.\n")
        let all = try await Transcript.run(Transcript.fixture + ["export", "--all", "--format", "csv"], folder: home)
        #expect(all.out.hasPrefix("name,latitude,longitude\r\nAmsterdam,52.3547498,4.8339215\r\n"))
        let noFormat = try await Transcript.run(Transcript.fixture + ["export", "--all", home.appending("places.txt")], folder: home)
        #expect(noFormat.status == .usage)
        let folder = try await Transcript.run(Transcript.fixture + ["export", "--all", "--format", "gpx", home.path], folder: home)
        #expect(folder.status == .failure)
        #expect(folder.err.hasPrefix("Could not write \(home.path): "))
        let unknown = try await Transcript.run(Transcript.fixture + ["export", "--format", "kmz"], folder: home)
        #expect(unknown.status == .usage)
        #expect(unknown.err == "“kmz” is not a format Places reads and writes. Choose one of: geojson, gpx, kml, csv.\n")
    }

    @Test("export replaces a file whole and keeps a symbolic link to it a link")
    func exportReplaces() async throws {
        let home = try TemporaryDirectory()
        let target = home.appending("real.gpx")
        try Data("old contents".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: home.appending("link.gpx"), withDestinationPath: target)
        let result = try await Transcript.run(Transcript.fixture + ["export", "--all", home.appending("link.gpx")], folder: home)
        #expect(result.status == .success)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: home.appending("link.gpx")) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("<name>Copenhagen</name>"))
    }
}
