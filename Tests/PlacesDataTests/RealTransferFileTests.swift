import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// Files written by the apps people keep places in (Fixtures/transfer/real, sources in its README), read as an
/// import reads them: the format from the name or the content, entries with their positions, skips with reasons.
@Suite struct RealTransferFileTests {
    private func read(_ name: String, format: TransferFormat? = nil) async throws -> TransferReading {
        try await LocationFile.read(path: Fixtures.url("transfer/real/" + name).path, format: format)
    }

    private func names(_ reading: TransferReading) -> [String?] {
        reading.entries.map(\.name)
    }

    @Test("Google Earth KML (CRLF, comments, atom links, a Folder): all seven Placemarks, longitude first")
    func googleEarth() async throws {
        let reading = try await read("google-earth-seven-wonders.kml")
        #expect(reading.format == .kml)
        #expect(names(reading) == ["Cairo, Egypt", "Al Hillah, Iraq", "Olympia, Greece", "Ephesus, Turkey", "Harlicarnassus, Turkey", "Rhodes, Greece", "Alexandria, Egypt"])
        #expect(reading.entries[0].latitude == 30.0982 && reading.entries[0].longitude == 31.246099)
        #expect(reading.entries.map(\.position.line) == [19, 28, 37, 46, 55, 64, 73])
        #expect(reading.skipped.isEmpty)
    }

    @Test("Google Location History KML: empty Points beside gx:Track are not places, each skipped with its line")
    func locationHistory() async throws {
        let reading = try await read("google-location-history.kml")
        #expect(reading.entries.isEmpty)
        #expect(reading.skipped.count == 15)
        #expect(reading.skipped.allSatisfy { $0.reason == .notAPoint(geometry: "Track") })
        #expect(reading.skipped.first?.position == TransferPosition(entry: 1, line: 40))
    }

    @Test("a Google Earth Placemark without a name, its description in CDATA, an altitude: unnamed, read")
    func cdataDescription() async throws {
        let reading = try await read("google-earth-cdata.kml")
        #expect(reading.entries == [ImportEntry(name: nil, latitude: 37.42228990140251, longitude: -122.0822035425683, position: TransferPosition(entry: 1, line: 3))])
    }

    @Test("KML that Google Earth reads leniently: each sloppy tuple gets its own reason")
    func sloppyCoordinates() async throws {
        let reading = try await read("kml-sloppy-coordinates.kml")
        #expect(names(reading) == ["point3a", "point3b", "point5b", "point8", "point8b", "point9", "point9b"])
        let point5b = try #require(reading.entries.first { $0.name == "point5b" })
        #expect(point5b.longitude == 3 && point5b.latitude == 4)
        let reasons = Dictionary(uniqueKeysWithValues: reading.skipped.map { ($0.position.entry, $0.reason) })
        #expect(reasons[1] == .coordinate(.tooManyValues))
        #expect(reasons[5] == .coordinate(.notANumber("7.76166643845E")))
        #expect(reasons[6] == .coordinate(.tooManyValues))
        #expect(reasons[7] == .coordinate(.notANumber("5ddd")))
        #expect(reasons[9] == .coordinate(.notANumber("xxx")))
        #expect(reasons[17] == .coordinate(.notANumber("10xx")))
        #expect(reasons[18] == .notAPoint(geometry: "LineString"))
        // The rules then refuse latitude 200 and longitude 200 and 3000, which the reader kept as written.
        let result = ImportLocations.review(reading, existing: [])
        #expect(result.additions.map(\.name) == ["point3a", "point3b", "point5b", "point8b"])
        #expect(result.skipped.first { $0.position.entry == 12 }?.reason == .coordinate(.latitudeOutOfRange(200)))
    }

    @Test("a KML file without its <kml> element is refused, saying what it found")
    func noKMLElement() async throws {
        await #expect(throws: TransferFailure.wrongDocument(expected: .kml, found: "Document")) { try await read("google-earth-no-kml-element.kml") }
    }

    @Test("Xcode's waypoint GPX (no namespace, repeated points): every waypoint read, each place added once")
    func xcode() async throws {
        let reading = try await read("xcode-waypoints.gpx")
        #expect(reading.entries.count == 40)
        #expect(reading.entries[11].latitude == 51.20023 && reading.entries[11].longitude == 6.768992)
        #expect(reading.entries.allSatisfy { $0.name == nil })
        // The file repeats points: an import adds each place once, and says which entries repeat an earlier one.
        let result = ImportLocations.review(reading, existing: [])
        #expect(result.additions.count == 28 && result.duplicates.count == 12)
        for duplicate in result.duplicates {
            let earlier = try #require(reading.entries.first { $0.position == duplicate.repeats })
            let point = try Coordinate(latitude: earlier.latitude, longitude: earlier.longitude)
            #expect(point.distance(to: duplicate.location.coordinate) <= DuplicateRule.radius)
        }
    }

    @Test("OsmAnd favourites: the waypoint's own name, not its extensions'; groups without a namespace")
    func osmand() async throws {
        let favourites = try await read("osmand-favourites.gpx")
        #expect(favourites.entries == [ImportEntry(name: "Test", latitude: 37.546087, longitude: -77.4532843, position: TransferPosition(entry: 1, line: 2))])
        let groups = try await read("osmand-waypoint-groups.gpx")
        #expect(names(groups) == ["Look up to see the water", "Beware of ghosts", "The house of Beetlejuice"])
    }

    @Test("a GPX file with every field: only waypoints are places; routes and tracks are counted, not read")
    func allFields() async throws {
        let reading = try await read("gpxpy-all-fields.gpx")
        #expect(names(reading) == ["example name", nil])
        #expect(reading.ignoredPaths == 4)
        #expect(reading.entries.map(\.position.line) == [36, 65])
    }

    @Test("geojson.io's output for a KML (togeojson): points with altitude, names from properties")
    func geojson() async throws {
        let reading = try await read("togeojson-two-points.geojson")
        #expect(names(reading) == ["Simple placemark", "Simple placemark two"])
        #expect(reading.entries.map(\.position) == [TransferPosition(entry: 1, line: 4), TransferPosition(entry: 2, line: 19)])
        #expect(reading.entries[1].longitude == -120.0822035425683)
    }

    @Test("csv2geojson's test files (geojson.io's CSV import): separators, spaces, degrees, a bad value")
    func csvFiles() async throws {
        for name in ["csv2geojson-simple.csv", "csv2geojson-semicolon.csv", "csv2geojson-tabs.tsv", "csv2geojson-space-column.csv"] {
            let reading = try await read(name)
            #expect(reading.entries == [ImportEntry(name: "3", latitude: 1, longitude: 2, position: TransferPosition(entry: 1, line: 2))], "\(name)")
        }
        let degrees = try await read("csv2geojson-degrees.csv")
        #expect(degrees.entries.map { [$0.latitude, $0.longitude] } == [[23, -26]])
        let bad = try await read("csv2geojson-bad-coordinate.csv")
        #expect(bad.entries.isEmpty)
        #expect(bad.skipped.count == 1)
        let omnivore = try await read("leaflet-omnivore.csv")
        #expect(omnivore.entries.map(\.name) == ["Hello World"])
    }
}
