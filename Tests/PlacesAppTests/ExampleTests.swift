import Foundation
@testable import PlacesApp
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// Every example in help works on the real feed (the copy in Fixtures) against a Wikipedia that answers: run in
/// help's order in one home, so `article @1` follows `nearby` and `remove 5` follows `add`. A full-screen example
/// runs the built binary on a pseudo-terminal, and is left with q once the answer about its articles is on the screen.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ExampleTests {
    /// Examples that show a refusal on purpose.
    static let refusals: Set<String> = ["places --json inspect \"wikipedia://places?lat=91&lon=0\""]

    /// A transport on which every Wikipedia (`https://LANG.wikipedia.org`) is played by the test Wikipedia at
    /// `wiki`, so that examples name the real ones and show their real addresses.
    static func wikipedia(playedBy wiki: String) -> @Sendable (HTTPLimits) -> HTTPTransport {
        { limits in
            let live = HTTPTransport.libcurl(limits: limits)
            return HTTPTransport { url async throws(HTTPFailure) -> HTTPResponse in
                var text = url.absoluteString
                if let range = text.range(of: #"^https://[a-z-]+\.wikipedia\.org"#, options: .regularExpression) {
                    text.replaceSubrange(range, with: wiki)
                }
                return try await live.fetch(URL(string: text) ?? url)
            }
        }
    }

    /// Files the examples of import and export name are in the example's home folder, not where the tests run;
    /// the ones import reads are real files from other apps.
    static func file(_ word: String, in home: TemporaryDirectory, importing: Bool) throws -> String {
        let sources = ["favourites.gpx": "transfer/real/osmand-favourites.gpx", "places.txt": "transfer/real/csv2geojson-simple.csv"]
        guard !word.hasPrefix("-"), [".gpx", ".csv", ".kml", ".geojson", ".txt"].contains(where: word.hasSuffix) else { return word }
        let path = home.appending(word)
        if importing, let source = sources[word] {
            try? FileManager.default.removeItem(atPath: path)
            try FileManager.default.copyItem(atPath: Fixtures.url(source).path, toPath: path)
        } else if importing, word == "saved.geojson" {
            // What export --saved writes: a point per article, with its page's address.
            let feature = #"{"type":"Feature","geometry":{"type":"Point","coordinates":[4.885,52.36]},"properties":{"name":"Rijksmuseum","url":"https://en.wikipedia.org/wiki/Rijksmuseum","wiki":"en.wikipedia.org"}}"#
            try #"{"type":"FeatureCollection","features":[\#(feature)]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return path
    }

    @Test("every example in help runs on the real feed and a Wikipedia, and succeeds unless it shows a refusal")
    func helpExamplesWork() async throws {
        let server = try LoopbackHTTPServer()
        let home = try TemporaryDirectory()
        let wiki = server.url("/wiki/amsterdam").absoluteString
        let transport = Self.wikipedia(playedBy: wiki)
        for command in CommandSet.all {
            for example in command.help(.english).examples {
                // A reference needs a list of articles to refer to, as it would for a person.
                if example.contains("@") {
                    let primed = try await Transcript.run(Transcript.fixture + ["nearby", "Dam", "52.3731", "4.8926"], environment: ["PLACES_WIKI": wiki], folder: home, transport: transport)
                    #expect(primed.status == .success)
                }
                // An export of the saved list, or read S1, needs an article saved, as it would for a person (unsave's
                // examples take off what save's examples saved).
                if example.contains("--saved") || (command.name == ReadCommand.name && example.hasSuffix(" S1")) {
                    let title = command.name == ReadCommand.name ? "Dam Square" : "Rijksmuseum"
                    let primed = try await Transcript.run(Transcript.fixture + ["save", title], environment: ["PLACES_WIKI": wiki], folder: home, transport: transport)
                    #expect(primed.status == .success)
                }
                if command.name == ExploreCommand.name {
                    try await Self.runFullScreen(example, home: home, wiki: wiki)
                    continue
                }
                let result: Transcript
                if example.hasPrefix("places ") {
                    let words = try CommandSetTests.shellWords(example).dropFirst().map { try Self.file($0, in: home, importing: example.hasPrefix("places import")) }
                    result = try await Transcript.run(Transcript.fixture + words, environment: ["PLACES_WIKI": wiki], folder: home, transport: transport)
                } else {
                    // A session line, with answers for the add form.
                    let lines = switch example {
                    case "add": [example, "Home", "52.1", "4.1"]
                    // Something removed in the same session, for undo to bring back.
                    case "undo": ["add Undone 1 1", "remove Undone", example]
                    default: [example]
                    }
                    result = try await Transcript.run(Transcript.fixture, lines: lines, environment: ["PLACES_WIKI": wiki], folder: home, transport: transport)
                }
                let expected: PlacesApp.ExitStatus = Self.refusals.contains(example) ? .failure : .success
                #expect(result.status == expected, "\(example): \(result.err)")
            }
        }
    }

    /// Runs a full-screen example in `home` on a pseudo-terminal: it must draw the articles and leave with status 0.
    static func runFullScreen(_ example: String, home: TemporaryDirectory, wiki: String) async throws {
        var environment = home.xdgEnvironment
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        environment["TERM"] = "xterm-256color"
        environment["LANG"] = "C.UTF-8"
        environment["PLACES_WIKI"] = wiki
        let words = CommandSetTests.shellWords(example).drop { $0 == "places" }
        let terminal = try PseudoTerminal(
            executable: BuiltBinary.path, arguments: Transcript.fixture + words, environment: environment, columns: 100, rows: 30
        )
        // The articles, or the sentence that there are none there (the test Wikipedia knows only Dam Square's).
        let shown = await terminal.waitForDisplay { screen in
            screen.isAlternate && screen.frameComplete
                && (screen.text.contains(SentenceStart.nearbyHeading) || screen.text.contains(SentenceStart.nearbyNone))
        }
        #expect(shown != nil, "\(example): \(terminal.display.text)")
        terminal.type("q")
        #expect(await terminal.waitForExit() == 0, "\(example)")
    }
}
