import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// Files made to break a reader (Fixtures/transfer/hostile): each is refused with a typed failure and where, or
/// read with every unusable entry skipped and its reason — never loaded whole when too large, never expanded.
@Suite struct HostileTransferFileTests {
    private func read(_ name: String, format: TransferFormat? = nil) async throws -> TransferReading {
        try await LocationFile.read(path: Fixtures.url("transfer/hostile/" + name).path, format: format)
    }

    private func failure(_ name: String) async -> TransferFailure? {
        do {
            _ = try await LocationFile.read(path: Fixtures.url("transfer/hostile/" + name).path)
            return nil
        } catch {
            return error
        }
    }

    @Test("a billion laughs and an external entity are refused at the DOCTYPE, before any entity exists")
    func declarations() async {
        #expect(await failure("billion-laughs.gpx") == .malformedXML(line: 2, column: 1, problem: .declarationRefused))
        #expect(await failure("external-entity.kml") == .malformedXML(line: 2, column: 1, problem: .declarationRefused))
    }

    @Test("malformed XML says where and what: an undefined entity, a wrong end tag, a cut-off file, a control character")
    func malformed() async {
        #expect(await failure("undefined-entity.gpx") == .malformedXML(line: 4, column: 14, problem: .undefinedEntity("eacute")))
        #expect(await failure("mismatched-tags.kml") == .malformedXML(line: 11, column: 5, problem: .mismatchedTag(expected: "name", found: "Placemark")))
        #expect(await failure("truncated.gpx") == .malformedXML(line: 5, column: 1, problem: .unexpectedEnd))
        #expect(await failure("invalid-character-reference.gpx") == .malformedXML(line: 3, column: 37, problem: .invalidCharacterReference("&#x1B;")))
    }

    @Test("CDATA, the five entities, character references, prefixes, split text: names exactly as meant")
    func cdataAndReferences() async throws {
        let reading = try await read("cdata-and-references.kml")
        #expect(reading.entries.map(\.name) == [
            "Bar <b>\"De Druif\"</b> & co",
            "Café & Bar <Tabac> \"1\" '2' 🍺",
            "Split in three",
        ])
        #expect(reading.entries[0].longitude == 4.9075 && reading.entries[0].latitude == 52.3714)
        #expect(reading.skipped.map(\.reason) == [.notAPoint(geometry: "LineString"), .notAPoint(geometry: "MultiGeometry"), .noCoordinates])
    }

    @Test("UTF-16 with either byte order, a declared ISO-8859-1; an encoding Places does not read is named")
    func encodings() async throws {
        #expect(try await read("utf16le.gpx").entries.map(\.name) == ["Tour Eiffel ✓ 🗼"])
        #expect(try await read("utf16be.kml").entries.map(\.name) == ["Zürich"])
        #expect(try await read("utf16le-excel-unicode-text.txt").entries.map(\.name) == ["São Paulo"])
        #expect(try await read("latin1.gpx").entries.map(\.name) == ["Place Bellecour, Lyon é"])
        let windows1252 = Data("<?xml version='1.0' encoding='windows-1252'?><gpx><wpt lat='1' lon='2'><name>".utf8)
            + Data([0x80, 0x20, 0x93, 0x71, 0x94]) + Data("</name></wpt></gpx>".utf8)
        #expect(try LocationFile.decode(windows1252).entries.map(\.name) == ["€ “q”"])
        #expect(await failure("shift-jis.gpx") == .unsupportedEncoding("Shift_JIS"))
        #expect(await failure("invalid-utf8.csv") == .invalidText(line: 3))
    }

    @Test("a file of one format under another's name, and XML of another kind")
    func wrongKinds() async throws {
        #expect(await failure("kml-as-gpx.gpx") == .wrongDocument(expected: .gpx, found: "kml"))
        #expect(try await read("kml-as-gpx.gpx", format: .kml).entries.count == 1)
        #expect(await failure("other-xml.xml") == .unrecognizedContent)
    }

    @Test("GPX numbers: NaN, infinity, overflow, range, decimal commas, hexadecimal; route and track points are not places")
    func gpxNumbers() async throws {
        let reading = try await read("numbers.gpx")
        #expect(reading.ignoredPaths == 2)
        #expect(reading.entries.map(\.name) == ["Too large for a Double", "Latitude 91", "Longitude -180.5", "Spaces and a plus", "Exponents"])
        #expect(reading.entries[3].latitude == 52.3731 && reading.entries[3].longitude == 4.8926)
        #expect(reading.entries[4].latitude == 52.373 && reading.entries[4].longitude == 4.8926)
        #expect(reading.skipped.map(\.reason) == [
            .coordinate(.notANumber("NaN")), .coordinate(.notANumber("INF")), .coordinate(.notANumber("52,37")),
            .noCoordinates, .coordinate(.notANumber("0x34")),
        ])
        let result = ImportLocations.review(reading, existing: [])
        #expect(result.additions.map(\.name) == ["Spaces and a plus", "Exponents"])
        #expect(result.skipped.map(\.reason).contains(.coordinate(.latitudeOutOfRange(.infinity))))
    }

    @Test("GeoJSON written latitude first: a latitude out of range that fits swapped is reported as swapped")
    func lonLatOrder() async throws {
        let result = ImportLocations.review(try await read("lonlat-order.geojson"), existing: [])
        #expect(result.skipped.map(\.reason) == [.swappedCoordinates(latitude: 151.2093, longitude: -33.8688)])
        // Amsterdam written the wrong way round is still a point on Earth (in the Indian Ocean): no rule can tell.
        #expect(result.additions.count == 2)
    }

    @Test("GeoJSON numbers and shapes: each feature's reason, members in any order, Takeout's nested name")
    func geojsonShapes() async throws {
        let reading = try await read("numbers.geojson")
        #expect(reading.entries.map(\.name) == ["Members in any order", "Latitude 91", "Takeout's nested name", nil])
        #expect(reading.entries.last?.latitude == 0 && reading.entries.last?.longitude.sign == .minus)
        #expect(reading.skipped.map(\.reason) == [
            .coordinate(.notANumber("1e999")),
            .coordinate(.notANumber("\"4.89\"")),
            .coordinate(.missingLongitude),
            .noCoordinates,
            .noCoordinates,
            .notAPoint(geometry: "MultiPoint"),
            .notAPoint(geometry: "Polygon"),
            .notAFeature,
        ])
        #expect(reading.skipped.map(\.position.line) == [4, 6, 7, 8, 9, 10, 11, 12])
        let result = ImportLocations.review(reading, existing: [])
        #expect(result.additions.last?.coordinate.longitude.sign == .plus)
    }

    @Test("JSON that is not JSON (NaN) or not GeoJSON, an empty file, a KMZ")
    func notGeoJSON() throws {
        #expect(throws: TransferFailure.malformedJSON(line: 1, column: 110)) {
            try LocationFile.decode(Fixtures.data("transfer/hostile/nan.geojson"))
        }
        #expect(throws: TransferFailure.notGeoJSON) { try LocationFile.decode(Data(#"{"locations": []}"#.utf8)) }
        #expect(throws: TransferFailure.notGeoJSON) { try LocationFile.decode(Data("[1, 2]".utf8)) }
        #expect(throws: TransferFailure.empty) { try LocationFile.decode(Data(" \r\n\t".utf8)) }
        #expect(throws: TransferFailure.empty) { try LocationFile.decode(Data([0xEF, 0xBB, 0xBF])) }
        #expect(throws: TransferFailure.compressed) { try LocationFile.decode(Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00])) }
    }

    @Test("elements nested deeper than 256 are refused; 256 are read")
    func depth() throws {
        func kml(depth: Int) -> Data {
            let open = String(repeating: "<Folder>", count: depth - 2)
            let close = String(repeating: "</Folder>", count: depth - 2)
            return Data("<kml>\(open)<Placemark></Placemark>\(close)</kml>".utf8)
        }
        #expect(try LocationFile.decode(kml(depth: 256), format: .kml).skipped.count == 1)
        #expect(throws: TransferFailure.malformedXML(line: 1, column: 5 + 8 * 255 + 1, problem: .tooDeep(limit: 256))) {
            try LocationFile.decode(kml(depth: 257), format: .kml)
        }
        let deepJSON = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        #expect(throws: TransferFailure.self) { try LocationFile.decode(deepJSON, format: .geojson) }
    }

    @Test("JSON nested 600 deep is refused as nested too deep, where the 513th level opens; 512 levels are JSON")
    func deepJSON() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.appending("deep.geojson")
        let deep = "{\"type\": \"FeatureCollection\", \"features\":\n" + String(repeating: "[", count: 599) + String(repeating: "]", count: 599) + "}"
        try Data(deep.utf8).write(to: URL(fileURLWithPath: path))
        await #expect(throws: TransferFailure.jsonTooDeep(line: 2, column: 512, limit: 512)) { try await LocationFile.read(path: path) }
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: TransferFailure.notGeoJSON) { try LocationFile.decode(Data(deepest.utf8), format: .geojson) }
    }

    @Test("well-formedness: duplicate attributes, text after the document, no document, bare ampersands, controls")
    func wellFormedness() {
        func problem(_ text: String) -> XMLProblem? {
            do {
                _ = try LocationFile.decode(Data(text.utf8), format: .gpx)
                return nil
            } catch {
                guard case .malformedXML(_, _, let problem) = error else { return nil }
                return problem
            }
        }
        #expect(problem(#"<gpx><wpt lat="1" lat="2" lon="3"/></gpx>"#) == .duplicateAttribute("lat"))
        #expect(problem("<gpx></gpx><gpx></gpx>") == .contentAfterRoot)
        #expect(problem("<gpx></gpx>text") == .contentAfterRoot)
        #expect(problem("<!-- only a comment -->") == .noRootElement)
        #expect(problem("<gpx><wpt lat=\"1\" lon=\"2\"><name>A & B</name></wpt></gpx>") == .unexpectedCharacter)
        #expect(problem("<gpx><wpt lat=\"1\" lon=\"2\"><name>\u{07}</name></wpt></gpx>") == .invalidCharacter)
        #expect(problem("<gpx><wpt lat=\"1<\" lon=\"2\"/></gpx>") == .unexpectedCharacter)
        #expect(problem("<gpx><wpt lat=1 lon=2/></gpx>") == .unexpectedCharacter)
        #expect(problem("<gpx><name>&#0;</name></gpx>") == .invalidCharacterReference("&#0;"))
        #expect(problem("<gpx><name>&#xD800;</name></gpx>") == .invalidCharacterReference("&#xD800;"))
        #expect(problem("<gpx><![CDATA[never closed") == .unexpectedEnd)
        #expect(problem("<gpx><!ENTITY x \"y\"></gpx>") == .declarationRefused)
        #expect(problem("</gpx>") == .unexpectedCharacter)
        #expect(problem("<gpx>") == .unexpectedEnd)
    }
}
