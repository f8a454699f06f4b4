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
        #expect(catalog.search(query).map(\.number) == numbers)
    }

    @Test("a match carries its location, so no second call is needed")
    func matchesCarryLocations() {
        let matches = catalog.search("zurich")
        #expect(matches.map(\.number) == [2, 7])
        #expect(matches.allSatisfy { catalog.location(number: $0.number) == $0.location })
    }

    @Test("an empty query matches every location, named or not")
    func emptyQuery() {
        #expect(catalog.search("").map(\.number) == Array(1...8))
        #expect(catalog.search("   ").map(\.number) == Array(1...8))
    }

    @Test("an unnamed location never matches a non-empty query")
    func unnamedNeverMatches() {
        for query in ["a", "unnamed", "location", "40"] {
            #expect(!catalog.search(query).contains { $0.number == 4 })
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
        let names = FoldedNames(names: ["a", nil, "b"])
        #expect(names.positions(containing: FoldedNames.needle(for: "\u{301}") ?? [0xFF]) == [0, 2])
    }
}

@Suite struct DistanceTests {
    @Test("great-circle distances are right to within half a percent")
    func distances() throws {
        let amsterdam = try Coordinate(latitude: 52.3676, longitude: 4.9041)
        let copenhagen = try Coordinate(latitude: 55.6761, longitude: 12.5683)
        #expect(abs(amsterdam.distance(to: copenhagen) - 621_000) < 3_000)
        #expect(amsterdam.distance(to: amsterdam) == 0)
        let pole = try Coordinate(latitude: 90, longitude: 0)
        let otherPole = try Coordinate(latitude: -90, longitude: 180)
        #expect(abs(pole.distance(to: otherPole) - Double.pi * Coordinate.earthRadius) < 1)
    }

    @Test("nearest returns the closest numbers in order, ties in list order")
    func nearest() throws {
        let places = [(0.0, 0.0), (0.0, 2.0), (0.0, 1.0), (0.0, -1.0), (10.0, 10.0)].map {
            Location(name: nil, coordinate: try! Coordinate(latitude: $0.0, longitude: $0.1))
        }
        let catalog = LocationCatalog(feed: places)
        let result = catalog.nearest(to: try Coordinate(latitude: 0, longitude: 0.1), limit: 3)
        #expect(result.map(\.number) == [1, 3, 4])
        #expect(catalog.nearest(to: try Coordinate(latitude: 0, longitude: 0), limit: 0).isEmpty)
        #expect(catalog.nearest(to: try Coordinate(latitude: 0, longitude: 0), limit: 10).count == 5)
    }
}

@Suite struct EditDistanceTests {
    @Test("insertions, deletions, substitutions and swapped neighbours each count one", arguments: [
        ("search", "serch", 1), ("list", "lsit", 1), ("amsterdam", "amstredam", 1), ("abc", "abc", 0), ("", "abc", 3),
        ("kitten", "sitting", 3), ("ca", "abc", 3),
    ])
    func distances(a: String, b: String, expected: Int) {
        #expect(EditDistance.between(Array(a.utf8), Array(b.utf8), limit: 10) == expected)
        #expect(EditDistance.between(Array(b.utf8), Array(a.utf8), limit: 10) == expected)
    }

    @Test("the command a typo meant: the only one it begins, else the one closest within 2; none when two are as close")
    func closest() {
        let names = ["list", "search", "open", "link", "nearby", "exit", "quit"]
        #expect(EditDistance.closest(to: "serch", among: names) == "search")
        #expect(EditDistance.closest(to: "lsit", among: names) == "list")
        #expect(EditDistance.closest(to: "nea", among: names) == "nearby")
        #expect(EditDistance.closest(to: "li", among: names) == nil, "list and link both begin with li")
        #expect(EditDistance.closest(to: "frobnicate", among: names) == nil)
        #expect(EditDistance.closest(to: "x", among: names) == nil)
    }
}
