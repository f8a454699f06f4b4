import PlacesDomain
import Testing

@Suite struct LoadCatalogTests {
    @Test("the feed first, then the user's locations, numbered from 1")
    func merges() async throws {
        let mine = UseCaseFixtures.location("Home", 52.1, 4.1, origin: .custom)
        let load = try await LoadCatalog(feed: InMemoryLocationRepository(UseCaseFixtures.feed), store: InMemoryCustomLocationRepository([mine]))()
        #expect(load.catalog.locations.map(\.name) == ["Amsterdam", "Mumbai", "Copenhagen", nil, "Home"])
        #expect(load.catalog.feedCount == 4)
        #expect(load.catalog.location(number: 5) == mine)
        #expect(load.storeFailure == nil && load.storeRecovery == nil)
    }

    @Test("the user's locations that cannot be read are a failure beside the list, not instead of it")
    func storeFailure() async throws {
        let failure = CustomStoreFailure.inaccessible(path: "/x", reason: .accessDenied)
        let load = try await LoadCatalog(feed: InMemoryLocationRepository(UseCaseFixtures.feed), store: InMemoryCustomLocationRepository(failure: failure))()
        #expect(load.catalog.locations.count == 4)
        #expect(load.storeFailure == failure)
    }

    @Test("a feed that cannot be loaded is the failure, whatever the store holds")
    func feedFailure() async {
        await #expect(throws: FeedFailure.httpStatus(503)) {
            try await LoadCatalog(feed: InMemoryLocationRepository(failure: .httpStatus(503)), store: InMemoryCustomLocationRepository())()
        }
    }

    @Test("where the feed came from and what was left out pass through")
    func provenance() async throws {
        let feed = FeedLoad(locations: UseCaseFixtures.feed, skippedEntries: 3, provenance: .snapshot(capturedOn: "2026-11-22"), failure: .notHTTP)
        let load = try await LoadCatalog(feed: InMemoryLocationRepository(load: feed), store: InMemoryCustomLocationRepository())()
        #expect(load.feed.skippedEntries == 3)
        #expect(load.feed.provenance == .snapshot(capturedOn: "2026-11-22"))
        #expect(load.feed.failure == .notHTTP)
    }
}
