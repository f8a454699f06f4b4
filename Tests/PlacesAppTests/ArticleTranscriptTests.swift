import Foundation
@testable import PlacesApp
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Synchronization
import Testing

/// `nearby`, `article`, `open @N` and the Places tab of `handle-url`, in-process against the loopback server playing
/// Wikipedia from `Fixtures/wikipedia/`, through the real libcurl transport.
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

    private static let damTable = """
    Wikipedia articles within 10 km of Dam Square (52.3731° N, 4.8926° E):
      @1  Dam Square                      32 m E   Town square in Amsterdam, Nether…
      @2  Madame Tussauds Amsterdam       75 m SE
      @3  National Monument (Amsterdam)   77 m SE  World War II memorial on Dam Squ…
      @4  Royal Palace of Amsterdam       82 m W   Palace in Amsterdam, Netherlands
      @5  Nieuwe Kerk (Amsterdam)        156 m NW  Church in Amsterdam, Netherlands
      @6  Magna Plaza                    207 m NW  Shopping centre in Amsterdam
      @7  Kalverstraat                             Shopping street in Amsterdam

    """

    @Test("nearby: articles around typed coordinates, nearest first, with references, distance and direction")
    func nearbyCoordinates() async throws {
        let result = try await run(["nearby", "Dam Square", "52.3731", "4.8926"])
        #expect(result.status == .success)
        #expect(result.err == "")
        #expect(result.out == Self.damTable)
        let headers = try #require(server.receivedHeaders.first)
        #expect(headers["user-agent"] == "places/\(PlacesApplication.version) (command-line Places tab for Wikipedia; Swift) libcurl")
    }

    @Test("nearby: around a location of the list, by number or name, and around a link's place")
    func nearbyPlaces() async throws {
        for place in [["1"], ["amsterdam"], ["wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam"]] {
            let result = try await run(["nearby"] + place + ["--limit", "3", "--radius", "5000"])
            #expect(result.status == .success, "\(place)")
            #expect(result.out.hasPrefix("Wikipedia articles within 5 km of Amsterdam (52.3547° N, 4.8339° E):\n"), "\(place)")
        }
        let request = try #require(server.receivedRequests.last { !$0.contains("cocontinue") })
        #expect(request.contains("ggscoord=52.3547498%7C4.8339215&ggsradius=5000&ggslimit=3&"))
    }

    @Test("--json: exactly the documented keys, titles exact; --plain: one sentence each")
    func nearbyFormats() async throws {
        let json = try await run(["--json", "nearby", "52.3731", "4.8926"])
        #expect(json.status == .success)
        let lines = json.out.split(separator: "\n")
        #expect(lines.count == 9)
        #expect(lines[1] == #"  {"title": "Dam Square", "description": "Town square in Amsterdam, Netherlands", "latitude": 52.37306, "longitude": 4.89306, "distance": 32, "bearing": 98.1, "url": "\#(wiki("amsterdam"))/wiki/Dam_Square", "pageid": 562186},"#)
        #expect(lines[7] == #"  {"title": "Kalverstraat", "description": "Shopping street in Amsterdam", "latitude": null, "longitude": null, "distance": null, "bearing": null, "url": "\#(wiki("amsterdam"))/wiki/Kalverstraat", "pageid": 7730114}"#)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        #expect(parsed.count == 7)

        let plain = try await run(["--plain", "nearby", "52.3731", "4.8926"])
        #expect(plain.out.split(separator: "\n")[1] == "@1. Dam Square, Town square in Amsterdam, Netherlands: 32 metres east.")
        #expect(plain.out.split(separator: "\n").last == "@7. Kalverstraat, Shopping street in Amsterdam.")
    }

    @Test("a session: nearby, article @N, open @N, and nearby again around the same place")
    func session() async throws {
        let opener = RecordingOpener()
        let result = try await run([], lines: [
            "nearby Dam Square 52.3731 4.8926 --radius 500", "article @4", "open @4", "open 1", "nearby --limit 2", "quit",
        ], opener: opener)
        #expect(result.status == .success, "\(result.err)")
        #expect(result.out.contains("Wikipedia articles within 500 m of Dam Square (52.3731° N, 4.8926° E):\n"))
        #expect(result.out.contains("""
        Royal Palace of Amsterdam
        Palace in Amsterdam, Netherlands
        Coordinates: 52.3731° N, 4.8914° E; 82 m west of Dam Square

        The Royal Palace of Amsterdam stands on the west side of Dam Square in the
        centre of the city. It was built in the seventeenth century as the city hall,
        during the Dutch Golden Age, and became a royal palace under Louis Bonaparte.

        Today it is one of the palaces the Dutch state places at the disposal of the
        monarch, who uses it for state visits and official receptions.

        On the web: \(wiki("amsterdam"))/wiki/Royal_Palace_of_Amsterdam

        """))
        #expect(result.out.contains("Opened Royal Palace of Amsterdam in the browser.\n"))
        // `open 1` is still location #1, and after it `nearby` looks around Amsterdam.
        #expect(opener.links == ["\(wiki("amsterdam"))/wiki/Royal_Palace_of_Amsterdam", "wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam"])
        #expect(result.out.contains("Wikipedia articles within 10 km of Amsterdam (52.3547° N, 4.8339° E):\n  @1  Royal Palace"))
    }

    @Test("references and the last place outlive the run: the next places knows @N, and nearby without a place")
    func nextRun() async throws {
        _ = try await run(["nearby", "Dam", "52.3731", "4.8926"])
        let article = try await run(["article", "@1"])
        #expect(article.status == .success)
        #expect(article.out.hasPrefix("Dam Square\nTown square in Amsterdam, Netherlands\nCoordinates: 52.3731° N, 4.8931° E; 32 m east of Dam\n"))
        let again = try await run(["nearby"])
        #expect(again.out.hasPrefix("Wikipedia articles within 10 km of Dam (52.3731° N, 4.8926° E):\n"))
        let dryRun = try await run(["--dry-run", "open", "@2"])
        #expect(dryRun.out == "\(wiki("amsterdam"))/wiki/Madame_Tussauds_Amsterdam\n")
    }

    @Test("an article of the last list is a place: nearby @N looks around it, map @N draws its area")
    func articleAsPlace() async throws {
        _ = try await run(["nearby", "Dam Square", "52.3731", "4.8926", "--radius", "500"])
        let map = try await run(["--plain", "map", "@4"])
        #expect(map.status == .success, "\(map.err)")
        #expect(map.out.hasPrefix("The map is centred on Royal Palace of Amsterdam, at 52.37 degrees north, 4.89 degrees east,"))
        let unplaced = try await run(["nearby", "@7"])
        #expect(unplaced.status == .failure)
        #expect(unplaced.err == "@7, Kalverstraat, has no coordinates on Wikipedia, so it is not a place to look around.\n")
        let around = try await run(["nearby", "@4", "--radius", "200"])
        #expect(around.status == .success, "\(around.err)")
        #expect(around.out.hasPrefix("""
        Wikipedia articles within 200 m of Royal Palace of Amsterdam (52.3731° N, 4.8914° E):
          @1  Royal Palace of Amsterdam        0 m     Palace in Amsterdam, Netherlands
          @2  Dam Square                     113 m E   Town square in Amsterdam, Nether…

        """))
        // The new list replaced the old one: @9 is past its end, and a bare number is still a location.
        let past = try await run(["map", "@9"])
        #expect(past.status == .failure)
        #expect(past.err == "There is no @9: the last list of articles goes from @1 to @7.\n")
    }

    @Test("wrong options and missing places are usage errors, exit 2, with a sentence", arguments: [
        (["nearby", "1", "--radius", "5"], "“5” is not a radius: give whole metres from 10 to 10000.\n"),
        (["nearby", "1", "--radius=10001"], "“10001” is not a radius: give whole metres from 10 to 10000.\n"),
        (["nearby", "1", "--limit", "0"], "“0” is not a number of articles from 1 to 500.\n"),
        (["nearby", "1", "--limit", "1e2"], "“1e2” is not a number of articles from 1 to 500.\n"),
        (["--wiki", "ftp://wiki.example.org", "nearby", "1"], "“ftp://wiki.example.org” is not a Wikipedia: give a language code (en, nl, simple) or the http(s) address of a wiki.\n"),
        (["nearby"], "nearby needs a place: a number or a name from the list, an article as @N, coordinates, or a wikipedia://places link. For example: nearby amsterdam\n"),
        (["article"], "article needs an argument, for example: places article @1\n"),
    ])
    func usage(arguments: [String], message: String) async throws {
        let result = try await Transcript.run(Transcript.fixture + arguments)
        #expect(result.status == .usage)
        #expect(result.err == message)
        #expect(result.out == "")
    }

    @Test("PLACES_WIKI that is not a wiki is a usage error too; in a session, a bad --radius spoils only its line")
    func usageElsewhere() async throws {
        let environment = try await Transcript.run(Transcript.fixture + ["nearby", "1"], environment: ["PLACES_WIKI": "english"])
        #expect(environment.status == .usage)
        #expect(environment.err.hasPrefix("PLACES_WIKI is “english”, which is not a Wikipedia"))
        let overridden = try await Transcript.run(Transcript.fixture + ["--wiki", "nl", "--dry-run", "open", "1"], environment: ["PLACES_WIKI": "english"])
        #expect(overridden.status == .success)
        let unaffected = try await Transcript.run(Transcript.fixture + ["list"], environment: ["PLACES_WIKI": "english"])
        #expect(unaffected.status == .success)
        let session = try await run([], lines: ["nearby 1 --radius", "nearby 1 --radius 5000 --limit 1"])
        #expect(session.status == .usage)
        #expect(session.err == "--radius needs a value.\n")
        #expect(session.out.hasPrefix("Wikipedia articles within 5 km of Amsterdam"))
    }

    @Test("articles a wiki returns beyond the radius are not shown as within it; a notice says they were left out")
    func outsideRadius() async throws {
        // The fixture wiki answers every question with the same articles, 4.4–4.5 km from location 1.
        let result = try await run(["nearby", "1", "--radius", "20"])
        #expect(result.status == .success)
        // Kalverstraat has no coordinates in the answer: it cannot be checked, and stays.
        #expect(result.out.hasPrefix("Wikipedia articles within 20 m of Amsterdam (52.3547° N, 4.8339° E):\n  @1  Kalverstraat"))
        #expect(!result.out.contains("Dam Square"))
        #expect(result.err.hasSuffix(" also returned 6 articles farther away than 20 m; they are left out.\n"))
        // 4,401 m and 4,443 m are within 4,400 m and its margin (1 %, 10 m); 4,473 m is not.
        let json = try await run(["--json", "nearby", "1", "--radius", "4400"])
        #expect(json.status == .success)
        #expect(json.out.components(separatedBy: "\"pageid\"").count - 1 == 3)
        #expect(json.err.hasSuffix(" also returned 4 articles farther away than 4.4 km; they are left out.\n"))
    }

    @Test("every failure of the wiki is a sentence and exit 1", arguments: [
        ("error", ["nearby", "1"], "refused the question: Invalid coordinate provided (invalid-coord).\n"),
        ("portal", ["nearby", "1"], "answered with a web page instead of data. A network that wants you to sign in first does this; open a browser to sign in. Or the address given with --wiki is not a Wikipedia.\n"),
        ("truncated", ["nearby", "1"], "is cut short or is not what its API returns.\n"),
        ("busy", ["nearby", "1"], "is getting too many requests and asked Places to slow down (HTTP status 429). Try again in a minute.\n"),
        ("amsterdam", ["article", "No such article"], "has no article titled “No such article”.\n"),
        ("amsterdam", ["article", "@3"], "@3 refers to a list of articles, and there is none yet: run nearby or find first.\n"),
        ("amsterdam", ["nearby", "52.1 x"], "Neither the list, nor the built-in gazetteer, nor Wikipedia has a place called “52.1 x”.\n“x” is not part of a coordinate.\n"),
        // Wikipedia's search fails as its geosearch does, where a place is expected and in find.
        ("busy", ["find", "colosseum"], "is getting too many requests and asked Places to slow down (HTTP status 429). Try again in a minute.\n"),
        ("portal", ["find", "colosseum"], "open a browser to sign in. Or the address given with --wiki is not a Wikipedia.\n"),
        ("busy", ["nearby", "Colosseum"], "is getting too many requests and asked Places to slow down (HTTP status 429). Try again in a minute.\n"),
        ("truncated", ["open", "Colosseum"], "is cut short or is not what its API returns.\n"),
    ])
    func failures(scenario: String, arguments: [String], ending: String) async throws {
        let result = try await run(arguments, scenario: scenario)
        #expect(result.status == .failure)
        #expect(result.out == "")
        #expect(result.err.hasSuffix(ending), "\(result.err)")
    }

    @Test("--timeout bounds a question to Wikipedia as it bounds the feed")
    func timeout() async throws {
        let result = try await run(["--timeout", "1", "nearby", "52.3731", "4.8926"], scenario: "slow")
        #expect(result.status == .failure)
        #expect(result.err == "127.0.0.1:\(server.port) did not answer within 1 seconds.\n")
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
        #expect(json.out.contains(#""title": "\u001b]52;c;cm0gLXJmIH4=\u0007Clipboard\u001b[31m Red""#))
        #expect(json.out.contains(#""description": "line one\nline two\r\u2028third""#))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        #expect(parsed.first?["title"] as? String == "\u{1B}]52;c;cm0gLXJmIH4=\u{07}Clipboard\u{1B}[31m Red")
    }

    @Test("offline, the answer saved for the same question is shown with its age; another question fails")
    func offline() async throws {
        let first = try await run(["nearby", "Dam Square", "52.3731", "4.8926"])
        #expect(first.status == .success)
        server.stop()
        let saved = try await run(["nearby", "Dam Square", "52.3731", "4.8926"])
        #expect(saved.status == .success)
        #expect(saved.out == first.out)
        // The transcript's clock is fixed, so the age is whatever lies between it and the file's real time.
        #expect(saved.err.hasPrefix("Could not reach 127.0.0.1. Check your internet connection and try again. Showing the answer saved "))
        let other = try await run(["nearby", "52.3731", "4.8926", "--radius", "100"])
        #expect(other.status == .failure)
        #expect(other.err == "Could not reach 127.0.0.1. Check your internet connection and try again.\n")
    }

    @Test("handle-url is the Places tab: the place, Wikipedia's articles, the nearest locations, the web page")
    func placesTab() async throws {
        let result = try await run(["handle-url", "wikipedia://places?lat=52.3731&lon=4.8926&name=Dam%20Square", "--limit", "3"])
        #expect(result.status == .success)
        Golden.expect(result, "commands/handle-url.txt", replacing: [wiki("amsterdam"): "<wiki>"])
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
        #expect(result.out.hasPrefix("Royal Palace of Amsterdam\nPalace in Amsterdam, Netherlands\nCoordinates: 52.3731° N, 4.8914° E\n\n"))
        let json = try await run(["--json", "handle-url", link])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect((object["summary"] as? [String: Any])?["title"] as? String == "Royal Palace of Amsterdam")
        #expect(object["location"] is NSNull)
    }

    @Test("handle-url takes every link the app opens: an article shows its summary, others say what they are and give the web page")
    func appLinks() async throws {
        let article = try await run(["handle-url", "wikipedia://en.wikipedia.org/wiki/Royal_Palace_of_Amsterdam"])
        #expect(article.status == .success)
        #expect(article.out.hasPrefix("Royal Palace of Amsterdam\nPalace in Amsterdam, Netherlands\n"))
        let tab = try await run(["handle-url", "wikipedia://places/"])
        #expect(tab.status == .success)
        #expect(tab.out.hasPrefix(LinkText.handleTabOnly.english + "\nOn the web: "))
        #expect(tab.out.hasSuffix("/wiki/Special:Nearby\n"))
        let explore = try await run(["handle-url", "wikipedia://explore"])
        #expect(explore.status == .success)
        #expect(explore.out.hasPrefix(LinkText.handleElsewhere(what: LinkText.appScreen(.explore).english).english + "\nOn the web: "))
        let saved = try await run(["handle-url", "wikipedia://saved"])
        #expect(saved.out == LinkText.handleElsewhere(what: LinkText.appScreen(.saved).english).english + "\n" + LinkText.handleNoWebPage.english + "\n")
        let unknown = try await run(["handle-url", "wikipedia://maps"])
        #expect(unknown.status == .failure)
        #expect(unknown.err.hasPrefix("Rejected: The Wikipedia app opens nothing for “wikipedia://maps”"))
    }

    @Test("when Wikipedia cannot answer, handle-url still shows the place and the nearest locations, and exits 1")
    func placesTabWithoutWikipedia() async throws {
        let result = try await run(["handle-url", "wikipedia://places?lat=52.3731&lon=4.8926"], scenario: "unavailable")
        #expect(result.status == .failure)
        #expect(result.err.hasSuffix("is unavailable right now (HTTP status 503). Try again later.\n"))
        #expect(result.out.hasPrefix("The Places tab at 52.3731° N, 4.8926° E:\nThat is 223 m from the centre of Amsterdam, The Netherlands.\nMap of "))
        #expect(result.out.contains("Nearest locations:\n  1  Amsterdam"))
    }

    @Test("the default Wikipedia follows the session's language")
    func defaultWiki() async throws {
        let asked = Mutex<[String]>([])
        let recording: @Sendable (HTTPLimits) -> HTTPTransport = { _ in
            HTTPTransport { (url: URL) async throws(FeedFailure) -> Data in
                asked.withLock { $0.append(url.absoluteString) }
                throw .unreachable(host: url.host ?? "")
            }
        }
        let dutch = try await Transcript.run(Transcript.fixture + ["nearby", "1"], environment: ["LANG": "nl_NL.UTF-8"], transport: recording)
        #expect(dutch.status == .failure)
        #expect(dutch.err == "Kan nl.wikipedia.org niet bereiken. Controleer je internetverbinding en probeer het opnieuw.\n")
        _ = try await Transcript.run(Transcript.fixture + ["--wiki", "simple", "nearby", "1"], transport: recording)
        #expect(asked.withLock { $0.map { String($0.prefix(41)) } } == ["https://nl.wikipedia.org/w/api.php?action", "https://simple.wikipedia.org/w/api.php?ac"])
        // The Places tab's web page is on the wiki it asks, too.
        let tab = try await Transcript.run(Transcript.fixture + ["handle-url", "wikipedia://places?lat=52.37&lon=4.89"],
                                           environment: ["LANG": "nl_NL.UTF-8"], transport: recording)
        #expect(tab.out.hasSuffix("Op het web: https://nl.wikipedia.org/wiki/Special:Nearby#/coord/52.37,4.89\n"))
    }
}
