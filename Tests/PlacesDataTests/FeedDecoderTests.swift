import Foundation
@testable import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

@Suite struct FeedDecoderTests {
    private func decode(_ fixture: String) throws -> DecodedFeed {
        try FeedDecoder.decode(try Fixtures.data(fixture))
    }

    private func decode(text: String) throws(FeedFailure) -> DecodedFeed {
        try FeedDecoder.decode(Data(text.utf8))
    }

    @Test("reads the feed as served today, unnamed entry included")
    func realFeed() throws {
        let result = try decode("locations.json")
        #expect(result.locations.map(\.name) == ["Amsterdam", "Mumbai", "Copenhagen", nil])
        #expect(result.locations[0].coordinate == (try Coordinate(latitude: 52.3547498, longitude: 4.8339215)))
        #expect(result.locations[3].coordinate == (try Coordinate(latitude: 40.4380638, longitude: -3.7495758)))
        #expect(result.skippedEntries == 0)
        #expect(result.locations.allSatisfy { $0.origin == .feed })
    }

    @Test("a document that is a slice of a larger buffer reads its names from its own first byte, as it was parsed")
    func documentInASlice() throws {
        // The names stay in the document and are read when their entries are: a `Data` slice's indices start where
        // the slice does, the parser's offsets at 0. Other names around the slice show a name read from the wrong place.
        let text = #"[{"name":"Zürich","lat":1,"long":2},{"lat":3,"long":4,"name":"Oslo"}]"#
        let junk = Data(#"{"name":"not this","lat":5,"long":6}"#.utf8)
        let whole = junk + Data(text.utf8) + junk
        let slice = whole[junk.count..<(junk.count + text.utf8.count)]
        #expect(slice.startIndex == junk.count)
        let decoded = try FeedDecoder.decode(slice)
        #expect(decoded.locations.map(\.name) == ["Zürich", "Oslo"])
        #expect(decoded == (try decode(text: text)))
        // With a byte order mark, the decoder parses a slice of that slice: the same names.
        let marked = junk + Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8) + junk
        let markedSlice = marked[junk.count..<(junk.count + 3 + text.utf8.count)]
        #expect(try FeedDecoder.decode(markedSlice) == decoded)
    }

    @Test("reads the earlier top-level array shape the same way")
    func arrayShape() throws {
        #expect(try decode("locations-array.json") == (try decode("locations.json")))
    }

    @Test("skips entries with missing, mistyped or out-of-range coordinates and counts them")
    func skipsEntries() throws {
        let result = try decode("skipped-entries.json")
        #expect(result.locations.map(\.name) == ["Valid", nil, nil, nil, nil, "Trimmed", "First wins"])
        #expect(result.skippedEntries == 11)
        #expect(result.locations[6].coordinate == (try Coordinate(latitude: 3, longitude: 5)))
        #expect(result.locations[1].coordinate == (try Coordinate(latitude: -90, longitude: 180)))
    }

    @Test("skips numbers a Double cannot hold instead of rejecting the whole feed")
    func unrepresentableNumbers() throws {
        let result = try decode("unrepresentable-numbers.json")
        #expect(result.locations.map(\.name) == ["Denormal is fine", "Unused overflow is fine"])
        #expect(result.skippedEntries == 2)
    }

    @Test("decodes escapes, surrogate pairs and raw UTF-8 in names")
    func unicodeNames() throws {
        let names = try decode("unicode-names.json").locations.map(\.name)
        #expect(names == [
            "Zürich", "São Paulo", "東京", "Emoji 🌍", "Quote \" backslash \\ slash / tab \t end", "Ko\u{308}ln",
            "القاهرة", "Reykjavík",
        ])
    }

    @Test("names kept as places in the document read, fold and trim as the names JSONDecoder makes")
    func namesKeptInTheDocument() throws {
        // Raw text (kept in the document unless an end is white space), escaped text (made while parsing), blank and
        // mistyped names, a repeated key, non-ASCII white space and a combining mark at the ends.
        let names = [
            #""Oslo""#, #""  Oslo  ""#, "\"\u{A0}Zürich\u{3000}\"", #""""#, #""   ""#, #""東京""#, "\"Ko\u{308}ln\"",
            #""\u00e9t\u00e9""#, #""\u2003""#, "\"\u{301}Accent first\"", "\"Ends in DEL\u{7F}\"", "5", "null",
            #""First", "name": "Second""#, "\"\u{1F30D} Earth\"", #""Tab\tinside""#,
        ]
        let text = "[" + names.enumerated().map { #"{"name": \#($1), "lat": \#($0), "long": 1}"# }.joined(separator: ",") + "]"
        let ours = try decode(text: text)
        #expect(ours == (try JSONDecoderOracle.decode(Data(text.utf8))))
        #expect(ours.locations.map(\.name) == [
            "Oslo", "Oslo", "Zürich", nil, nil, "東京", "Ko\u{308}ln", "été", nil, "\u{301}Accent first", "Ends in DEL\u{7F}",
            nil, nil, "First", "\u{1F30D} Earth", "Tab\tinside",
        ])
        let catalog = LocationCatalog(feed: ours.locations, names: BitSetIndexer().index(ours.locations))
        #expect(catalog.numbers(matching: "zurich") == [3])
        #expect(catalog.numbers(matching: "koln") == [7])
        #expect(catalog.numbers(matching: "ete") == [8])
    }

    @Test("reads 0e1 as zero, as RFC 8259 allows, where JSONDecoder refuses it")
    func zeroWithExponent() throws {
        // A deliberate, documented difference: swift-foundation 6.3's JSONDecoder rejects "0e1" and "0E1" (but not
        // "0e99999" or "-0E1"); the grammar allows them all.
        let result = try decode(text: #"[{"lat": 0e1, "long": 0E1}, {"lat": -0E1, "long": 0e99999}]"#)
        #expect(result.locations.map(\.coordinate) == [try Coordinate(latitude: 0, longitude: 0), try Coordinate(latitude: 0, longitude: 0)])
        let reference = try JSONDecoderOracle.decode(Data(#"[{"lat": 0e1, "long": 0}]"#.utf8))
        #expect(reference.skippedEntries == 1)
    }

    @Test("an empty list is a feed with no locations")
    func emptyList() throws {
        #expect(try decode("empty-list.json") == DecodedFeed(locations: [], skippedEntries: 0))
        #expect(try decode(text: "[]") == DecodedFeed(locations: [], skippedEntries: 0))
    }

    @Test("JSON of another shape is not a feed", arguments: [
        #"{"places": []}"#, #"{"locations": {}}"#, #"{"locations": null}"#, #"{"locations": 5, "locations": []}"#,
        "{}", "5", "\"text\"", "null", "true",
    ])
    func notAFeed(text: String) {
        #expect(throws: FeedFailure.notAFeed) { try decode(text: text) }
    }

    @Test("invalid JSON is rejected with the offset of the first bad byte", arguments: [
        ("", 0), ("   ", 3), ("{", 1), ("[1,]", 3), ("[1 2]", 3), (#"{"locations": [}"#, 15), ("[01]", 2),
        ("[1.]", 3), ("[.5]", 1), ("[-]", 2), ("[1e]", 3), ("[+1]", 1), ("[tru]", 1), ("[TRUE]", 1), ("[nul]", 1),
        ("[\"\u{1}\"]", 2), (#"["\a"]"#, 3), (#"["\u12"]"#, 6), (#"["\ud800"]"#, 8), (#"["\udc00"]"#, 8),
        (#"["\ud800\u0041"]"#, 14), ("[1] x", 4), ("[1]\u{0}", 3), ("\u{C}[]", 0), (#"{1: 2}"#, 1),
        (#"{"a" 1}"#, 5), (#"{"a": 1,}"#, 8), ("[\"abc", 5),
    ])
    func invalidJSON(text: String, offset: Int) {
        #expect(throws: FeedFailure.invalidJSON(byteOffset: offset)) { try decode(text: text) }
    }

    @Test("invalid UTF-8 anywhere is rejected", arguments: [
        [0x5B, 0x22, 0xFF, 0x22, 0x5D], [0x5B, 0x22, 0xC0, 0x80, 0x22, 0x5D], [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D],
        [0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D], [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], [0x5B, 0x5D, 0xFF],
    ] as [[UInt8]])
    func invalidUTF8(bytes: [UInt8]) {
        #expect(throws: (any Error).self) { try FeedDecoder.decode(Data(bytes)) }
    }

    @Test("nesting deeper than 512 levels is refused, as JSONDecoder refuses it")
    func depthLimit() throws {
        func document(depth: Int) -> Data {
            Data(("{\"x\":" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + ",\"locations\":[]}").utf8)
        }
        #expect(throws: Never.self) { try FeedDecoder.decode(document(depth: 511)) }
        #expect(throws: FeedFailure.self) { try FeedDecoder.decode(document(depth: 512)) }
        // A million open brackets must fail fast rather than overflow the stack.
        #expect(throws: FeedFailure.self) { try FeedDecoder.decode(Data(String(repeating: "[", count: 1_000_000).utf8)) }
        #expect(throws: (any Error).self) { try JSONDecoderOracle.decode(document(depth: 512)) }
    }

    @Test("reads UTF-16 and UTF-32 documents and skips a UTF-8 byte order mark, like JSONDecoder")
    func encodings() throws {
        let text = try String(decoding: Fixtures.data("unicode-names.json"), as: UTF8.self)
        let expected = try decode("unicode-names.json")
        let encodings: [String.Encoding] = [.utf16, .utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian]
        for encoding in encodings {
            let data = try #require(text.data(using: encoding))
            #expect(try FeedDecoder.decode(data) == expected, "\(encoding)")
            #expect(try JSONDecoderOracle.decode(data) == expected, "\(encoding)")
        }
        #expect(try FeedDecoder.decode(Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)) == expected)
    }

    @Test("matches JSONDecoder on every fixture that JSONDecoder accepts", arguments: [
        "locations.json", "locations-array.json", "skipped-entries.json", "unicode-names.json", "empty-list.json",
        "hostile-names.json",
    ])
    func differentialFixtures(fixture: String) throws {
        let data = try Fixtures.data(fixture)
        #expect(try FeedDecoder.decode(data) == JSONDecoderOracle.decode(data))
    }

    @Test("rejects every fixture that JSONDecoder rejects", arguments: ["truncated.json", "captive-portal.html", "not-a-feed.json"])
    func differentialRejections(fixture: String) throws {
        let data = try Fixtures.data(fixture)
        #expect(throws: (any Error).self) { try JSONDecoderOracle.decode(data) }
        #expect(throws: FeedFailure.self) { try FeedDecoder.decode(data) }
    }

    @Test(
        "matches JSONDecoder on world-places.json (234,908 places)",
        .enabled(if: Fixtures.worldPlaces != nil, "../shared/data/world-places.json is not present beside this checkout")
    )
    func differentialWorld() throws {
        let url = try #require(Fixtures.worldPlaces)
        let data = try Data(contentsOf: url)
        let ours = try FeedDecoder.decode(data)
        let reference = try JSONDecoderOracle.decode(data)
        #expect(ours.locations.count == reference.locations.count)
        #expect(ours.skippedEntries == reference.skippedEntries)
        #expect(ours == reference)
    }

    @Test("numbers at the edges of the plain decimal path decode exactly as JSONDecoder decodes them")
    func plainDecimalEdges() throws {
        // Coordinates like 52.3547498 take a shorter path; each of these sits at one of its limits (19 digits,
        // 2^53, 22 fraction digits, leading zeros, negative zero, an exponent) or just past it.
        let numbers = [
            "0", "-0", "0.0", "-0.0", "7", "-7.25", "0.000000000000000000001", "1.2345678901234567890",
            "12.34567890123456789", "90.00000000000000000000", "9.007199254740992", "9.007199254740993",
            "179.9999999999999999", "0.9007199254740993", "1.0000000000000000000000001", "4.0000000000000000000009",
            "12e-1", "12.5E+1", "0.1e1", "-179.99999999999999999", "45.0000000000000000000000000000001",
        ]
        let text = "[" + numbers.map { #"{"lat": 0.5, "long": \#($0)}"# }.joined(separator: ",") + "]"
        let reference = try JSONDecoderOracle.decode(Data(text.utf8))
        let ours = try decode(text: text)
        #expect(ours.locations.count == numbers.count)
        #expect(ours == reference)
        for number in numbers { #expect(Double(number) != nil) }
        for (number, location) in zip(numbers, ours.locations) {
            #expect(location.coordinate.longitude == Double(number), "\(number)")
        }
        for broken in ["-", "1.", "-.5", "01", "1.e5", "1e", "--1", "1.5.5"] {
            #expect(throws: FeedFailure.self, "\(broken)") {
                try decode(text: #"[{"lat": 0.5, "long": \#(broken)}]"#)
            }
        }
    }
}
