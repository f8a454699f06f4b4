import Foundation
@testable import PlacesApp
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Synchronization
import Testing

/// `where`, and names the list does not have, resolved by the built-in gazetteer wherever a place is expected.
@MainActor
@Suite struct GazetteerTranscriptTests {
    @Test("where: matching places with region, country, population and coordinates")
    func whereCommand() async throws {
        let kyoto = try await Transcript.run(["where", "kyoto"])
        #expect(kyoto.status == .success)
        #expect(kyoto.out == "  Kyoto, Japan  1,463,723  35.0211° N, 135.7539° E\n")
        #expect(kyoto.err == "")

        let springfield = try await Transcript.run(["--limit", "3", "where", "springfield"])
        #expect(springfield.out == """
          Springfield, Missouri, United States       170,188  37.2153° N, 93.2982° W
          Springfield, Massachusetts, United States  154,341  42.1015° N, 72.5898° W
          Springfield, Illinois, United States       114,394  39.8017° N, 89.6437° W

        """)
        #expect(springfield.err == "9 more not shown; --limit shows more, a country after a comma fewer.\n")

        let dutch = try await Transcript.run(["where", "kopenhagen"], environment: ["LANG": "nl_NL.UTF-8"])
        // Found by its Dutch name, which the row shows; the country in Dutch.
        #expect(dutch.out == "  Kopenhagen → Copenhagen, Denemarken  1.153.615  55,6759° NB, 12,5655° OL\n")
    }

    @Test("where --json and --plain")
    func whereFormats() async throws {
        let json = try await Transcript.run(["--json", "where", "den haag"])
        #expect(json.out == """
        [
          {"name": "The Hague", "region": null, "country": "The Netherlands", "country_code": "NL", "population": 474292, "latitude": 52.07667, "longitude": 4.29861, "match": "exact", "alternate_name": "Den Haag"}
        ]

        """)
        let plain = try await Transcript.run(["--plain", "where", "München"])
        #expect(plain.out.hasPrefix("Munich, Germany, also called Munchen, population 1,505,005, 48.14 degrees north, 11.58 degrees east.\n"))
    }

    @Test("where with nothing to find, or odd input: a sentence and exit 1, never a crash", arguments: [
        "xqzzyq", "\u{1B}[31m", "\u{0301}\u{0301}", String(repeating: "x", count: 10_000), ",", "%%%",
    ])
    func whereNothing(text: String) async throws {
        let result = try await Transcript.run(["where", text])
        #expect(result.status == .failure)
        #expect(result.out == "")
        // Bytes, not characters: a combining accent joins the opening quote into one character.
        #expect(result.err.utf8.starts(with: "No place in the built-in gazetteer matches “".utf8))
        #expect(!result.err.contains("\u{1B}"))
    }

    @Test("open and link take a name the list lacks from the gazetteer, and say so")
    func openFromGazetteer() async throws {
        let opener = RecordingOpener()
        let opened = try await Transcript.run(Transcript.fixture + ["open", "kyoto"], opener: opener)
        #expect(opened.status == .success)
        #expect(opened.err == "Kyoto, Japan — from the built-in gazetteer.\n")
        #expect(opened.out == "Opened Kyoto in Wikipedia.\n")
        #expect(opener.links == ["wikipedia://places?lat=35.02107&lon=135.75385&name=Kyoto"])

        let link = try await Transcript.run(Transcript.fixture + ["link", "Paris, FR"])
        // Named as the person named it: the name that matched, and the country they narrowed it with.
        #expect(link.out == "wikipedia://places?lat=48.85341&lon=2.3488&name=Paris%2C%20FR\n")
        let json = try await Transcript.run(Transcript.fixture + ["--json", "link", "keulen"])
        #expect(json.out.contains(#""number": null, "name": "Keulen", "latitude": 50.93333, "longitude": 6.95"#))
        #expect(json.out.contains(#""origin": "gazetteer""#))
        // The list comes first: Amsterdam is location #1, not the gazetteer's Amsterdam.
        let listed = try await Transcript.run(Transcript.fixture + ["link", "amsterdam"])
        #expect(listed.out == "wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam\n")
        #expect(listed.err == "")
    }

    @Test("between namesakes a one-shot command lists them, says how to choose, and exits 2")
    func ambiguousOneShot() async throws {
        let opener = RecordingOpener()
        let result = try await Transcript.run(Transcript.fixture + ["open", "Paris"], opener: opener)
        #expect(result.status == .usage)
        #expect(result.err == """
        “Paris” could be 3 places:
          1. Paris, France                2,138,551  48.8534° N, 2.3488° E
          2. Paris, Texas, United States     24,782  33.6609° N, 95.5555° W
          3. Paris → Parys, South Africa     71,319  26.9033° S, 27.4573° E
        Say which: add a country or US state after a comma, as in “Paris, FR”.

        """)
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
        #expect(result.out.hasSuffix("wikipedia://places?lat=39.80172&lon=-89.64371&name=Springfield%2C%20Illinois\n\n"))
        #expect(result.err.contains("“12” is not one of the numbers 1 to 9.\n"))
        #expect(result.err.hasSuffix("Nothing was chosen.\n"))
    }

    @Test("a session fed by a pipe never reads the next lines as answers: it lists the namesakes, ends that line with 2, goes on")
    func ambiguousPipedSession() async throws {
        let home = try TemporaryDirectory()
        let result = try await Transcript.run(Transcript.fixture, lines: [
            "add Springfield", "list", "add Home 52.1 4.1", "quit",
        ], folder: home)
        #expect(result.status == .usage)
        #expect(result.err.contains("Say which: add a country or US state after a comma"))
        #expect(!result.err.contains("Which one?"))
        #expect(result.out.contains("Added #5: Home."))
        let list = try await Transcript.run(Transcript.fixture + ["--json", "list"], folder: home)
        #expect(list.out.components(separatedBy: "\"number\"").count - 1 == 5)
    }

    @Test("nearby takes gazetteer names too")
    func nearbyFromGazetteer() async throws {
        let asked = RecordingTransport()
        let result = try await Transcript.run(Transcript.fixture + ["nearby", "kyoto"], transport: asked.transport)
        #expect(result.err.hasPrefix("Kyoto, Japan — from the built-in gazetteer.\n"))
        #expect(asked.urls.first?.contains("ggscoord=35.02107%7C135.75385") == true)
    }

    @Test("add NAME with no coordinates: from the gazetteer, asked in a session, listed and refused one-shot")
    func addByName() async throws {
        let home = try TemporaryDirectory()
        let kyoto = try await Transcript.run(Transcript.fixture + ["add", "Kyoto"], folder: home)
        #expect(kyoto.status == .success)
        #expect(kyoto.err == "Kyoto, Japan — from the built-in gazetteer.\n")
        #expect(kyoto.out == "Added #5: Kyoto.\nOpen it with: open 5\n")

        let ambiguous = try await Transcript.run(Transcript.fixture + ["add", "Springfield"], folder: home)
        #expect(ambiguous.status == .usage)
        #expect(ambiguous.err.hasSuffix("Say which: add a country or US state after a comma, as in “Springfield, Missouri”.\n"))

        let session = try await Transcript.run(Transcript.fixture, lines: ["add springfield", "2"], folder: home, style: Self.terminal)
        // Saved as "Springfield, Massachusetts": under the bare name every Springfield saved would be the same row.
        #expect(session.out.contains("Added #6: Springfield, Massachusetts.\nOpen it with: open 6\n"))
        let json = try await Transcript.run(Transcript.fixture + ["--json", "list"], folder: home)
        #expect(json.out.contains(#""number": 6, "name": "Springfield, Massachusetts", "latitude": 42.10148, "longitude": -72.58981"#))

        // A name no place has: no coordinates, and no place to take them from.
        let missing = try await Transcript.run(Transcript.fixture + ["add", "Qwxyzzy"], folder: home)
        #expect(missing.status == .usage)
        #expect(missing.err == "Enter a latitude and a longitude.\nNeither the built-in gazetteer nor Wikipedia has a place called “Qwxyzzy”.\n")
    }

    @Test("the add form offers where the place is as its name: Enter takes it, - keeps none, or type another")
    func formSuggestion() async throws {
        for (answer, name) in [("", "178 m from the centre of Utrecht, The Netherlands"), ("-", nil), ("Dom", "Dom")] as [(String, String?)] {
            let home = try TemporaryDirectory()
            let result = try await Transcript.run(Transcript.fixture + ["add"], lines: ["", "52.09 5.12", answer], folder: home)
            #expect(result.status == .success, "\(answer)")
            let json = try await Transcript.run(Transcript.fixture + ["--json", "list"], folder: home)
            let expected = name.map { "\"name\": \"\($0)\"" } ?? "\"name\": null"
            #expect(json.out.contains("\"number\": 5, \(expected)"), "\(answer): \(json.out)")
        }
    }
}

/// Records the URLs asked for and answers none of them.
final class RecordingTransport: Sendable {
    private let asked = Mutex<[String]>([])

    var urls: [String] { asked.withLock { $0 } }

    var transport: @Sendable (HTTPLimits) -> HTTPTransport {
        { _ in
            HTTPTransport { (url: URL) async throws(FeedFailure) -> Data in
                self.record(url.absoluteString)
                throw .unreachable(host: url.host ?? "")
            }
        }
    }

    private func record(_ url: String) {
        asked.withLock { $0.append(url) }
    }
}
