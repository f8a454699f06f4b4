import Foundation
@testable import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// A remote feed behind its saved copy, against a real server on 127.0.0.1 and a real cache folder.
@Suite struct CachingLocationRepositoryTests {
    private let server: LoopbackHTTPServer
    private let folder: TemporaryDirectory
    private let cache: FeedCache
    /// Timeouts far beyond any answer's own time: only the stalled server's test meets one, with its own.
    private let transport = HTTPTransport.libcurl(
        limits: HTTPLimits(totalTimeout: 120, idleTimeout: 120, maximumBytes: 1 << 20, maximumRedirects: 2)
    )

    init() throws {
        server = try LoopbackHTTPServer()
        folder = try TemporaryDirectory()
        cache = FeedCache(directory: folder.appending("cache/places"))
    }

    private func repository(url: URL, transport: HTTPTransport? = nil) -> CachingLocationRepository {
        CachingLocationRepository(
            source: RemoteLocationRepository(url: url, transport: transport ?? self.transport),
            cache: cache,
            key: url.absoluteString
        )
    }

    @Test("a successful fetch is shown live and saved as a feed of the same locations")
    func liveAndSaved() async throws {
        let url = server.url("/locations.json")
        let load = try await repository(url: url).loadFeed()
        #expect(load.provenance == .live)
        #expect(load.failure == nil)
        #expect(load.locations.count == 4)
        let saved = try Data(contentsOf: URL(fileURLWithPath: cache.path(forKey: url.absoluteString)))
        #expect(try FeedDecoder.decode(saved) == FeedDecoder.decode(try Fixtures.data("locations.json")))
    }

    @Test("when the server fails later, the saved copy is shown with when it was saved and why, skipped count included")
    func fallsBackToSaved() async throws {
        // The same URL both times: the cache is per source.
        let feedFolder = try TemporaryDirectory()
        try Fixtures.data("skipped-entries.json").write(to: URL(fileURLWithPath: feedFolder.appending("feed.json")))
        let varyingServer = try LoopbackHTTPServer(root: URL(fileURLWithPath: feedFolder.path))
        let varyingURL = varyingServer.url("/feed.json")
        // Whole seconds: a file's time may be kept to the second.
        let beforeSaving = Date().addingTimeInterval(-1)
        _ = try await repository(url: varyingURL).loadFeed()
        varyingServer.stop()

        let before = Date()
        let load = try await repository(url: varyingURL).loadFeed()
        guard case .saved(let savedAt) = load.provenance else {
            Issue.record("expected saved data, got \(load.provenance)")
            return
        }
        #expect(load.failure == .unreachable(host: "127.0.0.1"))
        #expect(beforeSaving <= savedAt && savedAt <= before)
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
        let source = varyingServer.url("/feed.json")
        let good = try await repository(url: source).loadFeed()
        #expect(good.provenance == .live)
        let savedBefore = try Data(contentsOf: URL(fileURLWithPath: cache.path(forKey: source.absoluteString)))

        // Same source, now serving something that is not a feed (or failing outright).
        try Fixtures.data("captive-portal.html").write(to: file)
        let faulty = HTTPTransport { [transport] _ async throws(HTTPFailure) -> Data in
            try await transport.get(varyingServer.url("/feed.json?\(fault)"))
        }
        let load = try await repository(url: source, transport: faulty).loadFeed()
        guard case .saved = load.provenance else {
            Issue.record("expected saved data for \(fault), got \(load.provenance)")
            return
        }
        #expect(load.locations.count == 4)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cache.path(forKey: source.absoluteString))) == savedBefore)
    }

    @Test("with nothing saved, the source's failure is thrown: no other data stands in")
    func nothingSaved() async {
        await #expect(throws: FeedFailure.httpStatus(404)) { try await repository(url: server.url("/missing.json")).loadFeed() }
    }

    @Test("a stalled server fails within the deadline")
    func stalledServer() async throws {
        // The stall lasts 30 s, then the body ends: only the deadline makes this a timeout.
        let impatient = HTTPTransport.libcurl(limits: HTTPLimits(totalTimeout: 1.5, idleTimeout: 1, maximumBytes: 1 << 20, maximumRedirects: 2))
        let error = await #expect(throws: FeedFailure.self) {
            try await repository(url: server.url("/locations.json?stall=30&after=10"), transport: impatient).loadFeed()
        }
        guard case .timedOut = error else {
            Issue.record("expected a timeout, got \(String(describing: error))")
            return
        }
    }

    @Test("another source's saved copy is never shown")
    func cachePerSource() async throws {
        _ = try await repository(url: server.url("/locations.json")).loadFeed()
        await #expect(throws: FeedFailure.httpStatus(500)) {
            try await repository(url: server.url("/locations-array.json?status=500")).loadFeed()
        }
    }

    @Test("a load that is itself a fallback is passed on but not saved")
    func fallbacksAreNotSaved() async throws {
        let fallback = FeedLoad(locations: [], provenance: .snapshot(capturedOn: "2026-01-01"), failure: .cancelled)
        let caching = CachingLocationRepository(source: InMemoryLocationRepository(load: fallback), cache: cache, key: "k")
        #expect(try await caching.loadFeed() == fallback)
        #expect(!FileManager.default.fileExists(atPath: cache.path(forKey: "k")))
    }
}
