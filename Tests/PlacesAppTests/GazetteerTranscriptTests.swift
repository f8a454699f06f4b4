import Foundation
@testable import PlacesApp
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Synchronization
import Testing

/// `where`, and names the list does not have, resolved by the built-in gazetteer wherever a place is expected; whole
/// outputs in `Fixtures/golden/gazetteer/`.
@MainActor
@Suite struct GazetteerTranscriptTests {
    @Test("where: matching places with region, country, population and coordinates")
    func whereCommand() async throws {
        let kyoto = try await Transcript.run(["where", "kyoto"])
        #expect(kyoto.status == .success)
        Golden.expect(kyoto, "gazetteer/where.txt")
        let springfield = try await Transcript.run(["--limit", "3", "where", "springfield"])
        #expect(springfield.out.split(separator: "\n").count == 3)
        Golden.expect(springfield, "gazetteer/where-limit.txt")
        let dutch = try await Transcript.run(["where", "kopenhagen"], environment: ["LANG": "nl_NL.UTF-8"])
        // Found by its Dutch name, which the row shows; the country in Dutch.
        Golden.expect(dutch, "dutch/where.txt")
    }

    @Test("where --json and --plain")
    func whereFormats() async throws {
        let json = try await Transcript.run(["--json", "where", "den haag"])
        #expect(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) is [[String: Any]])
        Golden.expect(json, "gazetteer/where-json.txt")
        let plain = try await Transcript.run(["--plain", "where", "München"])
        Golden.expect(plain, "gazetteer/where-plain.txt")
    }

    @Test("where with nothing to find, or odd input: a sentence and exit 1, never a crash", arguments: [
        ("xqzzyq", "letters"), ("\u{1B}[31m", "escape"), ("\u{0301}\u{0301}", "combining-accents"),
        (String(repeating: "x", count: 10_000), "long"), (",", "comma"), ("%%%", "percent"),
    ])
    func whereNothing(text: String, name: String) async throws {
        let result = try await Transcript.run(["where", text])
        #expect(result.status == .failure)
        #expect(result.out == "")
        #expect(result.err.split(separator: "\n").count == 1, "one sentence")
        #expect(!result.err.contains("\u{1B}"))
        Golden.expect(result, "gazetteer/where-nothing-\(name).txt", replacing: [String(repeating: "x", count: 10_000): "<10,000 × x>"])
    }

    @Test("open and link take a name the list lacks from the gazetteer, and say so")
    func openFromGazetteer() async throws {
        let opener = RecordingOpener()
        let opened = try await Transcript.run(Transcript.fixture + ["open", "kyoto"], opener: opener)
        #expect(opened.status == .success)
        #expect(opener.links == ["wikipedia://places?lat=35.02107&lon=135.75385&name=Kyoto"])
        let link = try await Transcript.run(Transcript.fixture + ["link", "Paris, FR"])
        // Named as the person named it: the name that matched, and the country they narrowed it with.
        #expect(link.out == "wikipedia://places?lat=48.85341&lon=2.3488&name=Paris%2C%20FR\n")
        let json = try await Transcript.run(Transcript.fixture + ["--json", "link", "keulen"])
        let object = try #require((try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])?.first)
        #expect(object["origin"] as? String == "gazetteer" && object["number"] is NSNull && object["name"] as? String == "Keulen")
        // The list comes first: Amsterdam is location #1, not the gazetteer's Amsterdam.
        let listed = try await Transcript.run(Transcript.fixture + ["link", "amsterdam"])
        #expect(listed.out == "wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam\n")
        #expect(listed.err == "")
        Golden.expect([opened, link, json], "gazetteer/open-and-link.txt")
    }

    @Test("between namesakes a one-shot command lists them, says how to choose, and exits 2")
    func ambiguousOneShot() async throws {
        let opener = RecordingOpener()
        let result = try await Transcript.run(Transcript.fixture + ["open", "Paris"], opener: opener)
        #expect(result.status == .usage)
        Golden.expect(result, "gazetteer/ambiguous-one-shot.txt")
        #expect(opener.links.isEmpty && result.out == "")
    }

    /// A session on a terminal, where a person can be asked.
    static let terminal = OutputStyle(interactive: true, animated: false, color: false, plain: false, width: 80)

    @Test("between namesakes a session on a terminal asks for a number, again when it is wrong, and Enter chooses none")
    func ambiguousSession() async throws {
        let result = try await Transcript.run(Transcript.fixture + ["--dry-run"], lines: [
            "open springfield", "12", "3", "link springfield", "",
        ], style: Self.terminal)
        // A namesake chosen keeps what tells it from the others.
        Golden.expect(result, "gazetteer/ambiguous-session.txt")
    }

    @Test("a session fed by a pipe never reads the next lines as answers: it lists the namesakes, ends that line with 2, goes on")
    func ambiguousPipedSession() async throws {
        let home = try TemporaryDirectory()
        let result = try await Transcript.run(Transcript.fixture, lines: [
            "add Springfield", "list", "add Home 52.1 4.1", "quit",
        ], folder: home)
        #expect(result.status == .usage)
        // The lines after it ran as commands (the golden file shows list's table), not as answers: Home was added.
        Golden.expect(result, "gazetteer/ambiguous-piped-session.txt")
        let list = try await Transcript.run(Transcript.fixture + ["--json", "list"], folder: home)
        #expect(list.out.components(separatedBy: "\"number\"").count - 1 == 5)
    }

    @Test("nearby takes gazetteer names too")
    func nearbyFromGazetteer() async throws {
        let asked = RecordingTransport()
        let result = try await Transcript.run(Transcript.fixture + ["nearby", "kyoto"], transport: asked.transport)
        Golden.expect(result, "gazetteer/nearby.txt")
        #expect(asked.urls.first?.contains("ggscoord=35.02107%7C135.75385") == true)
    }

    @Test("add NAME with no coordinates: from the gazetteer, asked in a session, listed and refused one-shot")
    func addByName() async throws {
        let home = try TemporaryDirectory()
        let kyoto = try await Transcript.run(Transcript.fixture + ["add", "Kyoto"], folder: home)
        #expect(kyoto.status == .success)
        let ambiguous = try await Transcript.run(Transcript.fixture + ["add", "Springfield"], folder: home)
        #expect(ambiguous.status == .usage)
        let session = try await Transcript.run(Transcript.fixture, lines: ["add springfield", "2"], folder: home, style: Self.terminal)
        // Saved as "Springfield, Massachusetts": under the bare name every Springfield saved would be the same row.
        let json = try await Transcript.run(Transcript.fixture + ["--json", "list"], folder: home)
        // A name no place has: no coordinates, and no place to take them from.
        let missing = try await Transcript.run(Transcript.fixture + ["add", "Qwxyzzy"], folder: home)
        #expect(missing.status == .usage)
        Golden.expect([kyoto, ambiguous, session, json, missing], "gazetteer/add-by-name.txt")
    }

    @Test("the add form offers where the place is as its name: Enter takes it, - keeps none, or type another")
    func formSuggestion() async throws {
        for (answer, file) in [("", "enter"), ("-", "dash"), ("Dom", "typed")] {
            let home = try TemporaryDirectory()
            let result = try await Transcript.run(Transcript.fixture + ["add"], lines: ["", "52.09 5.12", answer], folder: home)
            #expect(result.status == .success, "\(answer)")
            let list = try await Transcript.run(Transcript.fixture + ["--json", "list"], folder: home)
            Golden.expect([result, list], "gazetteer/form-suggestion-\(file).txt")
            let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.out.utf8)) as? [[String: Any]])
            let added = try #require(rows.last)
            switch answer {
            case "": #expect(added["name"] is String, "Enter takes the suggestion")
            case "-": #expect(added["name"] is NSNull, "- keeps no name")
            default: #expect(added["name"] as? String == answer)
            }
        }
    }
}

/// Records the URLs asked for and answers none of them.
final class RecordingTransport: Sendable {
    private let asked = Mutex<[String]>([])

    var urls: [String] { asked.withLock { $0 } }

    var transport: @Sendable (HTTPLimits) -> HTTPTransport {
        { _ in
            HTTPTransport { (url: URL) async throws(HTTPFailure) -> Data in
                self.record(url.absoluteString)
                throw .unreachable(host: url.host ?? "")
            }
        }
    }

    private func record(_ url: String) {
        asked.withLock { $0.append(url) }
    }
}
