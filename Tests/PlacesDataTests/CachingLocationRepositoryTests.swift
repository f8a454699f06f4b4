import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// The fallback chain network → saved copy → compiled-in snapshot, against a real server on 127.0.0.1 and a real
/// cache folder.
@Suite struct CachingLocationRepositoryTests {
    private let server: LoopbackHTTPServer
    private let folder: TemporaryDirectory
    private let cache: FeedCache
    private let transport = HTTPTransport.libcurl(
        limits: HTTPLimits(totalTimeout: 1.5, idleTimeout: 1, maximumBytes: 1 << 20, maximumRedirects: 2)
    )

    init() throws {
        server = try LoopbackHTTPServer()
        folder = try TemporaryDirectory()
        cache = FeedCache(directory: folder.appending("cache/places"))
    }

    private func repository(_ target: String) -> CachingLocationRepository {
        repository(url: server.url(target))
    }

    private func repository(url: URL) -> CachingLocationRepository {
        CachingLocationRepository(
            remote: RemoteLocationRepository(source: .remote(url), transport: transport),
            cache: cache
        )
    }

    @Test("a successful fetch is shown live and saved")
    func liveAndSaved() async throws {
        let load = try await repository("/locations.json").loadFeed()
        #expect(load.provenance == .live)
        #expect(load.locations.count == 4)
        let saved = try Data(contentsOf: URL(fileURLWithPath: cache.path(for: .remote(server.url("/locations.json")))))
        #expect(saved == (try Fixtures.data("locations.json")))
    }

    @Test("when the server fails later, the saved copy is shown with when it was saved and why")
    func fallsBackToSaved() async throws {
        // The same URL both times: the cache is per source.
        let feedFolder = try TemporaryDirectory()
        try Fixtures.data("skipped-entries.json").write(to: URL(fileURLWithPath: feedFolder.appending("feed.json")))
        let varyingServer = try LoopbackHTTPServer(root: URL(fileURLWithPath: feedFolder.path))
        let varyingURL = varyingServer.url("/feed.json")
        _ = try await repository(url: varyingURL).loadFeed()
        varyingServer.stop()

        let before = Date()
        let load = try await repository(url: varyingURL).loadFeed()
        guard case .saved(let savedAt, let failure) = load.provenance else {
            Issue.record("expected saved data, got \(load.provenance)")
            return
        }
        #expect(failure == .unreachable(host: "127.0.0.1"))
        #expect(savedAt <= before && before.timeIntervalSince(savedAt) < 60)
        #expect(load.locations.count == 7)
        #expect(load.skippedEntries == 11)
    }

    @Test("a bad answer never replaces a good saved copy", arguments: [
        "status=500", "garbage=1", "size=4000000", "short=40", "type=text/html&status=200",
    ])
    func badAnswerKeepsCache(fault: String) async throws {
        let feedFolder = try TemporaryDirectory()
        let file = URL(fileURLWithPath: feedFolder.appending("feed.json"))
        try Fixtures.data("locations.json").write(to: file)
        let varyingServer = try LoopbackHTTPServer(root: URL(fileURLWithPath: feedFolder.path))
        let good = try await repository(url: varyingServer.url("/feed.json")).loadFeed()
        #expect(good.provenance == .live)

        // Same source, now serving something that is not a feed (or failing outright).
        try Fixtures.data("captive-portal.html").write(to: file)
        let source = varyingServer.url("/feed.json")
        let bad = CachingLocationRepository(
            remote: RemoteLocationRepository(source: .remote(source), transport: HTTPTransport { [transport] _ async throws(FeedFailure) -> Data in
                try await transport.get(varyingServer.url("/feed.json?\(fault)"))
            }),
            cache: cache
        )
        let load = try await bad.loadFeed()
        guard case .saved = load.provenance else {
            Issue.record("expected saved data for \(fault), got \(load.provenance)")
            return
        }
        #expect(load.locations.count == 4)
        let saved = try Data(contentsOf: URL(fileURLWithPath: cache.path(for: .remote(source))))
        #expect(saved == (try Fixtures.data("locations.json")))
    }

    @Test("with nothing saved, the compiled-in snapshot is shown with the reason")
    func fallsBackToSnapshot() async throws {
        let load = try await repository("/missing.json").loadFeed()
        #expect(load.provenance == .snapshot(capturedOn: "2026-11-22", failure: .httpStatus(404)))
        #expect(load.locations.map(\.name) == ["Amsterdam", "Mumbai", "Copenhagen", nil])
    }

    @Test("a stalled server falls back within the deadline")
    func stalledServer() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        let load = try await repository("/locations.json?stall=30&after=10").loadFeed()
        guard case .snapshot(_, .timedOut) = load.provenance else {
            Issue.record("expected the snapshot after a timeout, got \(load.provenance)")
            return
        }
        // A hang guard, not a benchmark: the stall lasts 30 s, the deadline is 1.5 s.
        #expect(clock.now - start < .seconds(25))
    }

    @Test("another source's saved copy is never shown")
    func cachePerSource() async throws {
        _ = try await repository("/locations.json").loadFeed()
        let load = try await repository("/locations-array.json?status=500").loadFeed()
        #expect(load.provenance == .snapshot(capturedOn: "2026-11-22", failure: .httpStatus(500)))
    }

    @Test("local files are read directly and not copied into the cache")
    func localFiles() async throws {
        let path = Fixtures.url("unicode-names.json").path
        let repository = CachingLocationRepository(
            remote: RemoteLocationRepository(source: .file(path: path), transport: transport),
            cache: cache
        )
        let load = try await repository.loadFeed()
        #expect(load.provenance == .live)
        #expect(load.locations.count == 8)
        #expect(!FileManager.default.fileExists(atPath: cache.path(for: .file(path: path))))
    }

    @Test("local file problems are typed", arguments: [
        ("/nonexistent/feed.json", FeedFailure.fileNotFound(path: "/nonexistent/feed.json")),
        ("/", FeedFailure.fileUnreadable(path: "/", detail: "Is a directory")),
    ])
    func localFileFailures(path: String, failure: FeedFailure) async {
        let remote = RemoteLocationRepository(source: .file(path: path), transport: transport)
        await #expect(throws: failure) { try await remote.loadFeed() }
    }

    @Test("a local file larger than the limit is refused without reading it all")
    func largeLocalFile() async {
        let remote = RemoteLocationRepository(source: .file(path: "/dev/zero"), transport: transport, maximumFileBytes: 1 << 16)
        await #expect(throws: FeedFailure.tooLarge(limit: 1 << 16)) { try await remote.loadFeed() }
    }
}
