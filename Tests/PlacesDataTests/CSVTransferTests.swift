import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// CSV as spreadsheets write it: quoting, separators, headers, encodings and line ends, values as `add` reads them.
@Suite struct CSVTransferTests {
    private func read(_ text: String) throws -> TransferReading {
        try LocationFile.decode(Data(text.utf8), format: .csv)
    }

    private func hostile(_ name: String) throws -> TransferReading {
        try LocationFile.decode(Fixtures.data("transfer/hostile/" + name), format: .csv)
    }

    @Test("RFC 4180 quoting: commas, doubled quotes and line breaks inside quotes; positions count physical lines")
    func quoting() throws {
        let reading = try hostile("quoting.csv")
        #expect(reading.entries.map(\.name) == [
            "Comma, in a name", "Quote \"inside\"", "Line\nbreak", "Spaces before the quote", "",
            "Unquoted \"quote\" inside", "Extra cells", "After two blank lines",
        ])
        #expect(reading.entries.map(\.position.line) == [2, 3, 4, 6, 7, 8, 12, 15])
        #expect(reading.entries.map(\.position.entry) == [1, 2, 3, 4, 5, 6, 9, 10])
        #expect(reading.skipped == [
            ImportSkip(position: TransferPosition(entry: 7, line: 9), reason: .malformedQuotes),
            ImportSkip(position: TransferPosition(entry: 8, line: 11), reason: .noCoordinates),
        ])
    }

    @Test("Excel in a decimal-comma country: sep=; line, Dutch headers, decimal commas, CRLF")
    func excelSemicolon() throws {
        let reading = try hostile("excel-semicolon.csv")
        #expect(reading.entries == [
            ImportEntry(name: "Café „De Druif”", latitude: 52.3714, longitude: 4.9075, position: TransferPosition(entry: 1, line: 3)),
            ImportEntry(name: "Punt; met puntkomma", latitude: 52.37, longitude: 4.89, position: TransferPosition(entry: 2, line: 4)),
        ])
    }

    @Test("a byte order mark, headers with units, a quoted line break in another column, CRLF")
    func excelBOM() throws {
        let reading = try hostile("excel-bom-crlf.csv")
        #expect(reading.entries.map(\.name) == ["Amsterdam", "München"])
        #expect(reading.entries.map(\.position.line) == [2, 3])
        #expect(reading.entries[0].latitude == 52.3547498 && reading.entries[0].longitude == 4.8339215)
    }

    @Test("values as add reads them; out of range kept for the rules, which see the swap")
    func numbers() throws {
        let reading = try hostile("numbers.csv")
        let byName = Dictionary(uniqueKeysWithValues: reading.entries.map { ($0.name ?? "", $0) })
        #expect(byName["Degrees"]?.latitude == (try CoordinateTextParser.latitude(from: "52°22'23\"N")))
        #expect(byName["Degrees"]?.longitude == (try CoordinateTextParser.longitude(from: "4°53'33\"E")))
        #expect(byName["Hemispheres"].map { [$0.latitude, $0.longitude] } == [52.3731, 4.8926])
        #expect(byName["Latitude 91"]?.latitude == 91)
        #expect(byName["Swapped"]?.latitude == 151.2093)
        let skipped = Dictionary(uniqueKeysWithValues: reading.skipped.map { ($0.position.entry, $0.reason) })
        #expect(skipped[9] == .noCoordinates)
        // `1e999` is a number too large for a Double, read as GPX and KML read it: infinity, which the rules refuse.
        #expect(byName["Too large"]?.latitude == .infinity)
        for entry in [1, 2, 3, 10, 11] {
            guard case .coordinate = skipped[entry] else {
                Issue.record("row \(entry): \(String(describing: skipped[entry]))")
                continue
            }
        }
        let result = ImportLocations.review(reading, existing: [])
        #expect(result.additions.map(\.name) == ["Degrees", "Hemispheres"])
        #expect(result.skipped.contains(ImportSkip(position: TransferPosition(entry: 6, line: 7), reason: .swappedCoordinates(latitude: 151.2093, longitude: -33.8688))))
    }

    @Test("numbers with an exponent, as pandas writes them, read as GPX and KML read them; a hemisphere letter is still one")
    func exponents() throws {
        let reading = try read("name,lat,lon\nFifty,5e1,1e-05\nSigned,+5.2E+1,-4.5e0\nHemispheres,52N,5E\nBroken,5e,4\n")
        #expect(reading.entries.map(\.name) == ["Fifty", "Signed", "Hemispheres"])
        #expect(reading.entries.map(\.latitude) == [50, 52, 52])
        #expect(reading.entries.map(\.longitude) == [0.00001, -4.5, 5])
        #expect(reading.skipped.map(\.position.entry) == [4])
    }

    @Test("a coordinates column read like add's argument, and WKT points from My Maps and QGIS")
    func combinedColumns() throws {
        let pasted = try hostile("coordinates-column.csv")
        #expect(pasted.entries.map(\.name) == ["Pasted from Google Maps", "Degrees", "geo URI"])
        #expect(pasted.entries[0].latitude == 52.3731 && pasted.entries[2].longitude == 4.8926)
        let wkt = try hostile("wkt.csv")
        #expect(wkt.entries.map(\.name) == ["Dam", "High"])
        #expect(wkt.entries[0].latitude == 52.3731 && wkt.entries[0].longitude == 4.8926)
        #expect(wkt.skipped.map(\.reason) == [.notAPoint(geometry: "LINESTRING"), .noCoordinates])
    }

    @Test("headers: variants recognised, none refused with what was found, two of one role refused")
    func headers() throws {
        for header in ["lat,lng,title", "Latitude,Longitude,Name", "LAT;LONG;NAME", "y_lat|x_lon|naam", "latitude_deg,longitude_deg,label"] {
            let separator = header.contains(";") ? ";" : header.contains("|") ? "|" : ","
            let text = header + "\n" + ["52.5", "4.5", "Here"].joined(separator: separator) + "\n"
            if header.hasPrefix("y_lat") {
                #expect(throws: TransferFailure.self) { try read(text) }
            } else {
                #expect(try read(text).entries.map(\.name) == ["Here"], "\(header)")
            }
        }
        #expect(throws: TransferFailure.missingCSVHeader(found: ["place", "description"])) { try hostile("no-coordinate-columns.csv") }
        #expect(throws: TransferFailure.ambiguousCSVColumns("lat", "latitude")) { try hostile("ambiguous-columns.csv") }
        #expect(throws: TransferFailure.missingCSVHeader(found: ["Amsterdam", "52.37", "4.89"])) { try read("Amsterdam,52.37,4.89\n") }
        #expect(try read("name,title,lat,lon\nThe name,The title,1,2\n").entries.map(\.name) == ["The name"])
        #expect(try read("title,lat,lon,name\nThe title,1,2,The name\n").entries.map(\.name) == ["The name"])
        #expect(try read("lat,lon\n1,2\n").entries.map(\.name) == [nil])
    }

    @Test("a quote that never closes is refused with the line it opened on; so is invalid UTF-8")
    func refusals() throws {
        #expect(throws: TransferFailure.unterminatedQuote(line: 2)) { try hostile("unterminated-quote.csv") }
        #expect(throws: TransferFailure.invalidText(line: 3)) { try hostile("invalid-utf8.csv") }
    }

    @Test("line ends: LF, CRLF, a lone CR (old Mac), no final line end")
    func lineEnds() throws {
        for end in ["\n", "\r\n", "\r"] {
            let reading = try read(["name,lat,lon", "A,1,1", "B,2,2"].joined(separator: end))
            #expect(reading.entries.map(\.name) == ["A", "B"])
            #expect(reading.entries.map(\.position.line) == [2, 3])
        }
    }

    @Test("a formula a spreadsheet would run is guarded on export and unguarded on import, exactly")
    func formulas() throws {
        let names = ["=HYPERLINK(\"http://x\")", "+31 cafe", "-5 degrees", "@home", "'=already quoted", "''+two", "'s-Hertogenbosch", "Plain"]
        let locations = names.map { Location(name: $0, coordinate: try! Coordinate(latitude: 1, longitude: 2), origin: .custom) }
        let encoded = LocationFile.encode(locations, as: .csv)
        let text = String(decoding: encoded.data, as: UTF8.self)
        #expect(text.contains("\r\n\"'=HYPERLINK(\"\"http://x\"\")\",1,2\r\n"))
        #expect(text.contains("\r\n'+31 cafe,"))
        #expect(text.contains("\r\n''=already quoted,"))
        #expect(text.contains("\r\n's-Hertogenbosch,"))
        #expect(try LocationFile.decode(encoded.data).entries.map(\.name) == names)
    }

    @Test("a 10 MB single line is one field, read without trouble")
    func hugeLine() throws {
        let name = String(repeating: "x", count: 10 << 20)
        let reading = try read("name,lat,lon\n\(name),1,2\n")
        #expect(reading.entries.first?.name?.utf8.count == 10 << 20)
        let noBreaks = try read("name,lat,lon\n" + String(repeating: "a,", count: 1 << 20))
        #expect(noBreaks.skipped.count == 1)
    }
}
