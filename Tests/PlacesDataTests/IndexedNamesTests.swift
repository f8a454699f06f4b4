@testable import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// The data layer's name index answers exactly as Domain's plain `FoldedNames` does: in parts folded on several
/// threads, by its first search (which reads every name) and by every later one (which reads the bit sets).
@Suite struct IndexedNamesTests {
    private static let alphabet: [String] = [
        "a", "b", "e", "k", "o", "s", "t", "y", " ", "-", "'", "1", "é", "Ü", "ß", "ø", "東", "京", "ı", "İ", "\u{301}", "ﬁ", "ST",
    ]

    private static func locations(_ count: Int, _ random: inout SeededGenerator) -> [Location] {
        (0..<count).map { _ in
            let name: String? = Int.random(in: 0..<20, using: &random) == 0
                ? nil
                : (0..<Int.random(in: 0...9, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" }.joined()
            return Location(name: name, coordinate: try! Coordinate(latitude: 0, longitude: 0))
        }
    }

    private static func queries(_ random: inout SeededGenerator) -> [String] {
        var queries = ["a", "e", "st", "ST", "ke", "yo", "东", "京", "é", "E\u{301}", "ss", "fi", "ı", "i", "-", "1", "\u{301}"]
        for _ in 0..<40 {
            queries.append((0..<Int.random(in: 1...3, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" }.joined())
        }
        return queries
    }

    @Test("names, first searches and later searches are those of the plain folded names", arguments: [1, 2, 3])
    func sameAsPlain(parts: Int) throws {
        var random = SeededGenerator(seed: UInt64(parts))
        let locations = Self.locations(3_000, &random)
        let plain = FoldedNames(locations)
        let warm = IndexedNames(locations, partCount: parts)
        #expect(warm.parts.count == parts)
        #expect(warm.count == plain.count)
        for position in 0..<plain.count {
            #expect(warm.name(at: position) == plain.name(at: position))
            #expect(warm.isNamed(position) == plain.isNamed(position))
        }
        _ = warm.positions(containing: [0x61])
        // A blank query has no needle: the catalog answers it without asking the names.
        for query in Self.queries(&random) where !query.allSatisfy(\.isWhitespace) {
            let needle = try #require(FoldedNames.needle(for: query))
            let expected = plain.positions(containing: needle)
            // A fresh index's first search reads every name; the warm one's reads the bit sets.
            #expect(IndexedNames(locations, partCount: parts).positions(containing: needle) == expected, "scan, \(query.debugDescription)")
            #expect(warm.positions(containing: needle) == expected, "bit sets, \(query.debugDescription)")
        }
    }

    @Test("a catalog searches a feed indexed here and the user's own locations after it, as with Domain's index")
    func throughTheCatalog() throws {
        var random = SeededGenerator(seed: 7)
        let feed = Self.locations(2_000, &random)
        let custom = [Location(name: "Place 7 of mine", coordinate: try Coordinate(latitude: 1, longitude: 2), origin: .custom)]
        let fast = LocationCatalog(feed: feed, names: IndexedNames(feed, partCount: 2), custom: custom)
        let plain = LocationCatalog(feed: feed, custom: custom)
        for query in ["place", "a", "", "  ", "no such place", "e", "ø"] {
            // Twice: the first search reads the names, the second the bit sets.
            for _ in 0..<2 { #expect(fast.numbers(matching: query) == plain.numbers(matching: query), "\(query)") }
        }
        #expect(fast.numbers(matching: "of mine") == [2_001])
    }
}
