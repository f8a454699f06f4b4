import PlacesDomain
import Testing

@Suite struct SearchTests {
    private static func place(_ name: String?, origin: LocationOrigin = .feed) -> Location {
        Location(name: name, coordinate: try! Coordinate(latitude: 10, longitude: 20), origin: origin)
    }

    private let catalog = LocationCatalog(
        feed: ["Amsterdam", "Zürich", "São Paulo", nil, "Copenhagen", "ISTANBUL", "Zurich"].map { place($0) },
        custom: [place("Copenhagen Harbour", origin: .custom)]
    )

    @Test("search ignores case and diacritics, both ways", arguments: [
        ("zurich", [2, 7]), ("ZÜRICH", [2, 7]), ("SAO", [3]), ("são", [3]), ("istanbul", [6]), ("İstanbul", [6]),
        ("paulo", [3]), ("  cop ", [5, 8]), ("ams", [1]), ("xyz", []), ("Sa\u{303}o", [3]), ("zu\u{308}r", [2, 7]),
    ])
    func folds(query: String, numbers: [Int]) {
        #expect(catalog.search(query) == numbers)
    }

    @Test("an empty query matches every location, named or not")
    func emptyQuery() {
        #expect(catalog.search("") == Array(1...8))
        #expect(catalog.search("   ") == Array(1...8))
    }

    @Test("an unnamed location never matches a non-empty query")
    func unnamedNeverMatches() {
        for query in ["a", "unnamed", "location", "40"] {
            #expect(!catalog.search(query).contains(4))
        }
    }

    @Test("a match never spans two names")
    func noCrossNameMatches() {
        // "Amsterdam" + "Zürich" are stored end to end as "amsterdamzurich".
        #expect(catalog.search("damzu").isEmpty)
    }

    @Test("numbers are positions in the full list, custom locations after the feed")
    func numbering() {
        #expect(catalog.location(number: 1)?.name == "Amsterdam")
        #expect(catalog.location(number: 8)?.origin == .custom)
        #expect(catalog.location(number: 0) == nil)
        #expect(catalog.location(number: 9) == nil)
        #expect(catalog.numbers == 1...8)
        #expect(catalog.feedCount == 7)
    }

    @Test("an exact name wins over longer matches")
    func exactWins() {
        #expect(catalog.resolve(name: "copenhagen") == .found(5))
        #expect(catalog.resolve(name: "harbour") == .found(8))
    }

    @Test("several matches are returned for the person to choose")
    func ambiguous() {
        #expect(catalog.resolve(name: "zurich") == .ambiguous([2, 7]))
        #expect(catalog.resolve(name: "o") == .ambiguous([3, 5, 8]))
    }

    @Test("no match suggests the closest names")
    func suggestions() {
        #expect(catalog.resolve(name: "Amstredam") == .notFound(suggestions: [1]))
        #expect(catalog.resolve(name: "Copenhagn") == .notFound(suggestions: [5]))
        #expect(catalog.resolve(name: "qqqqqqqqqqqq") == .notFound(suggestions: []))
    }

    @Test("a name that folds to nothing still matches only named locations")
    func combiningMarkOnly() {
        // U+0301 alone folds away; it behaves like an empty substring, which every name contains.
        let index = SearchIndex(names: ["a", nil, "b"])
        #expect(index.positions(matching: "\u{301}") == [0, 2])
    }
}
