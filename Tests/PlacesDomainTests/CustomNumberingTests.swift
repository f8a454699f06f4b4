import PlacesDomain
import Testing

@Suite struct CustomNumberingTests {
    @Test("stored numbers above the feed are kept; missing, repeated and overgrown ones get the next above all, in order", arguments: [
        // stored, next, floor, expected numbers, expected next
        ([5, 7, 9] as [Int?], 10, 4, [5, 7, 9], 10),
        ([nil, nil], 1, 4, [5, 6], 7),
        ([5, nil, 6], 1, 4, [5, 7, 6], 8),
        ([5, 5], 6, 4, [5, 6], 7),
        ([5, 6, 7], 8, 5, [8, 6, 7], 9),
        ([], 12, 4, [], 12),
        ([9], 3, 20, [21], 22),
    ])
    func numbers(stored: [Int?], next: Int, floor: Int, expected: [Int], expectedNext: Int) {
        let result = CustomNumbering.numbers(stored: stored, next: next, above: floor)
        #expect(result.numbers == expected)
        #expect(result.next == expectedNext)
    }

    @Test("the numbers are the same however often they are worked out, so a list read twice is numbered the same")
    func stable() {
        let stored: [Int?] = [nil, 8, nil, 3, 8]
        let first = CustomNumbering.numbers(stored: stored, next: 2, above: 4)
        let again = CustomNumbering.numbers(stored: first.numbers, next: first.next, above: 4)
        #expect(first.numbers == again.numbers)
        #expect(first.next == again.next)
        #expect(Set(first.numbers).count == stored.count)
    }

    @Test("the catalog finds every location by its number, searches map to numbers, and gaps are no location")
    func catalogWithGaps() {
        let feed = [Location(name: "Amsterdam", coordinate: coordinate(52.35, 4.83))]
        let custom = CustomLocations(
            locations: [Location(name: "Home", coordinate: coordinate(52.1, 4.1), origin: .custom),
                        Location(name: "Home office", coordinate: coordinate(52.2, 4.2), origin: .custom)],
            storedNumbers: [7, 3],
            nextNumber: 9
        )
        let catalog = LocationCatalog(feed: feed, custom: custom)
        #expect(catalog.customNumbers == [3, 7])
        #expect(catalog.location(number: 3)?.name == "Home office")
        #expect(catalog.location(number: 7)?.name == "Home")
        #expect(catalog.location(number: 2) == nil && catalog.location(number: 5) == nil && catalog.location(number: 8) == nil)
        #expect(catalog.search("home").map(\.number) == [3, 7])
        #expect(catalog.resolve(name: "home") == .found(7))
        #expect(catalog.nearest(to: coordinate(52.1, 4.1), limit: 1).first?.number == 7)
        #expect(catalog.numbers == 1...7)
        #expect(catalog.isExactName(" HOME ", of: 7))
        #expect(!catalog.isExactName("hom", of: 7))
    }

    private func coordinate(_ latitude: Double, _ longitude: Double) -> Coordinate {
        UseCaseFixtures.coordinate(latitude, longitude)
    }
}
