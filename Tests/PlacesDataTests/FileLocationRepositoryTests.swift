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

    @Test("a feed is at most 64 MB: a file of exactly that size is read, one byte more is refused")
    func defaultLimit() async throws {
        let limit = 64 << 20
        #expect(HTTPLimits.standard.maximumBytes == limit)
        let folder = try TemporaryDirectory()
        let path = folder.path + "/feed.json"
        // A real entry, then white space up to the limit: the whole file is read and parsed.
        let entry = Data(#"[{"name":"Edge","lat":1,"long":2}]"#.utf8)
        var bytes = entry + Data(repeating: UInt8(ascii: " "), count: limit - entry.count)
        try bytes.write(to: URL(fileURLWithPath: path))
        let load = try await FileLocationRepository(path: path).loadFeed()
        #expect(load.locations.map(\.name) == ["Edge"])
        bytes.append(UInt8(ascii: " "))
        try bytes.write(to: URL(fileURLWithPath: path))
        await #expect(throws: FeedFailure.tooLarge(limit: limit)) { try await FileLocationRepository(path: path).loadFeed() }
    }
}
