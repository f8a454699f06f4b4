import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// README's "Use Places as a library" example, as written there, so the documented API cannot drift from the code.
@Suite struct LibraryExampleTests {
    @Test("load, search, build a link and read it back, as README shows")
    func readmeExample() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let feed = try await FileLocationRepository(path: Fixtures.url("locations.json").path).loadFeed()
        let catalog = LocationCatalog(feed: feed.indexed)
        for match in catalog.search("cop") {
            let link = PlacesLink.build(for: match.location)          // wikipedia://places?lat=…&lon=…&name=…
            let request = try PlacesLinkParser.parse(link)            // what a receiving app would show
            print(match.number, request.label ?? "unnamed", link)
        }
        #expect(printed == ["3 Copenhagen wikipedia://places?lat=55.6713442&lon=12.523785&name=Copenhagen"])
    }
}
