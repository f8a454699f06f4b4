import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// Export, then import into an empty store: the same locations, names and coordinates exactly, in every format.
@Suite struct TransferRoundTripTests {
    /// Names that break careless writers and readers.
    static let names: [String?] = [
        "Amsterdam",
        "Quote \" and 'apostrophe'",
        "Comma, semicolon; tab\tinside",
        "Line\nbreak and\r\nCRLF",
        "<b>Tags</b> & entities &amp; ]]> CDATA end",
        "Zürich, São Paulo, Kraków, Ærøskøbing",
        "東京駅 · Αθήνα · القاهرة · תל אביב",
        "Emoji 🗼🏳️‍🌈👩🏽‍🚀 and U+FE0F ❤️",
        "=SUM(A1) formula-looking",
        "Combining e\u{301} and NBSP\u{A0}inside",
        nil,
    ]

    /// Coordinates whose digits test the number writers: extremes, tiny values, many digits, negative zero.
    static let coordinates: [(Double, Double)] = [
        (52.3547498, 4.8339215), (-33.8688197, 151.2092955), (90, 180), (-90, -180), (0.000001, -0.0000001),
        (34.9875, 135.759167), (12.345678901234567, -98.76543210987654), (-0.0, 0), (1e-7, 179.99999999999997),
        (47.3769, 8.5417), (-23.5505, -46.6333),
    ]

    static var locations: [Location] {
        zip(names, coordinates).map { name, point in
            Location(name: name, coordinate: try! Coordinate(latitude: point.0, longitude: point.1), origin: .custom)
        }
    }

    @Test("every format gives back the same locations, through a file and an import into an empty file store", arguments: TransferFormat.allCases)
    func roundTrip(format: TransferFormat) async throws {
        let folder = try TemporaryDirectory()
        let path = folder.appending("export." + format.fileExtension)
        let written = try await LocationFile.write(Self.locations, as: format, to: path)
        #expect(written.alteredNames == 0)
        let reading = try await LocationFile.read(path: path)
        #expect(reading.format == format)
        #expect(reading.skipped.isEmpty)
        let store = FileCustomLocationRepository(directory: folder.appending("data/places"))
        let empty = LocationCatalog(feed: [Location]())
        let imported = try await ImportLocations(store: store)(reading, in: empty)
        #expect(try await store.loadCustom().locations == Self.locations)
        #expect(imported.result.duplicates.isEmpty)
        // The bits, not only equality: -0 was normalised to 0 when the locations were made, and stays so.
        for (imported, original) in zip(imported.catalog.locations, Self.locations) {
            #expect(imported.coordinate.latitude.bitPattern == original.coordinate.latitude.bitPattern)
            #expect(imported.coordinate.longitude.bitPattern == original.coordinate.longitude.bitPattern)
        }
        // Importing the same file again adds nothing: every entry is a duplicate.
        let again = try await ImportLocations(store: store)(reading, in: imported.catalog)
        #expect(again.result.additions.isEmpty && again.result.duplicates.count == Self.locations.count)
    }

    @Test("the format is recognised from the content alone, without a file name", arguments: TransferFormat.allCases)
    func contentOnly(format: TransferFormat) throws {
        let data = LocationFile.encode(Self.locations, as: format).data
        let reading = try LocationFile.decode(data)
        #expect(reading.format == format)
        #expect(ImportLocations.review(reading, existing: []).additions == Self.locations)
    }

    @Test("random names and coordinates survive every format (seeded)", arguments: TransferFormat.allCases)
    func randomRoundTrip(format: TransferFormat) throws {
        var generator = SeededGenerator(seed: FuzzBudget.seed)
        let pool = Array("abcXYZ 09,;\"'<>&\n\r\t\\/=+-@]]éü東🗼\u{301}\u{A0}\u{2028}\u{202E}\u{7F}\u{85}".unicodeScalars)
        for _ in 0..<FuzzBudget.iterations(default: 40) {
            let locations = (0..<20).map { _ -> Location in
                let length = Int.random(in: 0...12, using: &generator)
                var name = String.UnicodeScalarView()
                for _ in 0..<length { name.append(pool[Int.random(in: 0..<pool.count, using: &generator)]) }
                let latitude = Double.random(in: -90...90, using: &generator)
                let longitude = Double.random(in: -180...180, using: &generator)
                return Location(name: String(name), coordinate: try! Coordinate(latitude: latitude, longitude: longitude), origin: .custom)
            }
            let reading = try LocationFile.decode(LocationFile.encode(locations, as: format).data, format: format)
            #expect(ImportLocations.review(reading, existing: []).additions == locations)
        }
    }

    @Test("names XML cannot hold are changed to U+FFFD and counted; JSON and CSV keep them exactly")
    func controlCharacters() throws {
        let locations = [
            Location(name: "Bell\u{7} and ESC\u{1B}[31m", coordinate: try Coordinate(latitude: 1, longitude: 1), origin: .custom),
            Location(name: "Fine", coordinate: try Coordinate(latitude: 2, longitude: 2), origin: .custom),
        ]
        for format in [TransferFormat.gpx, .kml] {
            let encoded = LocationFile.encode(locations, as: format)
            #expect(encoded.alteredNames == 1)
            #expect(try LocationFile.decode(encoded.data).entries.map(\.name) == ["Bell\u{FFFD} and ESC\u{FFFD}[31m", "Fine"])
        }
        for format in [TransferFormat.geojson, .csv] {
            let encoded = LocationFile.encode(locations, as: format)
            #expect(encoded.alteredNames == 0)
            #expect(try LocationFile.decode(encoded.data).entries.map(\.name) == locations.map(\.name))
        }
    }

    @Test("an empty list exports to a valid, empty document in every format", arguments: TransferFormat.allCases)
    func emptyList(format: TransferFormat) throws {
        let reading = try LocationFile.decode(LocationFile.encode([], as: format).data, format: format)
        #expect(reading.entries.isEmpty && reading.skipped.isEmpty)
    }

    @Test("the documents are what other apps expect: golden text for one location in each format")
    func documents() throws {
        let dam = [Location(name: "Dam & \"Square\"", coordinate: try Coordinate(latitude: 52.3731, longitude: 4.8926), origin: .custom)]
        func text(_ format: TransferFormat) -> String { String(decoding: LocationFile.encode(dam, as: format).data, as: UTF8.self) }
        #expect(text(.geojson) == """
        {"type":"FeatureCollection","features":[
        {"type":"Feature","geometry":{"type":"Point","coordinates":[4.8926,52.3731]},"properties":{"name":"Dam & \\"Square\\""}}
        ]}

        """)
        #expect(text(.csv) == "name,latitude,longitude\r\n\"Dam & \"\"Square\"\"\",52.3731,4.8926\r\n")
        #expect(text(.gpx).contains("<wpt lat=\"52.3731\" lon=\"4.8926\">\n    <name>Dam &amp; \"Square\"</name>\n  </wpt>"))
        #expect(text(.gpx).hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\" creator=\"Places\" xmlns=\"http://www.topografix.com/GPX/1/1\""))
        #expect(text(.kml).contains("<Placemark>\n      <name>Dam &amp; \"Square\"</name>\n      <Point><coordinates>4.8926,52.3731</coordinates></Point>"))
    }
}
