import PlacesDomain
import Testing

@Suite struct RemoveLocationTests {
    @Test("the user's location is removed; the feed's and numbers past the end are not")
    func removes() async throws {
        let home = UseCaseFixtures.location("Home", 52.1, 4.1, origin: .custom)
        let store = InMemoryCustomLocationRepository([home])
        let catalog = LocationCatalog(feed: UseCaseFixtures.feed, custom: [home])
        let removed = try await RemoveLocation(store: store)(number: 5, in: catalog)
        #expect(removed.location == home)
        #expect(removed.catalog.locations.count == 4)
        #expect(try await store.loadCustom().locations.isEmpty)
        await #expect(throws: RemoveLocationFailure.notCustom(number: 1)) { try await RemoveLocation(store: store)(number: 1, in: catalog) }
        await #expect(throws: RemoveLocationFailure.notCustom(number: 9)) { try await RemoveLocation(store: store)(number: 9, in: catalog) }
    }

    @Test("a store that cannot be changed is the failure")
    func storeFailure() async {
        let home = UseCaseFixtures.location("Home", 52.1, 4.1, origin: .custom)
        let catalog = LocationCatalog(feed: UseCaseFixtures.feed, custom: [home])
        await #expect(throws: RemoveLocationFailure.store(.noDataFolder)) {
            try await RemoveLocation(store: InMemoryCustomLocationRepository(failure: .noDataFolder))(number: 5, in: catalog)
        }
    }
}
