@testable import PlacesDomain
import Synchronization
import Testing

/// The search index of a list is built once, and only when a second search shows it will be used again.
@Suite struct DeferredSearchIndexTests {
    private final class Builds: Sendable {
        let count = Mutex(0)
    }

    private func list(_ builds: Builds) throws -> IndexedLocations {
        let locations = try ["Amsterdam", "Zürich", "Rotterdam"].map { Location(name: $0, coordinate: try Coordinate(latitude: 1, longitude: 2)) }
        return IndexedLocations(locations: LocationList(locations), folded: [FoldedNames(locations[...])]) { parts in
            builds.count.withLock { $0 += 1 }
            return parts.map(SearchIndexSegment.init(folded:))
        }
    }

    @Test("one search reads the names; the second builds the index, once, for every copy of the list")
    func builtOnSecondSearch() throws {
        let builds = Builds()
        let feed = try list(builds)
        let catalog = LocationCatalog(feed: feed)
        #expect(catalog.search("dam").map(\.number) == [1, 3])
        #expect(builds.count.withLock { $0 } == 0)
        #expect(catalog.search("zur").map(\.number) == [2])
        #expect(builds.count.withLock { $0 } == 1)
        // A catalog with the user's locations added shares the feed's index.
        let withCustom = LocationCatalog(feed: feed, custom: [Location(name: "Dam", coordinate: try Coordinate(latitude: 3, longitude: 4))])
        #expect(withCustom.search("dam").map(\.number) == [1, 3, 4])
        #expect(catalog.resolve(name: "rotterdam") == .found(3))
        #expect(builds.count.withLock { $0 } == 1)
    }

    @Test("prepareSearch builds the index ahead of the first search")
    func prepared() throws {
        let builds = Builds()
        let feed = try list(builds)
        feed.prepareSearch()
        feed.prepareSearch()
        #expect(builds.count.withLock { $0 } == 1)
        #expect(LocationCatalog(feed: feed).search("am").map(\.number) == [1, 3])
        #expect(builds.count.withLock { $0 } == 1)
    }
}
