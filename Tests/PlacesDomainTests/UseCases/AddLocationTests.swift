import PlacesDomain
import Testing

@Suite struct AddLocationTests {
    @Test("add's words: a name and coordinates, coordinates alone, a name alone to look up, or why not", arguments: [
        (["New", "York", "40.7128", "-74.0060"], "location New York"),
        (["52.35", "4.83"], "location unnamed"),
        (["Kyoto"], "name Kyoto"),
        (["Den", "Haag"], "name Den Haag"),
        (["Foo", "52.3", "4.8", "extra"], "invalid"),
        (["52,4"], "invalid"),
    ])
    func reads(words: [String], expected: String) {
        let read: String = switch AddLocation.request(fromWords: words) {
        case .location(let location): "location \(location.name ?? "unnamed")"
        case .name(let name, _): "name \(name)"
        case .invalid: "invalid"
        }
        #expect(read == expected)
    }

    @Test("a new location is the user's, follows the feed, and gets the next number")
    func adds() async throws {
        let store = InMemoryCustomLocationRepository()
        let catalog = LocationCatalog(feed: UseCaseFixtures.feed)
        let added = try await AddLocation(store: store)(UseCaseFixtures.location("Kyoto", 35.02, 135.75, origin: .feed), in: catalog)
        #expect(added.number == 5)
        #expect(added.location.origin == .custom)
        #expect(added.catalog.location(number: 5) == added.location)
        #expect(try await store.loadCustom().locations == [added.location])
        let twin = try await AddLocation(store: store)(added.location, in: added.catalog)
        #expect(twin.number == 6)
    }

    @Test("a store that cannot be changed is the failure, and the list is as it was")
    func storeFailure() async {
        let catalog = LocationCatalog(feed: UseCaseFixtures.feed)
        await #expect(throws: CustomStoreFailure.busy(path: "/x", seconds: 10)) {
            try await AddLocation(store: InMemoryCustomLocationRepository(failure: .busy(path: "/x", seconds: 10)))(
                UseCaseFixtures.location("Kyoto", 35.02, 135.75), in: catalog
            )
        }
        #expect(catalog.locations.count == 4)
    }
}
