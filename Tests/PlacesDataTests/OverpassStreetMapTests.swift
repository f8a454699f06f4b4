import Foundation
@testable import PlacesData
import PlacesDomain
import PlacesSystem
import PlacesTestSupport
import Testing

/// The street layer's Overpass client: the decoder on real Overpass answers (overpy's), the client against the
/// loopback server playing Overpass from the Helsinki fixtures through the real libcurl transport — every fault — and
/// the cache by area: bounded in bytes, and drawn from when the server cannot be reached.
@Suite struct OverpassStreetMapTests {
    private let server: LoopbackHTTPServer
    private let folder: TemporaryDirectory
    private let transport = HTTPTransport.libcurl(
        limits: HTTPLimits(totalTimeout: 600, idleTimeout: 600, maximumBytes: 64 << 20, maximumRedirects: 2),
        userAgent: "places-tests/1.0 (loopback)"
    )
    /// Central Helsinki, 2 km across: the area a 2 km view of the railway station asks for.
    private let helsinki: StreetArea

    init() throws {
        server = try LoopbackHTTPServer()
        folder = try TemporaryDirectory()
        let station = try Coordinate(latitude: 60.1712, longitude: 24.9414)
        helsinki = try #require(StreetArea(covering: .around(station, width: 2_000, aspect: 0.6)))
    }

    private func repository(_ scenario: String, cache: StreetMapCache? = nil, deadline: Duration = .seconds(600)) -> OverpassStreetMapRepository {
        OverpassStreetMapRepository(server: server.overpassServer(scenario), transport: transport, cache: cache, deadline: deadline)
    }

    private func failure(_ work: () async throws -> Void) async -> StreetMapFailure? {
        do {
            try await work()
            return nil
        } catch {
            return error as? StreetMapFailure
        }
    }

    private func overpy(_ name: String) throws -> Data {
        try Data(contentsOf: Fixtures.url("overpass/overpy/\(name).json"))
    }

    // MARK: The decoder, on real answers

    @Test("a remark that is a runtime error is a failure; a runtime remark and an unknown remark leave the answer whole")
    func remarks() throws {
        #expect(throws: StreetMapFailure.serverError("runtime error: Query timed out in \"query\" at line 4 after 2 seconds.")) {
            try OverpassAnswer.decode(try overpy("remark-runtime-error-01"))
        }
        #expect(try OverpassAnswer.decode(try overpy("remark-runtime-remark-01")).remark == "runtime remark: Test")
        #expect(try OverpassAnswer.decode(try overpy("remark-unknown-01")).remark == "Test remark")
    }

    @Test("real answers of every shape decode; only what Places draws becomes a way")
    func shapes() throws {
        for name in ["node-01", "way-01", "way-02", "relation-01", "relation-04", "result-way-01"] {
            let answer = try OverpassAnswer.decode(try overpy(name))
            #expect(!answer.elements.isEmpty, "\(name)")
        }
        // A road route relation with every member's geometry (`out geom`): a route, not a way Places asks for.
        let route = try OverpassAnswer.decode(try overpy("relation-04"))
        #expect(route.elements[0].members?.first?.geometry?.count == 2)
        #expect(route.streetMap(of: helsinki).ways.isEmpty)
        #expect(throws: StreetMapFailure.invalidAnswer) { try OverpassAnswer.decode(Data("<html>busy</html>".utf8)) }
        #expect(throws: StreetMapFailure.invalidAnswer) { try OverpassAnswer.decode(Data("{\"version\":0.6}".utf8)) }
    }

    @Test("a multipolygon's inner rings are holes in its area (Kaisaniemi park in the Helsinki fixture); a square drawn as lines keeps its outline only")
    func innerRings() throws {
        let answer = try OverpassAnswer.decode(try Data(contentsOf: Fixtures.url("overpass/helsinki-500m.json")))
        let park = answer.streetMap(of: helsinki).ways.filter { $0.name == "Kaisaniemen puisto" }
        #expect(park.filter(\.isHole).count == 1)
        #expect(park.contains { !$0.isHole && $0.kind == .park })
        // Rautatientori, a pedestrian square (a relation with three inner rings), is drawn by its outline.
        let square = answer.streetMap(of: helsinki).ways.filter { $0.name == "Rautatientori" }
        #expect(!square.isEmpty && !square.contains(where: \.isHole))
    }

    @Test("tags become kinds: major and minor roads, railways, water as a line and as an area, parks; the rest is not drawn")
    func kinds() {
        #expect(OverpassAnswer.kind(of: ["highway": "primary"]) == .majorRoad)
        #expect(OverpassAnswer.kind(of: ["highway": "tertiary_link"]) == .majorRoad)
        #expect(OverpassAnswer.kind(of: ["highway": "residential"]) == .minorRoad)
        #expect(OverpassAnswer.kind(of: ["railway": "rail"]) == .railway)
        #expect(OverpassAnswer.kind(of: ["waterway": "canal"]) == .waterLine)
        #expect(OverpassAnswer.kind(of: ["natural": "coastline"]) == .waterLine)
        #expect(OverpassAnswer.kind(of: ["natural": "water"]) == .waterArea)
        #expect(OverpassAnswer.kind(of: ["leisure": "park"]) == .park)
        #expect(OverpassAnswer.kind(of: ["highway": "footway"]) == nil)
        #expect(OverpassAnswer.kind(of: ["building": "yes"]) == nil)
        #expect(OverpassAnswer.kind(of: ["railway": "tram"]) == nil)
    }

    @Test("the query is bounded to the area's box and to the features drawn at its detail")
    func query() throws {
        let text = OverpassQuery.text(for: helsinki, seconds: 15, maximumBytes: 1 << 20)
        #expect(text.hasPrefix("[out:json][timeout:15][maxsize:1048576][bbox:"))
        #expect(text.contains("residential") && text.hasSuffix("out geom;"))
        let wide = try #require(StreetArea(covering: .around(try Coordinate(latitude: 60.17, longitude: 24.94), width: 50_000, aspect: 1)))
        #expect(wide.detail == .region)
        let regional = OverpassQuery.text(for: wide, seconds: 15, maximumBytes: 1 << 20)
        #expect(!regional.contains("residential"))
        #expect(!regional.contains("tertiary"))
        #expect(!regional.contains("leisure"))
        #expect(StreetArea(covering: .around(try Coordinate(latitude: 60.17, longitude: 24.94), width: 100_000, aspect: 1)) == nil)
        #expect(StreetArea(covering: .world) == nil)
    }

    // MARK: The client against the loopback server

    @Test("Helsinki at 2 km: the main streets, the railway station's tracks and parks, asked with Places' User-Agent")
    func helsinkiStreets() async throws {
        let map = try await repository("helsinki").streetMap(of: helsinki)
        let named = Set(map.ways.compactMap(\.name))
        #expect(named.contains("Mannerheimintie"))
        #expect(named.contains("Kaivokatu"))
        #expect(map.ways.filter { $0.kind == .railway }.count > 20, "the station's tracks")
        #expect(map.ways.contains { $0.kind == .park })
        #expect(server.overpassRequestCount == 1)
        #expect(server.receivedHeaders.last?["user-agent"] == "places-tests/1.0 (loopback)")
        let target = try #require(server.receivedRequests.last)
        #expect(target.contains("data=") && !target.contains("+"))
    }

    @Test("every fault is its own failure: busy, runtime error, huge, garbage, not JSON, too slow")
    func faults() async throws {
        #expect(await failure { _ = try await repository("busy").streetMap(of: helsinki) } == .refused(status: 429))
        #expect(await failure { _ = try await repository("runtime-error").streetMap(of: helsinki) }
            == .serverError("runtime error: Query timed out in \"query\" at line 4 after 2 seconds."))
        #expect(await failure { _ = try await repository("huge").streetMap(of: helsinki) } == .tooLarge)
        #expect(await failure { _ = try await repository("garbage").streetMap(of: helsinki) } == .invalidAnswer)
        #expect(await failure { _ = try await repository("not-json").streetMap(of: helsinki) } == .invalidAnswer)
        #expect(await failure { _ = try await repository("slow", deadline: .milliseconds(300)).streetMap(of: helsinki) } == .timedOut)
        #expect(try await repository("runtime-remark").streetMap(of: helsinki).ways.isEmpty)
        #expect(try await repository("empty").streetMap(of: helsinki).ways.isEmpty)
    }

    @Test("a 429 whose Retry-After ends before the deadline is asked once more, by the one HTTP policy")
    func retryAfter() async throws {
        let map = try await repository("busy-once").streetMap(of: helsinki)
        #expect(!map.ways.isEmpty)
        #expect(server.overpassRequestCount == 2)
    }

    // MARK: The cache

    @Test("an area seen before is drawn from the cache: no request, and offline too")
    func offlineFromCache() async throws {
        let cache = StreetMapCache(directory: folder.path + "/maps")
        let fresh = try await repository("helsinki", cache: cache).streetMap(of: helsinki)
        #expect(server.overpassRequestCount == 1)
        let again = try await repository("helsinki", cache: cache).streetMap(of: helsinki)
        #expect(again == fresh && server.overpassRequestCount == 1)
        // No server at all: the saved answer still draws.
        let offline = OverpassStreetMapRepository(server: URL(string: "http://127.0.0.1:9/api/interpreter")!, transport: transport, cache: cache)
        #expect(try await offline.streetMap(of: helsinki) == fresh)
        // Another area, never saved: no network, no cache.
        let other = StreetArea(south: 60.0, west: 24.0, north: 60.01, east: 24.01, detail: .streets)
        #expect(await failure { _ = try await offline.streetMap(of: other) } == .unreachable)
    }

    @Test("the cache is bounded in bytes: the newest answers that fit are kept")
    func cacheBound() async throws {
        let cache = StreetMapCache(directory: folder.path + "/bounded", maximumTotalBytes: 300_000)
        let station = try Coordinate(latitude: 60.1712, longitude: 24.9414)
        var areas: [StreetArea] = []
        for step in 0..<4 {
            let centre = try Coordinate(latitude: station.latitude + Double(step) * 0.01, longitude: station.longitude)
            let area = try #require(StreetArea(covering: .around(centre, width: 500, aspect: 1)))
            areas.append(area)
            await cache.save(Data(repeating: UInt8(ascii: " "), count: 100_000) + Data("{\"elements\":[]}".utf8), for: area)
        }
        let sizes = POSIXFile.names(in: cache.directory).compactMap { POSIXFile.status(cache.directory + "/" + $0)?.bytes }
        let total: Int = sizes.reduce(0, +)
        #expect(total <= 300_000)
        #expect(sizes.count == 2)
        let newest = await cache.answer(for: areas[3])
        #expect(newest != nil)
    }
}
