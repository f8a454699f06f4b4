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
        #expect(narrow.out == "")
        Golden.expect(narrow, "maps/too-narrow.txt")
        let plainNarrow = try await Transcript.run(Transcript.fixture + ["--plain", "map"], style: style(width: 19))
        #expect(plainNarrow.status == .success)
    }

    @Test("from a pole everything lies south (or north); a low terminal still gets a map 20 columns wide")
    func poleAndLowTerminal() async throws {
        let pole = try await Transcript.run(Transcript.fixture + ["map", "90", "0"], style: style(width: 80))
        #expect(pole.status == .success)
        Golden.expect(pole.out, "maps/north-pole-80.txt")
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
        #expect(result.out.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }, "a map is drawn")
        Golden.expect(result, "maps/without-feed.txt")
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

    @Test("after nearby, map and map @N show the articles, zoomed so that they fill the map, with their references")
    func articles() async throws {
        let server = try LoopbackHTTPServer()
        let home = try TemporaryDirectory()
        let result = try await Transcript.run(
            Transcript.fixture,
            lines: ["nearby Dam Square 52.3731 4.8926", "map", "map @3", "list", "map"],
            environment: ["PLACES_WIKI": server.url("/wiki/amsterdam").absoluteString],
            folder: home,
            style: style(width: 60),
            transport: { HTTPTransport.libcurl(limits: $0) }
        )
        #expect(result.status == .success)
        // Fitted to the articles (Magna Plaza, the farthest, is 207 m away: 500 m across), map @3 around the
        // article with the articles still its subject, and after list the world again: the golden file shows all three.
        Golden.expect(result, "maps/after-nearby.txt", replacing: Golden.server(server))
        let maps = result.out.components(separatedBy: SentenceStart.regionalMap + " ").dropFirst()
        #expect(maps.count == 2)
        for map in maps {
            let drawn = Set(map.unicodeScalars.filter { "123456".unicodeScalars.contains($0) }.map(Character.init))
            #expect(drawn.isSuperset(of: Set("123456")), "every article with coordinates is a pin of its own: \(map.prefix(40))")
        }
    }

    @Test("pins never merge: marks that would touch are drawn a cell aside and said so; marks in one cell are a cluster the key explains")
    func pinsNeverMerge() async throws {
        // #1 Amsterdam and #4 (Madrid) sit side by side on a 20-column world map: once they read as "41".
        let world = try await Transcript.run(Transcript.fixture + ["map"], style: style(width: 20))
        let picture = world.out.split(separator: "\n").filter { $0.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) } }
        for line in picture {
            let marks = Array(line).map { "1234".contains($0) }
            #expect(!zip(marks, marks.dropFirst()).contains { $0 && $1 }, "two marks touch: \(line)")
        }
        #expect(world.out.contains(MapText.drawnApart(["#4 Unnamed location, 1.5 km from Moncloa-Aravaca, Spain"]).english.prefix(18)))
        // Two locations a few metres apart, on a map of thousands of kilometres: one mark, and the key says which.
        let home = try TemporaryDirectory()
        _ = try await Transcript.run(Transcript.fixture + ["add", "Near Amsterdam", "52.3548", "4.8340"], folder: home)
        let clustered = try await Transcript.run(Transcript.fixture + ["map", "3"], folder: home, style: style(width: 80))
        // The mark is the number of its first pin in the key's order (nearest the centre first) and a plus.
        let key = try #require(clustered.out.split(separator: "\n").first { $0.hasPrefix("5+ 2 pins too close to draw apart here: ") }, "\(clustered.out)")
        #expect(key.contains("#1 Amsterdam") && key.contains("#5 Near Amsterdam"))
        #expect(clustered.out.contains("⣿5+") || clustered.out.contains("5+⣿") || clustered.out.contains("⠀5+"))
    }

    @Test("the names of the largest places are drawn where they fit, so a region is recognisable without colour")
    func placeNames() async throws {
        let result = try await Transcript.run(Transcript.fixture + ["map", "amsterdam"], style: style(width: 80))
        for name in ["·Paris", "·Berlin", "London·"] {
            #expect(result.out.contains(name), "\(name)")
        }
        // Never a name over a pin, and never two names on touching rows over the same columns.
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("1") && $0.contains("⣿") })
    }

    @Test("without colour on a terminal, pins are in inverse video and the centre in bold; in a pipe, no attributes at all")
    func pinsWithoutColour() async throws {
        var terminal = style(width: 80)
        terminal.emphasis = true
        let pins = try await Transcript.run(Transcript.fixture + ["map", "amsterdam"], style: terminal)
        #expect(pins.out.contains("\u{1B}[1;7m1") && pins.out.contains("\u{1B}[1;7m3"), "pins stand out from the dots, each with its number")
        let centre = try await Transcript.run(Transcript.fixture + ["map", "kyoto"], style: terminal)
        #expect(centre.out.contains("\u{1B}[1m+"), "the centre mark in bold")
        #expect(!(pins.out + centre.out).contains("\u{1B}[3"), "no colour")
        let piped = try await Transcript.run(Transcript.fixture + ["map", "kyoto"], style: style(width: 80))
        #expect(!piped.out.contains("\u{1B}"))
    }

    @Test("the title, the key and the notes stay on the screen: the map gets the lines that are left")
    func titleAndKeyFit() async throws {
        for height in [12, 18, 24, 40] {
            let result = try await Transcript.run(Transcript.fixture + ["map", "kyoto"], style: style(width: 40, height: height))
            let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            let picture = lines.filter { $0.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) } }
            // A line is left for the prompt (a screenful would go through the pager). Only a map at its narrowest,
            // 20 columns, can leave less room than it needs.
            #expect(lines.count < height || picture.allSatisfy { DisplayText.width(of: String($0)) == MapMaker.minimumColumns },
                    "\(lines.count) lines on a screen of \(height)")
            #expect(lines.first?.hasPrefix(SentenceStart.regionalMap + " ") == true)
        }
    }

    @Test("map --json: the picture as lines, the key and the notes")
    func json() async throws {
        let result = try await Transcript.run(Transcript.fixture + ["--json", "map", "amsterdam"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["title"] is String)
        #expect((object["lines"] as? [String])?.count == 40)
        #expect((object["notes"] as? [String])?.count == 1, "Mumbai is off the map")
        Golden.expect(result, "maps/amsterdam-json.txt")
    }
}
