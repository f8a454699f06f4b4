@testable import PlacesDomain
import PlacesTestSupport
import Testing

/// The index (class bit sets, pair classes) and the scan a single search uses against the plain definition of a
/// match: the folded query is a substring of the folded name.
@Suite struct SearchIndexPropertyTests {
    private static let alphabet: [String] = [
        "a", "b", "e", "k", "o", "s", "t", "y", " ", "-", "'", "1", "é", "Ü", "ß", "ø", "東", "京", "ı", "İ", "\u{301}", "ﬁ", "ST",
    ]

    private func randomName(_ random: inout SeededGenerator) -> String? {
        if Int.random(in: 0..<20, using: &random) == 0 { return nil }
        return (0..<Int.random(in: 0...9, using: &random)).map { _ in Self.alphabet.randomElement(using: &random) ?? "a" }.joined()
    }

    private func naive(_ folded: [[UInt8]?], _ query: String) -> [Int] {
        var folding = SearchFolding()
        guard let trimmed = Location.normalizedName(query) else { return Array(folded.indices) }
        let needle = folding.fold(trimmed)
        return folded.indices.filter { index in
            guard let haystack = folded[index] else { return false }
            if needle.isEmpty { return true }
            guard haystack.count >= needle.count else { return false }
            var start = 0
            while start + needle.count <= haystack.count {
                var offset = 0
                while offset < needle.count && haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
                start += 1
            }
            return false
        }
    }

    @Test("matches the plain definition on a small list and on one large enough to be folded in slices", arguments: [300, 30_000])
    func matchesDefinition(count: Int) {
        var random = SeededGenerator(seed: UInt64(count))
        let names = (0..<count).map { _ in randomName(&random) }
        let locations = names.map { Location(name: $0, coordinate: try! Coordinate(latitude: 0, longitude: 0)) }
        let normalized = locations.map(\.name)
        // One list whose index is built before the first search, so every search reads the bit sets.
        let indexed = IndexedLocations(locations)
        indexed.prepareSearch()
        let catalog = LocationCatalog(feed: indexed)
        let small = SearchIndex(names: normalized)
        var queries = ["", " ", "a", "e", "st", "ST", "ke", "yo", "东", "京", "é", "E\u{301}", "ss", "fi", "ı", "i", "-", "1", "\u{301}"]
        for _ in 0..<(count > 1_000 ? 8 : 60) {
            queries.append((0..<Int.random(in: 1...3, using: &random)).map { _ in Self.alphabet.randomElement(using: &random) ?? "a" }.joined())
        }
        var folding = SearchFolding()
        let folded = normalized.map { $0.map { folding.fold($0) } }
        for query in queries {
            let expected = naive(folded, query)
            #expect(catalog.search(query).map(\.number) == expected.map { $0 + 1 }, "query \(query.debugDescription)")
            // A new list's first search reads every folded name instead.
            let scanned = LocationCatalog(feed: locations).search(query).map(\.number)
            #expect(scanned == expected.map { $0 + 1 }, "scanning, query \(query.debugDescription)")
            #expect(small.positions(matching: query) == expected, "query \(query.debugDescription)")
        }
    }
}
