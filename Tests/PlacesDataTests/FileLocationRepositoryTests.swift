import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// Feeds read from files on this machine.
@Suite struct FileLocationRepositoryTests {
    @Test("a feed file is read live")
    func reads() async throws {
        let load = try await FileLocationRepository(path: Fixtures.url("unicode-names.json").path).loadFeed()
        #expect(load.provenance == .live)
        #expect(load.locations.count == 8)
    }

    @Test("file problems are typed", arguments: [
        ("/nonexistent/feed.json", FeedFailure.fileNotFound(path: "/nonexistent/feed.json")),
        ("/", FeedFailure.fileUnreadable(path: "/", reason: .isDirectory)),
    ])
    func failures(path: String, failure: FeedFailure) async {
        await #expect(throws: failure) { try await FileLocationRepository(path: path).loadFeed() }
    }

    @Test("a file larger than the limit is refused without reading it all")
    func largeFile() async {
        let repository = FileLocationRepository(path: "/dev/zero", maximumBytes: 1 << 16)
        await #expect(throws: FeedFailure.tooLarge(limit: 1 << 16)) { try await repository.loadFeed() }
    }
}
