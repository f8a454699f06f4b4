import Foundation
@testable import PlacesApp
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// `map`: golden renders in Fixtures/golden/maps/ (see ``Golden``), widths, colour, and the plain alternative.
@MainActor
@Suite struct MapTranscriptTests {
    private func style(width: Int, color: Bool = false, height: Int? = nil) -> OutputStyle {
        OutputStyle(interactive: false, animated: false, color: color, plain: false, width: width, height: height)
    }

    @Test("golden renders: the world, a regional map, a gazetteer place, the plain alternative", arguments: [
        (["map"], 80, "world-80.txt"),
        (["map"], 20, "world-20.txt"),
        (["map", "amsterdam"], 80, "amsterdam-80.txt"),
        (["map", "kyoto"], 40, "kyoto-40.txt"),
        (["--plain", "map"], 80, "world-plain.txt"),
        (["--plain", "map", "3"], 80, "copenhagen-plain.txt"),
        (["--plain", "map", "kyoto"], 80, "kyoto-plain.txt"),
    ])
    func goldens(arguments: [String], width: Int, file: String) async throws {
        let result = try await Transcript.run(Transcript.fixture + arguments, style: style(width: width))
        #expect(result.status == .success)
        Golden.expect(result.out, "maps/\(file)")
    }

    @Test("every width from 20 to 300 columns fits the map to it; beyond, it stops at 300; below, it says why")
    func widths() async throws {
        for width in Array(stride(from: 20, through: 300, by: 23)) + [300, 301, 1_000] {
            for arguments in [["map"], ["map", "1"]] {
                let result = try await Transcript.run(Transcript.fixture + arguments, style: style(width: width))
                #expect(result.status == .success)
                let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                let picture = lines.filter { $0.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) } }
                #expect(!picture.isEmpty, "\(arguments) at \(width)")
                for line in lines {
                    #expect(DisplayText.width(of: String(line)) <= min(width, 300), "\(arguments) at \(width): \(line)")
                }
                let widest = picture.map { DisplayText.width(of: String($0)) }.max() ?? 0
                #expect(widest == picture.map { DisplayText.width(of: String($0)) }.min(), "ragged map at \(width)")
                if arguments == ["map"] { #expect(widest == min(width, 300) / 4 * 4 || widest == min(width, 300), "world at \(width): \(widest)") }
            }
        }
        let narrow = try await Transcript.run(Transcript.fixture + ["map"], style: style(width: 19))
        #expect(narrow.status == .failure)
        #expect(narrow.err == "The terminal is 19 columns wide; a map needs at least 20. --plain describes the map in words instead.\n")
        let plainNarrow = try await Transcript.run(Transcript.fixture + ["--plain", "map"], style: style(width: 19))
        #expect(plainNarrow.status == .success)
    }

    @Test("from a pole everything lies south (or north); a low terminal still gets a map 20 columns wide")
    func poleAndLowTerminal() async throws {
        let pole = try await Transcript.run(Transcript.fixture + ["map", "90", "0"], style: style(width: 80))
        // The key wraps at the terminal's width, wherever a long label puts the break.
        #expect(pole.out.split(separator: "\n").joined(separator: " ").contains("#2 Mumbai (7886 km S)"), "\(pole.out)")
        for lines in [1, 5, 10] {
            let low = try await Transcript.run(Transcript.fixture + ["map", "1"], style: style(width: 80, height: lines))
            let picture = low.out.split(separator: "\n").filter { $0.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) } }
            #expect(picture.allSatisfy { DisplayText.width(of: String($0)) == 20 }, "LINES=\(lines)")
            #expect(!picture.isEmpty)
        }
    }

    @Test("the feed is not needed for a map around coordinates: a failing feed is said, the map still drawn")
    func mapWithoutFeed() async throws {
        let result = try await Transcript.run(["--source", "/nonexistent/feed.json", "map", "52", "4"], style: style(width: 60))
        #expect(result.status == .success)
        #expect(result.out.contains("Map of "))
        #expect(result.err.contains("/nonexistent/feed.json"))
    }

    @Test("a terminal's height limits the map; a pipe's does not")
    func heights() async throws {
        let tall = try await Transcript.run(Transcript.fixture + ["map", "1"], style: style(width: 80))
        let short = try await Transcript.run(Transcript.fixture + ["map", "1"], style: style(width: 80, height: 24))
        func mapRows(_ text: String) -> Int { text.split(separator: "\n").filter { $0.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) } }.count }
        #expect(mapRows(tall.out) == 40)
        #expect(mapRows(short.out) == 18)
    }

    @Test("colour only when allowed: water, land and pins coloured, and no colour with --no-color")
    func colour() async throws {
        let coloured = try await Transcript.run(Transcript.fixture + ["map"], style: style(width: 80, color: true))
        #expect(coloured.out.contains("\u{1B}[34;44m") && coloured.out.contains("\u{1B}[32m") && coloured.out.contains("\u{1B}[1;97;41m1"))
        let refused = try await Transcript.run(Transcript.fixture + ["--no-color", "map"], style: style(width: 80, color: true))
        #expect(!refused.out.contains("\u{1B}"))
        #expect(TerminalInfo.colorAllowed(environment: ["TERM": "dumb"], noColorOption: false) == false)
        #expect(TerminalInfo.colorAllowed(environment: ["NO_COLOR": "1"], noColorOption: false) == false)
    }

    @Test("after nearby, map shows the articles around its place with their references")
    func articles() async throws {
        let server = try LoopbackHTTPServer()
        let home = try TemporaryDirectory()
        let result = try await Transcript.run(
            Transcript.fixture,
            lines: ["nearby Dam Square 52.3731 4.8926", "map", "list", "map"],
            environment: ["PLACES_WIKI": server.url("/wiki/amsterdam").absoluteString],
            folder: home,
            style: style(width: 60),
            transport: { HTTPTransport.libcurl(limits: $0) }
        )
        #expect(result.status == .success)
        #expect(result.out.contains("Map of 2 km around Dam Square\n"))
        #expect(result.out.contains("1 @1 Dam Square  2 @2 Madame Tussauds Amsterdam"))
        #expect(result.out.contains("├"))
        // After list, map is the world again.
        #expect(result.out.contains("World map of 4 places\n"))
    }

    @Test("map --json: the picture as lines, the key and the notes")
    func json() async throws {
        let result = try await Transcript.run(Transcript.fixture + ["--json", "map", "amsterdam"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Map of 5000 km around Amsterdam")
        #expect((object["lines"] as? [String])?.count == 40)
        #expect((object["notes"] as? [String])?.first == "Not on this map: #2 Mumbai (6852 km E)")
    }
}
