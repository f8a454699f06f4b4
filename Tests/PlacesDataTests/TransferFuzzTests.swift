import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// Mutated and random files for every reader: never a crash or a hang; every answer is either a typed failure or
/// a reading whose positions lie inside the file. Seeds come from FuzzBudget, so a failure reproduces.
@Suite struct TransferFuzzTests {
    private static let fixtures = [
        "real/google-earth-seven-wonders.kml", "real/gpxpy-all-fields.gpx", "real/togeojson-two-points.geojson",
        "real/osmand-favourites.gpx", "hostile/cdata-and-references.kml", "hostile/numbers.geojson",
        "hostile/quoting.csv", "hostile/excel-semicolon.csv", "hostile/utf16le.gpx", "hostile/numbers.gpx",
    ]

    private static func check(_ bytes: [UInt8], format: TransferFormat?) {
        let lines = bytes.reduce(1) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
        guard let reading = try? LocationFile.decode(Data(bytes), format: format) else { return }
        let positions = reading.entries.map(\.position) + reading.skipped.map(\.position)
        for position in positions {
            #expect(position.entry >= 1 && position.line >= 1 && position.line <= lines, "\(position) in \(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(Set(reading.entries.map(\.position.entry)).isDisjoint(with: reading.skipped.map(\.position.entry)))
    }

    @Test("mutated real and hostile files: flips, insertions, deletions, truncation, in every format", arguments: 0..<4)
    func mutations(seed: UInt64) throws {
        var random = SeededGenerator(seed: FuzzBudget.seed &+ 0x7A5F &+ seed)
        let bases = try Self.fixtures.map { try [UInt8](Fixtures.data("transfer/" + $0)) }
        let alphabet = Array("<>/=\"'&;#x![]CDATA-,.\r\n\t 0123456789eE{}:".utf8) + [0x00, 0x80, 0xC3, 0xEF, 0xFE, 0xFF]
        for _ in 0..<FuzzBudget.iterations(default: 1_600) / 4 {
            var bytes = bases.randomElement(using: &random) ?? []
            mutateBytes(&bytes, with: alphabet, times: 1...4, using: &random)
            Self.check(bytes, format: nil)
            Self.check(bytes, format: TransferFormat.allCases.randomElement(using: &random))
        }
    }

    @Test("random bytes from each format's alphabet")
    func randomBytes() {
        var random = SeededGenerator(seed: FuzzBudget.seed &+ 0x5EED5)
        let alphabets: [TransferFormat: [UInt8]] = [
            .gpx: Array("<gpx wpt lat=\"1\" lon=\"2\"><name>&amp;&#x41;<![CDATA[]]><!-- --></>\r\n".utf8),
            .kml: Array("<kml Placemark Point coordinates name>1,2,3 </-\r\n<![CDATA[&lt;".utf8),
            .geojson: Array("{}[]\":,0123456789.-eE type Feature geometry Point coordinates properties name null".utf8),
            .csv: Array("name,lat;lon\t|\"\r\n52.3 4,8 °N'sep=".utf8),
        ]
        for _ in 0..<FuzzBudget.iterations(default: 2_000) {
            let format = TransferFormat.allCases.randomElement(using: &random) ?? .csv
            let alphabet = (alphabets[format] ?? []) + [0x00, 0x80, 0xFF]
            let bytes = (0..<Int.random(in: 0..<200, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? 0 }
            Self.check(bytes, format: format)
        }
    }
}
