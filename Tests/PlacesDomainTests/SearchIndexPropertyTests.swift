@testable import PlacesDomain
import PlacesTestSupport
import Testing

/// Search against the plain definition of a match: the folded query is a substring of the folded name. The data
/// layer's faster index is held to the same answers (`IndexedNamesTests`).
@Suite struct SearchIndexPropertyTests {
    static let alphabet: [String] = [
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

    @Test("the catalog's search matches the plain definition", arguments: [300, 3_000])
    func matchesDefinition(count: Int) {
        var random = SeededGenerator(seed: UInt64(count))
        let locations = (0..<count).map { _ in Location(name: randomName(&random), coordinate: try! Coordinate(latitude: 0, longitude: 0)) }
        let catalog = LocationCatalog(feed: locations)
        var folding = SearchFolding()
        let folded = locations.map { $0.name.map { folding.fold($0) } }
        for query in Self.queries(&random) {
            #expect(catalog.search(query).map(\.number) == naive(folded, query).map { $0 + 1 }, "query \(query.debugDescription)")
        }
    }

    /// Queries of the names' own letters: some match many names, some few, some none.
    static func queries(_ random: inout SeededGenerator) -> [String] {
        var queries = ["", " ", "a", "e", "st", "ST", "ke", "yo", "东", "京", "é", "E\u{301}", "ss", "fi", "ı", "i", "-", "1", "\u{301}"]
        for _ in 0..<40 {
            queries.append((0..<Int.random(in: 1...3, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" }.joined())
        }
        return queries
    }
}
