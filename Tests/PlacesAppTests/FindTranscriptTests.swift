import Foundation
@testable import PlacesApp
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// Places by article title: `find`, and Wikipedia's articles wherever a place is expected, in-process against the
/// loopback server playing the `landmarks` Wikipedia, through the real libcurl transport. Whole outputs are golden
/// files under `Fixtures/golden/find/`.
@MainActor
@Suite struct FindTranscriptTests {
    private let server: LoopbackHTTPServer
    private let home: TemporaryDirectory

    init() throws {
        server = try LoopbackHTTPServer()
        home = try TemporaryDirectory()
    }

    private func run(
        _ arguments: [String],
        scenario: String = "landmarks",
        lines: [String] = [],
        style: OutputStyle = .pipe
    ) async throws -> Transcript {
        try await Transcript.run(
            Transcript.fixture + arguments,
            lines: lines,
            environment: ["PLACES_WIKI": server.url("/wiki/\(scenario)").absoluteString],
            folder: home,
            style: style,
            transport: Transcript.live
        )
    }

    private func expect(_ transcript: Transcript, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        expect([transcript], name, sourceLocation: sourceLocation)
    }

    /// Several runs that tell one story, in one file under `Fixtures/golden/find/`.
    private func expect(_ transcripts: [Transcript], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Golden.expect(transcripts, "find/\(name).txt", replacing: Golden.server(server), sourceLocation: sourceLocation)
    }

    /// The questions the server was asked, by generator.
    private var asked: [String] {
        server.receivedRequests.compactMap { request in
            ["prefixsearch", "search", "geosearch"].first { request.contains("generator=\($0)&") }
        }
    }

    @Test("find lists the articles with coordinates in the wiki's order, with descriptions; the others are counted", arguments: [
        (["find", "colosseum"], "colosseum"),
        (["find", "colosseum", "--limit", "2"], "colosseum-limit"),
        (["--json", "find", "colosseum"], "colosseum-json"),
        (["--plain", "find", "colosseum"], "colosseum-plain"),
        (["find", "the beatles"], "fallback-text"),
        (["find", "qwxyzzy"], "nothing"),
        (["find", "einstein"], "einstein"),
    ])
    func find(arguments: [String], name: String) async throws {
        expect(try await run(arguments), name)
    }

    @Test("a landmark wherever a place is expected: nearby, map, add, open — from Wikipedia, in one extra question", arguments: [
        (["nearby", "Colosseum", "--limit", "5"], "nearby-colosseum"),
        (["map", "Dam Square"], "map-dam-square"),
        (["add", "Statue of Liberty"], "add-statue-of-liberty"),
        (["--dry-run", "open", "Giethoorn"], "open-giethoorn"),
        (["link", "giethoorn"], "link-giethoorn"),
        // The gazetteer's Le Kremlin-Bicêtre only contains the name; "Kremlin" is a redirect to the Moscow Kremlin.
        (["--dry-run", "open", "Kremlin"], "open-kremlin"),
    ])
    func landmarks(arguments: [String], name: String) async throws {
        expect(try await run(arguments), name)
        #expect(asked.first == "prefixsearch")
        #expect(asked.filter { $0 == "prefixsearch" }.count == 1)
    }

    @Test("a gazetteer city is not asked about: nearby rome, it asks only the geosearch")
    func gazetteerFirst() async throws {
        let rome = try await run(["nearby", "rome, it", "--limit", "3"])
        #expect(rome.status == .success)
        expect(rome, "nearby-rome")
        #expect(asked == ["geosearch"])
    }

    @Test("namesakes without an exact title are a choice with descriptions: listed with exit 2, or asked on a terminal")
    func choice() async throws {
        expect(try await run(["nearby", "einstein"]), "nearby-einstein-choice")
        // Gazetteer places whose names begin with the text first, then Wikipedia's articles.
        expect(try await run(["open", "sagrada"]), "open-sagrada-choice")
        let session = try await run(["--dry-run"], lines: ["open einstein", "2"], style: GazetteerTranscriptTests.terminal)
        #expect(session.status == .success)
        #expect(session.out.contains("wikipedia://places?lat=46.947778&lon=7.449722&name=Einsteinhaus\n"))
        #expect(session.err.contains("2. Einsteinhaus"))
        #expect(session.err.contains("Museum in Bern, Switzerland"))
    }

    @Test("a notice follows the results it is about: find's articles without coordinates are counted under the table")
    func noticeAfterResults() async throws {
        let merged = try await Transcript.run(
            Transcript.fixture + ["find", "colosseum"],
            environment: ["PLACES_WIKI": server.url("/wiki/landmarks").absoluteString],
            folder: home,
            transport: Transcript.live,
            mergingStreams: true
        )
        let heading = try #require(merged.out.range(of: "Wikipedia articles with coordinates matching"))
        let lastRow = try #require(merged.out.range(of: "Colosseum (Johannesburg)"))
        let notice = try #require(merged.out.range(of: SearchText.unplacedCount(3).english))
        #expect(heading.upperBound <= lastRow.lowerBound && lastRow.upperBound <= notice.lowerBound, "\(merged.out)")
    }

    @Test("articles without coordinates are not places, and are named; nothing anywhere says where it was looked for")
    func notPlaces() async throws {
        let beatles = try await run(["nearby", "The Beatles"])
        #expect(beatles.status == .failure)
        let nowhere = try await run(["open", "Qwxyzzy"])
        #expect(nowhere.status == .failure)
        expect([beatles, nowhere], "not-places")
    }

    @Test("@N of find's list: article, nearby, open, map and add take them, in the next run too")
    func references() async throws {
        #expect(try await run(["find", "colosseum"]).status == .success)
        let article = try await run(["--json", "nearby", "@3", "--limit", "1"])
        #expect(article.status == .success)
        #expect(server.receivedRequests.last?.contains("ggscoord=59.929444%7C10.712222") == true)
        #expect(try await run(["find", "statue of liberty"]).status == .success)
        let open = try await run(["--dry-run", "open", "@2"])
        #expect(open.out == server.url("/wiki/landmarks/wiki/Statue_of_Liberty_National_Monument").absoluteString + "\n")
        let add = try await run(["add", "@1"])
        #expect(add.status == .success)
        #expect(add.out.hasPrefix(LocationText.added(number: 5, title: "Statue of Liberty").english + "\n"))
        let map = try await run(["--json", "map", "@1"])
        #expect(map.status == .success)
        let session = try await run([], lines: ["find colosseum", "map"])
        #expect(session.out.contains("@1"))
        #expect(session.out.contains("Not on this map") == false)
    }

    @Test("offline: the saved answer with its age; no saved answer says the name was found nowhere, Wikipedia offline")
    func offline() async throws {
        #expect(try await run(["find", "colosseum"]).status == .success)
        #expect(try await run(["nearby", "Giethoorn"]).status == .success)
        server.stop()
        try Transcript.backdateSavedAnswers(in: home, hours: 2)
        let saved = try await run(["find", "colosseum"])
        #expect(saved.status == .success)
        let place = try await run(["--dry-run", "open", "Giethoorn"])
        #expect(place.status == .success)
        let nowhere = try await run(["nearby", "Zermatt"])
        #expect(nowhere.status == .failure)
        expect([saved, place, nowhere], "offline")
    }

    @Test("handle-url runs a search link's search, as find does, and gives the same search on the web")
    func searchLink() async throws {
        expect(try await run(["handle-url", "wikipedia://search?q=Einstein"]), "handle-url-search")
        let json = try await run(["--json", "handle-url", "wikipedia://search?q=Colosseum"])
        #expect(json.status == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(object["search"] as? String == "Colosseum")
        #expect((object["found"] as? [[String: Any]])?.first?["title"] as? String == "Colosseum")
        let busy = try await run(["handle-url", "wikipedia://search?q=Colosseum"], scenario: "busy")
        #expect(busy.status == .failure)
        expect(busy, "handle-url-search-busy")
    }
}
