import Foundation
@testable import PlacesApp
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Synchronization
import Testing

/// `nearby`, `article`, `open @N` and the Places tab of `handle-url`, in-process against the loopback server playing
/// Wikipedia from `Fixtures/wikipedia/`, through the real libcurl transport. Whole outputs are in
/// `Fixtures/golden/articles/`, with the server's address written as `<server>`.
@MainActor
@Suite struct ArticleTranscriptTests {
    private let server: LoopbackHTTPServer
    private let home: TemporaryDirectory

    init() throws {
        server = try LoopbackHTTPServer()
        home = try TemporaryDirectory()
    }

    private func wiki(_ scenario: String) -> String {
        server.url("/wiki/\(scenario)").absoluteString
    }

    /// `places` with the fixture feed and the given Wikipedia, in this suite's folders (so lists are remembered).
    private func run(
        _ arguments: [String],
        scenario: String = "amsterdam",
        lines: [String] = [],
        environment: [String: String] = [:],
        opener: RecordingOpener = RecordingOpener()
    ) async throws -> Transcript {
        try await Transcript.run(
            Transcript.fixture + arguments,
            lines: lines,
            environment: ["PLACES_WIKI": wiki(scenario)].merging(environment) { _, new in new },
            folder: home,
            opener: opener,
            transport: Transcript.live
        )
    }

    /// Compares with `Fixtures/golden/articles/NAME`.
    private func expect(_ transcripts: Transcript..., in name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Golden.expect(transcripts, "articles/\(name)", replacing: Golden.server(server), sourceLocation: sourceLocation)
    }

    @Test("nearby: articles around typed coordinates, with references, distance and direction")
    func nearbyCoordinates() async throws {
        let result = try await run(["nearby", "Dam Square", "52.3731", "4.8926"])
        #expect(result.status == .success)
        expect(result, in: "nearby-coordinates.txt")
        let headers = try #require(server.receivedHeaders.first)
        #expect(headers["user-agent"] == "places/\(PlacesApplication.version) (command-line Places tab for Wikipedia; Swift) libcurl")
    }

    @Test("nearby: around a location of the list, by number or name, and around a link's place")
    func nearbyPlaces() async throws {
        let byNumber = try await run(["nearby", "1", "--limit", "3", "--radius", "5000"])
        expect(byNumber, in: "nearby-location.txt")
        for place in ["amsterdam", "wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam"] {
            let result = try await run(["nearby", place, "--limit", "3", "--radius", "5000"])
            #expect(result.status == byNumber.status && result.out == byNumber.out, "\(place)")
            // A name says which location of the list it found, as a number or a link need not.
            let said = place == "amsterdam" ? PlaceText.fromList(place: "Amsterdam", number: 1).english + "\n" : ""
            #expect(result.err == said + byNumber.err, "\(place)")
        }
        let request = try #require(server.receivedRequests.last { !$0.contains("cocontinue") })
        #expect(request.contains("ggscoord=52.3547498%7C4.8339215&ggsradius=5000&ggslimit=3&"))
    }

    @Test("--json: exactly the documented keys, titles exact; --plain: one sentence each")
    func nearbyFormats() async throws {
        let json = try await run(["--json", "nearby", "52.3731", "4.8926"])
        #expect(json.status == .success)
        expect(json, in: "nearby-json.txt")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        #expect(parsed.count == 7)
        for article in parsed {
            #expect(Set(article.keys) == ["title", "description", "latitude", "longitude", "distance", "bearing", "url", "pageid"])
        }

        let plain = try await run(["--plain", "nearby", "52.3731", "4.8926"])
        expect(plain, in: "nearby-plain.txt")
        // One sentence per article: no table, no alignment.
        #expect(plain.out.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("@") && $0.hasSuffix(".") && !$0.contains("  ") })
    }

    @Test("a session: nearby, article @N, open @N, and nearby again around the same place")
    func session() async throws {
        let opener = RecordingOpener()
        let result = try await run([], lines: [
            "nearby Dam Square 52.3731 4.8926 --radius 500", "article @4", "open @4", "open 1", "nearby --limit 2", "quit",
        ], opener: opener)
        #expect(result.status == .success, "\(result.err)")
        // `open 1` is still location #1, and after it `nearby` looks around Amsterdam (the golden file shows it).
        expect(result, in: "session.txt")
        #expect(opener.links == ["\(wiki("amsterdam"))/wiki/Royal_Palace_of_Amsterdam", "wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam"])
    }

    @Test("references and the last place outlive the run: the next places knows @N, and nearby without a place")
    func nextRun() async throws {
        _ = try await run(["nearby", "Dam", "52.3731", "4.8926"])
        let article = try await run(["article", "@1"])
        #expect(article.status == .success)
        let again = try await run(["nearby"])
        #expect(again.status == .success)
        let dryRun = try await run(["--dry-run", "open", "@2"])
        expect(article, again, dryRun, in: "next-run.txt")
    }

    @Test("an article of the last list is a place: nearby @N looks around it, map @N draws its area")
    func articleAsPlace() async throws {
        _ = try await run(["nearby", "Dam Square", "52.3731", "4.8926", "--radius", "500"])
        let map = try await run(["--plain", "map", "@4"])
        #expect(map.status == .success, "\(map.err)")
        let unplaced = try await run(["nearby", "@7"])
        #expect(unplaced.status == .failure)
        let around = try await run(["nearby", "@4", "--radius", "200"])
        #expect(around.status == .success, "\(around.err)")
        // The new list replaced the old one: @9 is past its end.
        let past = try await run(["map", "@9"])
        #expect(past.status == .failure)
        expect(map, unplaced, around, past, in: "article-as-place.txt")
    }

    @Test("wrong options and missing places are usage errors, exit 2, with a sentence", arguments: [
        (["nearby", "1", "--radius", "5"], "radius-too-small"),
        (["nearby", "1", "--radius=10001"], "radius-too-large"),
        (["nearby", "1", "--limit", "0"], "limit-zero"),
        (["nearby", "1", "--limit", "1e2"], "limit-exponent"),
        (["--wiki", "ftp://wiki.example.org", "nearby", "1"], "wiki-ftp"),
        (["nearby"], "nearby-without-place"),
        (["article"], "article-without-argument"),
    ])
    func usage(arguments: [String], name: String) async throws {
        let result = try await Transcript.run(Transcript.fixture + arguments)
        #expect(result.status == .usage)
        #expect(result.out == "")
        #expect(result.err.split(separator: "\n").count == 1, "one sentence")
        Golden.expect(result, "usage/\(name).txt")
    }

    @Test("PLACES_WIKI that is not a wiki is a usage error too; in a session, a bad --radius spoils only its line")
    func usageElsewhere() async throws {
        let environment = try await Transcript.run(Transcript.fixture + ["nearby", "1"], environment: ["PLACES_WIKI": "english"])
        #expect(environment.status == .usage)
        Golden.expect(environment, "usage/wiki-environment.txt")
        let overridden = try await Transcript.run(Transcript.fixture + ["--wiki", "nl", "--dry-run", "open", "1"], environment: ["PLACES_WIKI": "english"])
        #expect(overridden.status == .success)
        let unaffected = try await Transcript.run(Transcript.fixture + ["list"], environment: ["PLACES_WIKI": "english"])
        #expect(unaffected.status == .success)
        let session = try await run([], lines: ["nearby 1 --radius", "nearby 1 --radius 5000 --limit 1"])
        #expect(session.status == .usage)
        expect(session, in: "session-bad-radius.txt")
    }

    // Which articles lie beyond the radius, and its margin, are FindNearbyArticles' and NearbyQuery's rules,
    // tested there; here, only that the notice of them goes to standard error beside the rows.
    @Test("the notice of articles left out beyond the radius is written beside the rows")
    func outsideRadius() async throws {
        // The fixture wiki answers every question with the same articles, 4.4–4.5 km from location 1.
        let result = try await run(["nearby", "1", "--radius", "20"])
        #expect(result.status == .success)
        expect(result, in: "outside-radius.txt")
    }

    @Test("every failure of the wiki is a sentence and exit 1", arguments: [
        ("error", ["nearby", "1"], "wiki-error"),
        ("portal", ["nearby", "1"], "wiki-portal"),
        ("truncated", ["nearby", "1"], "wiki-truncated"),
        ("busy", ["nearby", "1"], "wiki-busy"),
        ("amsterdam", ["article", "No such article"], "no-such-article"),
        ("amsterdam", ["article", "@3"], "reference-without-list"),
        ("amsterdam", ["nearby", "52.1 x"], "not-a-place"),
        // Wikipedia's search fails as its geosearch does, where a place is expected and in find.
        ("busy", ["find", "colosseum"], "find-wiki-busy"),
        ("portal", ["find", "colosseum"], "find-wiki-portal"),
        ("busy", ["nearby", "Colosseum"], "title-wiki-busy"),
        ("truncated", ["open", "Colosseum"], "title-wiki-truncated"),
    ])
    func failures(scenario: String, arguments: [String], name: String) async throws {
        let result = try await run(arguments, scenario: scenario)
        #expect(result.status == .failure)
        #expect(result.out == "")
        expect(result, in: "failure-\(name).txt")
    }

    @Test("--timeout bounds a question to Wikipedia as it bounds the feed")
    func timeout() async throws {
        let result = try await run(["--timeout", "1", "nearby", "52.3731", "4.8926"], scenario: "slow")
        #expect(result.status == .failure)
        expect(result, in: "timeout.txt")
        server.stop()
    }

    @Test("titles and descriptions are inert in every human output and exact in JSON")
    func hostile() async throws {
        for arguments in [["nearby", "52.3731", "4.8926"], ["--plain", "nearby", "52.3731", "4.8926"], ["article", "AC/DC"]] {
            let result = try await run(arguments, scenario: "hostile")
            #expect(result.status == .success, "\(arguments): \(result.err)")
            for scalar in result.out.unicodeScalars {
                #expect(scalar == "\n" || !ControlCharacters.contains(scalar), "\(arguments): U+\(String(scalar.value, radix: 16))")
            }
        }
        let json = try await run(["--json", "nearby", "52.3731", "4.8926"], scenario: "hostile")
        // JSON escapes what it must and keeps the rest exactly (the golden file shows the escapes).
        #expect(!json.out.unicodeScalars.contains { $0 != "\n" && ControlCharacters.contains($0) })
        expect(json, in: "hostile-json.txt")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        #expect(parsed.first?["title"] as? String == "\u{1B}]52;c;cm0gLXJmIH4=\u{07}Clipboard\u{1B}[31m Red")
    }

    @Test("offline, the answer saved for the same question is shown with its age; another question fails")
    func offline() async throws {
        let first = try await run(["nearby", "Dam Square", "52.3731", "4.8926"])
        #expect(first.status == .success)
        server.stop()
        try Transcript.backdateSavedAnswers(in: home, hours: 3)
        let saved = try await run(["nearby", "Dam Square", "52.3731", "4.8926"])
        #expect(saved.status == .success)
        #expect(saved.out == first.out)
        let other = try await run(["nearby", "52.3731", "4.8926", "--radius", "100"])
        #expect(other.status == .failure)
        expect(saved, other, in: "offline.txt")
    }

    @Test("handle-url is the Places tab: the place, Wikipedia's articles, the nearest locations, the web page")
    func placesTab() async throws {
        let result = try await run(["handle-url", "wikipedia://places?lat=52.3731&lon=4.8926&name=Dam%20Square", "--limit", "3"])
        #expect(result.status == .success)
        expect(result, in: "places-tab.txt")
        // The test server answers with all seven whatever the limit; the nearest three are shown.
        #expect(server.receivedRequests.first?.contains("ggslimit=3&") == true)

        let json = try await run(["--json", "handle-url", "wikipedia://places?lat=52.3731&lon=4.8926"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect((object["articles"] as? [[String: Any]])?.count == 7)
        #expect((object["nearest"] as? [[String: Any]])?.count == 4)
    }

    @Test("handle-url with an article and no coordinates shows the article's summary")
    func placesTabArticle() async throws {
        let link = "wikipedia://places?WMFArticleURL=https%3A%2F%2Fen.wikipedia.org%2Fwiki%2FRoyal_Palace_of_Amsterdam"
        let result = try await run(["handle-url", link])
        #expect(result.status == .success)
        expect(result, in: "places-tab-article.txt")
        let json = try await run(["--json", "handle-url", link])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect((object["summary"] as? [String: Any])?["title"] as? String == "Royal Palace of Amsterdam")
        #expect(object["location"] is NSNull)
    }

    @Test("handle-url takes every link the app opens: an article shows its summary, others say what they are and give the web page")
    func appLinks() async throws {
        let article = try await run(["handle-url", "wikipedia://en.wikipedia.org/wiki/Royal_Palace_of_Amsterdam"])
        let tab = try await run(["handle-url", "wikipedia://places/"])
        let explore = try await run(["handle-url", "wikipedia://explore"])
        let saved = try await run(["handle-url", "wikipedia://saved"])
        let unknown = try await run(["handle-url", "wikipedia://maps"])
        #expect([article, tab, explore, saved].allSatisfy { $0.status == .success && $0.err.isEmpty })
        #expect(unknown.status == .failure && unknown.out.isEmpty)
        expect(article, tab, explore, saved, unknown, in: "handle-url-app-links.txt")
    }

    @Test("when Wikipedia cannot answer, handle-url still shows the place and the nearest locations, and exits 1")
    func placesTabWithoutWikipedia() async throws {
        let result = try await run(["handle-url", "wikipedia://places?lat=52.3731&lon=4.8926"], scenario: "unavailable")
        #expect(result.status == .failure)
        expect(result, in: "places-tab-without-wikipedia.txt")
    }

    @Test("the default Wikipedia follows the session's language")
    func defaultWiki() async throws {
        let asked = Mutex<[String]>([])
        let recording: @Sendable (HTTPLimits) -> HTTPTransport = { _ in
            HTTPTransport { (url: URL) async throws(HTTPFailure) -> Data in
                asked.withLock { $0.append(url.absoluteString) }
                throw .unreachable(host: url.host ?? "")
            }
        }
        let dutch = try await Transcript.run(Transcript.fixture + ["nearby", "1"], environment: ["LANG": "nl_NL.UTF-8"], transport: recording)
        #expect(dutch.status == .failure)
        Golden.expect(dutch, "dutch/nearby-unreachable.txt")
        _ = try await Transcript.run(Transcript.fixture + ["--wiki", "simple", "nearby", "1"], transport: recording)
        #expect(asked.withLock { $0.map { String($0.prefix(41)) } } == ["https://nl.wikipedia.org/w/api.php?action", "https://simple.wikipedia.org/w/api.php?ac"])
        // The Places tab's web page is on the wiki it asks, too.
        let tab = try await Transcript.run(Transcript.fixture + ["handle-url", "wikipedia://places?lat=52.37&lon=4.89"],
                                           environment: ["LANG": "nl_NL.UTF-8"], transport: recording)
        Golden.expect(tab, "dutch/handle-url-unreachable.txt")
    }
}
