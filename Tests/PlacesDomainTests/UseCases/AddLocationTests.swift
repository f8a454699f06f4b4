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
        (["Office", "https://www.google.com/maps/@52.3676,4.9041,15z"], "link Office"),
        (["geo:0,0?q=34.99,-106.61(Treasure)"], "link unnamed"),
    ])
    func reads(words: [String], expected: String) {
        let read: String = switch AddLocation.request(fromWords: words) {
        case .location(let location): "location \(location.name ?? "unnamed")"
        case .name(let name, _): "name \(name)"
        case .invalid: "invalid"
        case .link(_, let name): "link \(name ?? "unnamed")"
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
        #expect(!added.alreadyListed)
    }

    @Test("a place the list has already — the same name, case and accents aside, within 5 m — is not added again")
    func alreadyListed() async throws {
        let store = InMemoryCustomLocationRepository()
        let add = AddLocation(store: store)
        let first = try await add(UseCaseFixtures.location("Kyoto", 35.02, 135.75), in: LocationCatalog(feed: UseCaseFixtures.feed))
        // 0.00004° of latitude is 4.4 m; 0.0001° is 11 m, another place.
        let again = try await add(UseCaseFixtures.location(" KYÔTO ", 35.02004, 135.75), in: first.catalog)
        #expect(again.alreadyListed && again.number == first.number && again.location == first.location)
        #expect(again.catalog.locations == first.catalog.locations)
        let feedTwin = try await add(UseCaseFixtures.feed[0], in: first.catalog)
        #expect(feedTwin.alreadyListed && feedTwin.number == 1 && feedTwin.location.origin == .feed)
        #expect(try await store.loadCustom().locations == [first.location], "nothing saved for either")

        let apart = try await add(UseCaseFixtures.location("Kyoto", 35.0201, 135.75), in: first.catalog)
        let renamed = try await add(UseCaseFixtures.location("Kyoto Station", 35.02, 135.75), in: apart.catalog)
        let unnamed = try await add(UseCaseFixtures.location(nil, 35.02, 135.75), in: renamed.catalog)
        #expect(!apart.alreadyListed && !renamed.alreadyListed && !unnamed.alreadyListed)
        #expect([apart.number, renamed.number, unnamed.number] == [6, 7, 8])
        let unnamedAgain = try await add(UseCaseFixtures.location(nil, 35.02, 135.75), in: unnamed.catalog)
        #expect(unnamedAgain.alreadyListed && unnamedAgain.number == 8)
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
