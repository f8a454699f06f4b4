import Foundation
@testable import PlacesApp
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// What a hostile test run found, through the built binary where the real stream, pipe or file matters; whole
/// outputs in `Fixtures/golden/hardening/`.
@Suite(.serialized) struct HardeningTests {
    private let home: TemporaryDirectory
    private let fixture = ["--source", Fixtures.url("locations.json").path]

    init() throws {
        home = try TemporaryDirectory()
    }

    private func places(_ arguments: [String], environment: [String: String] = [:]) async throws -> BuiltBinary.Result {
        try await BuiltBinary.run(arguments, environment: home.xdgEnvironment.merging(environment) { _, new in new })
    }

    /// Runs `command` through bash with the built places as `$0` and `arguments` as `$1`…, for redirections the
    /// harness cannot make.
    private func shell(_ command: String, _ arguments: String..., environment: [String: String] = [:]) async throws -> BuiltBinary.Result {
        try await BuiltBinary.run(
            ["-c", command, BuiltBinary.path] + arguments,
            environment: home.xdgEnvironment.merging(environment) { _, new in new },
            executable: "/bin/bash"
        )
    }

    /// A feed of `count` tiny entries in this test's folder.
    private func largeFeed(_ count: Int) throws -> String {
        let path = home.appending("large-\(count).json")
        var text = "{\"locations\":["
        text.reserveCapacity(count * 34)
        for index in 0..<count {
            text += (index == 0 ? "" : ",") + "{\"name\":\"P\(index)\",\"lat\":\(index % 90),\"long\":\(index % 180)}"
        }
        try Data((text + "]}").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("an opener that leaves its app running in the background does not hold open up")
    func openerWithBackgroundChild() async throws {
        let pidFile = home.appending("background.pid")
        let opener = try home.script("launcher", "sleep 600 &\necho $! > '\(pidFile)'\nexit 0")
        // The background sleep inherits places' output, as an app started by a real opener would; places' own
        // output goes to files so that only places itself is waited for.
        let result = try await shell(#""$0" --source "$1" open 1 >"$2" 2>&1; echo "status $?""#,
                               Fixtures.url("locations.json").path, home.appending("open.out"),
                               environment: ["PLACES_OPENER": opener])
        #expect(result.out == "status 0\n")
        Golden.expect(try String(contentsOfFile: home.appending("open.out"), encoding: .utf8), "hardening/opener-background-child.txt")
        // The background app outlives places: places did not wait for it (before, it waited until the opener's
        // timeout and said the opener was still running). Evidence rather than a stopwatch.
        let background = try #require(Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(background, 0) == 0, "the background app had already ended")
        kill(background, SIGKILL)
    }

    @Test("output that cannot be written is an error with exit 1; a reader that stops reading ends it quietly")
    func failedOutput() async throws {
        let full = try await shell(#""$0" --source "$1" --json list >/dev/full; echo "status $?" >&2"#, Fixtures.url("locations.json").path)
        #expect(full.err.hasSuffix("\nstatus 1\n"))
        Golden.expect([full], home: home, in: "hardening/output-full.txt")
        let large = try largeFeed(200_000)
        let closed = try await shell(#"set -o pipefail; "$0" --source "$1" --json list | head -1; echo "status $?" >&2"#, large)
        #expect(closed.out == "[\n")
        #expect(closed.err == "status 0\n")
    }

    @Test("standard input that is a folder is an error, not an empty session")
    func inputIsAFolder() async throws {
        let result = try await shell(#""$0" --source "$1" < /; echo "status $?" >&2"#, Fixtures.url("locations.json").path)
        #expect(result.err.hasSuffix("\nstatus 1\n"))
        Golden.expect([result], home: home, in: "hardening/input-is-a-folder.txt")
    }

    @Test(
        "printing a long list costs little more memory than loading it",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "/usr/bin/time (Debian package time) is missing")
    )
    func listMemory() async throws {
        let large = try largeFeed(80_000)
        func peak(_ arguments: String, source: String) async throws -> Double {
            let result = try await shell(#"/usr/bin/time -f "peak-kb %M" "$0" --source "$1" \#(arguments) >/dev/null"#, source)
            let line = try #require(result.err.split(separator: "\n").last { $0.hasPrefix("peak-kb ") })
            return (Double(line.dropFirst(8)) ?? 0) / 1024
        }
        // Loading alone (a search that matches nothing prints nothing), with the list of four and with the long one:
        // the difference is the long list's own memory, which the printing is measured against, so that a list of
        // a size the debug build prints in seconds still shows a printer that holds its rows.
        let base = try await peak("search zzzz-nothing", source: Fixtures.url("locations.json").path)
        let loading = try await peak("search zzzz-nothing", source: large)
        let list = loading - base
        for command in ["--json list", "list", "--plain list"] {
            let printing = try await peak(command, source: large)
            // Before, `--json list` held every row and the whole text at once: several times the loaded list.
            #expect(printing - loading < list / 2 + 2, "\(command): \(printing) MB against \(loading) MB to load, \(list) MB of it the list")
        }
    }

    @Test("passwords in a source are masked wherever the source is shown")
    func maskedCredentials() async throws {
        let failing = HTTPTransport { _ async throws(HTTPFailure) -> Data in throw .status(401) }
        let result = try await Transcript.run(
            ["--source", "https://reader:s3cret@127.0.0.1:9/feed.json", "list"], transport: { _ in failing }
        )
        let refused = try await Transcript.run(["--source", "ftp://reader:s3cret@example.com/feed.json", "list"])
        #expect(!(result.out + result.err + refused.out + refused.err).contains("s3cret"))
        #expect(result.err.contains("https://***@127.0.0.1:9/feed.json") && refused.err.contains("ftp://***@example.com/feed.json"))
        Golden.expect([result, refused], "hardening/masked-credentials.txt")
    }

    @Test("no words of libcurl reach a person: a real failing transfer is a Places sentence, in English and Dutch")
    func noLibraryWords() async throws {
        let server = try LoopbackHTTPServer()
        let closed = server.url("/feed.json").absoluteString
        server.stop()
        let live: @Sendable (HTTPLimits) -> HTTPTransport = { HTTPTransport.libcurl(limits: $0) }
        // A real transfer that libcurl fails with a code Places has no class for (CURLE_URL_MALFORMAT: a port past
        // 65535, which Places itself never asks for), whatever address it is asked.
        let unclassed: @Sendable (HTTPLimits) -> HTTPTransport = { limits in
            HTTPTransport { (_: URL) async throws(HTTPFailure) -> HTTPResponse in
                try await HTTPTransport.libcurl(limits: limits).fetch(URL(string: "http://127.0.0.1:99999/")!)
            }
        }
        let source = "http://127.0.0.1:9/feed.json"
        let wiki = try #require(WikipediaSite(base: "http://127.0.0.1:9/wiki"))
        // What libcurl says of a refused connection and of that address, in its own words.
        let libcurlWords = ["Failed to connect", "Couldn't connect", "Connection refused", "URL using bad", "Port number", "illegal"]
        for (environment, language, code) in [([:], Language.english, "libcurl error 3"), (["LANG": "nl_NL.UTF-8"], .dutch, "libcurl-fout 3")] {
            let words = MessageFormatter(language: language)
            let refused = try await Transcript.run(["--source", closed, "list"], environment: environment, transport: live)
            let feed = try await Transcript.run(["--source", source, "list"], environment: environment, transport: unclassed)
            let nearby = try await Transcript.run(
                Transcript.fixture + ["--wiki", wiki.base, "nearby", "1"], environment: environment, transport: unclassed
            )
            #expect(refused.err.contains(words.feedFailure(.unreachable(host: "127.0.0.1"), source: closed)), "\(refused.err)")
            #expect(feed.err.contains(words.feedFailure(.transfer(code: 3), source: source)), "\(feed.err)")
            #expect(nearby.err.contains(words.articleFailure(.transfer(code: 3), site: wiki)), "\(nearby.err)")
            for result in [refused, feed, nearby] {
                #expect(result.status == .failure)
                #expect(!libcurlWords.contains { (result.out + result.err).contains($0) }, "\(result.err)")
            }
            #expect(feed.err.contains(code) && nearby.err.contains(code))
        }
    }

    @Test("a 100 KB argument, 60,000 combining marks or a title longer than any wiki's are quoted short, not echoed whole")
    func hostileArgumentsAreBounded() async throws {
        let huge = String(repeating: "a", count: 100_000)
        let marks = "a" + String(repeating: "\u{0301}", count: 60_000)
        // A refused connection: nothing is sent anywhere, and every message still has to quote the argument.
        let offline = fixture + ["--wiki", "http://127.0.0.1:9/"]
        for arguments in [
            ["nearby", huge], ["map", huge], ["open", huge], ["link", huge], ["remove", huge], ["where", huge],
            ["article", huge], ["where", marks], ["nearby", marks], ["search", huge], ["add", huge],
            ["inspect", "wikipedia://places?WMFArticleURL=https://en.wikipedia.org/wiki/" + huge],
            ["handle-url", "wikipedia://places?WMFArticleURL=https://en.wikipedia.org/wiki/" + huge],
        ] {
            let result = try await places(offline + arguments)
            #expect(result.out.utf8.count + result.err.utf8.count < 2_000, "\(arguments[0]): \(result.err.prefix(200))")
        }
        let title = try await places(offline + ["article", huge])
        #expect(title.status == 1)
        #expect(title.err == ArticleText.titleTooLong(Quoted(huge), limit: WikipediaSite.maximumTitleBytes).english + "\n")
    }

    @Test("a wiki or source address with a port out of range or no host is a usage error, named before anything is asked")
    func addressesCheckedAtParseTime() async throws {
        var runs: [BuiltBinary.Result] = []
        for address in ["http://127.0.0.1:99999/x", "http://:18765/x", "http://user@:80/", "https://host:0/", "http://host:8x/"] {
            let wiki = try await places(fixture + ["--wiki", address, "nearby", "52", "4"])
            let source = try await places(["--source", address, "list"])
            #expect(wiki.status == 2 && source.status == 2 && wiki.out.isEmpty && source.out.isEmpty, "\(address)")
            runs += [wiki, source]
        }
        Golden.expect(runs, home: home, in: "hardening/addresses-checked-at-parse-time.txt")
    }

    @Test("add reads what was meant or refuses the line, the same way on the command line and in a session")
    func addNeverGuesses() async throws {
        let folder = try TemporaryDirectory()
        let oneShot = try await Transcript.run(Transcript.fixture + ["add", "Q", "52.35", "4.83", "4.83"], folder: folder)
        #expect(oneShot.status == .usage)
        let quoted = try await Transcript.run(Transcript.fixture + ["add", "Q 52.35", "4.83", "4.83"], folder: folder)
        #expect(quoted.status == .success)
        let session = try await Transcript.run(
            Transcript.fixture, lines: [#"add "Q 52.35" 4.83 4.83"#, "add Home 52 21 17 N 4 50 2 E", "add Block E 52.3 4.8"], folder: folder
        )
        Golden.expect([oneShot, quoted, session], "hardening/add-never-guesses.txt")
        let json = try await Transcript.run(Transcript.fixture + ["--json", "search", "home"], folder: folder)
        #expect(json.out.contains(#""latitude": 52.354722, "longitude": 4.833889"#))
    }

    @Test("coordinates read from text keep the digits they were written with, in the link, JSON and the store")
    func kyotoTower() async throws {
        let folder = try TemporaryDirectory()
        _ = try await Transcript.run(Transcript.fixture + ["add", "Kyoto", "Tower", "34°59'15\"N", "135°45'33\"E"], folder: folder)
        let link = try await Transcript.run(Transcript.fixture + ["link", "kyoto"], folder: folder)
        #expect(link.out == "wikipedia://places?lat=34.9875&lon=135.759167&name=Kyoto%20Tower\n")
        let store = try String(contentsOfFile: folder.appending("data/places/custom-locations.json"), encoding: .utf8)
        #expect(store.contains(#""lat": 34.9875, "long": 135.759167"#))
    }

    @Test("column widths match what a terminal draws (the wcwidth package's measure, in Fixtures)")
    func widths() throws {
        struct Reference: Decodable {
            struct Sample: Decodable {
                let text: String
                let columns: Int
            }
            let samples: [Sample]
        }
        let reference = try JSONDecoder().decode(Reference.self, from: Fixtures.data("terminal-widths.json"))
        for sample in reference.samples {
            #expect(DisplayText.width(of: sample.text) == sample.columns, "\(sample.text.debugDescription)")
        }
    }

    @Test("rows stay aligned with soft hyphens and emoji that ask for a picture")
    func alignment() async throws {
        let feed = home.appending("emoji.json")
        let names = ["Sun\u{AD}ny", "\u{2600}\u{FE0F} Beach", "Plain", "\u{2764}\u{FE0F}\u{2764}\u{FE0F} Hearts", "東京"]
        let entries = names.enumerated().map { #"{"name": "\#($1)", "lat": \#($0), "long": 1}"# }
        try Data(#"{"locations": [\#(entries.joined(separator: ","))]}"#.utf8).write(to: URL(fileURLWithPath: feed))
        let result = try await Transcript.run(["--source", feed, "list"])
        let rows = result.out.split(separator: "\n").dropFirst(2)
        let coordinateColumns = rows.map { row in DisplayText.width(of: String(row.prefix { $0 != "°" })) }
        #expect(rows.count == names.count)
        #expect(Set(coordinateColumns).count == 1, "coordinates start in the same column: \(coordinateColumns)")
    }
}
