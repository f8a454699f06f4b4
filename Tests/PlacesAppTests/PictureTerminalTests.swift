import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import PlacesApp
import PlacesSystem
import PlacesTestSupport
import Testing

/// Pictures on a real pseudo-terminal: the question asked of the terminal and the waits it ends, and `article` drawing
/// the Royal Palace's thumbnail with kitty's protocol on a terminal that answers the query — and nothing at all on
/// one that answers only the device attributes, one that answers nothing, or a pipe.
@Suite(.serialized) struct PictureTerminalTests {
    private let home: TemporaryDirectory
    private let server: LoopbackHTTPServer

    init() throws {
        home = try TemporaryDirectory()
        server = try LoopbackHTTPServer()
    }

    // MARK: The question, in this process, on a pseudo-terminal whose other side the test plays.

    /// A pseudo-terminal: the side a program uses, and the side the test answers from.
    private final class TerminalPair: @unchecked Sendable {
        let terminal: Int32
        let other: Int32

        init() throws {
            let (master, path) = try PseudoTerminal.openMaster()
            other = master
            terminal = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
            guard terminal >= 0 else {
                close(master)
                throw POSIXError(.ENOTTY)
            }
        }

        deinit {
            close(terminal)
            close(other)
        }

        /// Reads what the program wrote until it holds `text`, then writes `answer`: a terminal answering.
        func answer(_ answer: String, after text: String) {
            let other = other
            Thread {
                var seen: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 256)
                while !String(decoding: seen, as: UTF8.self).contains(text) {
                    let count = read(other, &buffer, buffer.count)
                    guard count > 0 else { return }
                    seen += buffer.prefix(count)
                }
                var bytes = Array(answer.utf8)
                _ = write(other, &bytes, bytes.count)
            }.start()
        }
    }

    @Test("a terminal answering only the device attributes ends the wait at once: nothing waits the hour allowed")
    func attributesEndTheWait() async throws {
        let pair = try TerminalPair()
        pair.answer("\u{1B}[?62;22c", after: "\u{1B}[c")
        let terminal = pair.terminal
        // An hour: were the wait not ended by the answer, this test would not end.
        let bytes = await DedicatedThread.run {
            TerminalQuestion.ask(TerminalGraphics.question, input: terminal, output: terminal, within: .seconds(3_600), until: TerminalGraphics.isAnswered)
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[?62;22c")
        #expect(TerminalGraphics.spoken(in: bytes) == nil)
    }

    @Test("a terminal answering kitty's query before the attributes speaks kitty's protocol; the modes are put back")
    func kittyAnswers() async throws {
        let pair = try TerminalPair()
        let before = try #require(TerminalModes(descriptor: pair.terminal))
        pair.answer("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c", after: "\u{1B}[c")
        let terminal = pair.terminal
        let bytes = await DedicatedThread.run {
            TerminalQuestion.ask(TerminalGraphics.question, input: terminal, output: terminal, within: .seconds(3_600), until: TerminalGraphics.isAnswered)
        }
        #expect(TerminalGraphics.spoken(in: bytes) == .kitty)
        #expect(TerminalModes(descriptor: pair.terminal) == before)
    }

    @Test("a terminal answering nothing: the wait ends at its bound, with nothing")
    func silence() async throws {
        let pair = try TerminalPair()
        let terminal = pair.terminal
        let bytes = await DedicatedThread.run {
            TerminalQuestion.ask(TerminalGraphics.question, input: terminal, output: terminal, within: .milliseconds(50), until: TerminalGraphics.isAnswered)
        }
        #expect(bytes.isEmpty)
    }

    // MARK: `article` on a pseudo-terminal, as a person runs it.

    private static let kittyStart = "\u{1B}_Ga=T,f=100"

    private func article(_ extra: [String] = [], wait: String = "600", command: String = "article") throws -> PseudoTerminal {
        var environment = home.xdgEnvironment
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        environment["TERM"] = "xterm-kitty"
        environment["LANG"] = "C.UTF-8"
        environment["PAGER"] = "cat"
        // A terminal the test answers is waited for as long as any test waits: the answer, not the machine's speed,
        // ends the wait. The silent terminal's bound is made short.
        environment["PLACES_TERMINAL_WAIT"] = wait
        return try PseudoTerminal(
            executable: BuiltBinary.path,
            arguments: ["--wiki", server.url("/wiki/amsterdam").absoluteString] + extra + [command, "Royal Palace of Amsterdam"],
            environment: environment
        )
    }

    @Test("a terminal answering kitty's query gets the thumbnail as PNG over 32 × 11 cells, above the text",
          .enabled(if: HTTPPictureRepositoryProbe.hasPixbuf))
    func kittyArticle() async throws {
        let terminal = try article()
        let asked = try #require(await terminal.waitForBytes("\u{1B}[c", after: 0))
        terminal.type("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")
        #expect(await terminal.waitForExit() == 0)
        let output = terminal.output
        let drawn = try #require(output.range(of: Self.kittyStart))
        #expect(output[drawn.lowerBound...].hasPrefix("\u{1B}_Ga=T,f=100,t=d,i=1717,c=32,r=11,C=1,q=2,m=1;"))
        // Room made below the line, the cursor back up to draw, then below the picture; the text after it.
        #expect(output.contains(String(repeating: "\r\n", count: 11) + "\u{1B}[11A\u{1B}_Ga=T"))
        let title = try #require(output.range(of: "Royal Palace of Amsterdam"))
        #expect(drawn.lowerBound < title.lowerBound && asked > 0)
        #expect(output.contains("m=0,q=2;"))
        // On the screen: the question and the picture show no text; the title is on the row below the picture's 11.
        #expect(terminal.display.lines.firstIndex { $0.contains("Royal Palace of Amsterdam") } == 11)
        #expect(!terminal.display.lines.contains { $0.contains("AAAA") || $0.contains("Capabilities") || $0.contains("f=100") })
        // The cache keeps it for a later run.
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.appending("cache/places/pictures")).contains { $0.hasPrefix("picture-") })
    }

    @Test("read draws the same picture above the whole text, on a terminal answering kitty's query",
          .enabled(if: HTTPPictureRepositoryProbe.hasPixbuf))
    func kittyRead() async throws {
        let terminal = try article(command: "read")
        _ = try #require(await terminal.waitForBytes("\u{1B}[c", after: 0))
        terminal.type("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")
        #expect(await terminal.waitForExit() == 0)
        let output = terminal.output
        let drawn = try #require(output.range(of: Self.kittyStart))
        #expect(output[drawn.lowerBound...].hasPrefix("\u{1B}_Ga=T,f=100,t=d,i=1717,c=32,r=11,C=1,q=2,m=1;"))
        // The whole text follows the picture: its table of contents and a section of its own.
        let contents = try #require(output.range(of: "Use today"))
        #expect(drawn.lowerBound < contents.lowerBound)
        // The title after the picture; the screen (shorter than the text) has scrolled, so no row is checked.
        #expect(output.range(of: "Royal Palace of Amsterdam", range: drawn.upperBound..<output.endIndex) != nil)
        #expect(!terminal.display.lines.contains { $0.contains("AAAA") || $0.contains("f=100") })
    }

    @Test("read on a terminal answering only the device attributes: the whole text, no picture, no summary asked")
    func attributesOnlyRead() async throws {
        let terminal = try article(command: "read")
        _ = try #require(await terminal.waitForBytes("\u{1B}[c", after: 0))
        terminal.type("\u{1B}[?62;22c")
        #expect(await terminal.waitForExit() == 0)
        #expect(terminal.output.contains("Use today"))
        #expect(!terminal.output.contains("\u{1B}_Ga=") && !terminal.output.contains("1337;File="))
    }

    @Test("a terminal answering only the device attributes gets no picture, and the article at once")
    func attributesOnly() async throws {
        let terminal = try article()
        _ = try #require(await terminal.waitForBytes("\u{1B}[c", after: 0))
        terminal.type("\u{1B}[?62;22c")
        #expect(await terminal.waitForExit() == 0)
        #expect(terminal.output.contains("Royal Palace of Amsterdam"))
        #expect(!terminal.output.contains("\u{1B}_Ga=") && !terminal.output.contains("1337;File="))
    }

    @Test("a terminal answering nothing gets no picture after the bounded wait; --plain asks nothing")
    func silentTerminal() async throws {
        let terminal = try article(wait: "0.2")
        #expect(await terminal.waitForExit() == 0)
        #expect(terminal.output.contains("\u{1B}[c"), "the question was asked")
        #expect(terminal.output.contains("Royal Palace of Amsterdam") && !terminal.output.contains("\u{1B}_Ga="))
        let plain = try article(["--plain"])
        #expect(await plain.waitForExit() == 0)
        #expect(plain.output.contains("Royal Palace of Amsterdam") && !plain.output.contains("\u{1B}_G") && !plain.output.contains("\u{1B}[c"))
    }

    @Test("piped: no question, no picture")
    func piped() async throws {
        let result = try await BuiltBinary.run(
            ["--wiki", server.url("/wiki/amsterdam").absoluteString, "article", "Royal Palace of Amsterdam"],
            environment: home.xdgEnvironment.merging(["TERM": "xterm-kitty"]) { _, new in new }
        )
        #expect(result.status == 0 && result.out.contains("Royal Palace of Amsterdam"))
        #expect(!result.out.contains("\u{1B}") && !result.err.contains("\u{1B}_G"))
    }
}

/// Whether the system has gdk-pixbuf, which turns the JPEG thumbnail into the PNG kitty's protocol takes.
enum HTTPPictureRepositoryProbe {
    static let hasPixbuf = dlopen("libgdk_pixbuf-2.0.so.0", RTLD_NOW | RTLD_LOCAL) != nil
}

/// `explore`'s summary panel on a terminal answering kitty's query: the thumbnail placed in the panel's cells above
/// the title, and deleted when the panel closes.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ExplorerPictureTerminalTests {
    private let home: TemporaryDirectory
    private let server: LoopbackHTTPServer

    init() throws {
        home = try TemporaryDirectory()
        server = try LoopbackHTTPServer()
    }

    @Test("the Royal Palace's summary: the picture over 32 × 11 cells at the panel's top, the title under it; Esc deletes it",
          .enabled(if: HTTPPictureRepositoryProbe.hasPixbuf))
    func summaryPicture() async throws {
        var environment = home.xdgEnvironment
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        environment["TERM"] = "xterm-kitty"
        environment["LANG"] = "C.UTF-8"
        environment["PLACES_WIKI"] = server.url("/wiki/amsterdam").absoluteString
        environment["PLACES_MAP_SERVER"] = "off"
        environment["PLACES_TERMINAL_WAIT"] = "600"
        let terminal = try PseudoTerminal(
            executable: BuiltBinary.path,
            arguments: ["--source", Fixtures.url("locations.json").path, "explore", "amsterdam"],
            environment: environment, columns: 100, rows: 30
        )
        _ = try #require(await terminal.waitForDisplay { $0.isAlternate && $0.frameComplete && $0.text.contains("@1 Royal Palace of Amsterdam") })
        // No question before a picture could be drawn.
        #expect(!terminal.output.contains("\u{1B}[c"))
        terminal.type("\t")
        _ = try #require(await terminal.waitForFrame(showing: "@1 Royal Palace"))
        let before = terminal.byteCount
        terminal.type("\r")
        let asked = try #require(await terminal.waitForBytes("\u{1B}[c", after: before))
        terminal.type("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")
        let placed = try #require(await terminal.waitForBytes("\u{1B}_Ga=T,f=100,t=d,i=1717,c=32,r=11,C=1,q=2,m=1;", after: asked))
        // Placed at the panel's top-left cell: row 2 (under the title line), the column after the map and its gap.
        let head = String(decoding: Array(terminal.output.utf8)[max(0, placed - 120)..<placed], as: UTF8.self)
        let position = try #require(head.firstMatch(of: /\x1B\[2;(\d+)H\x1B_Ga=T/))
        let column = try #require(Int(position.1))
        let screen = try #require(await terminal.waitForFrame(showing: "The Royal Palace of Amsterdam stands"))
        // The panel's first 11 rows are left blank for the picture; the title is on the 12th.
        let panel = screen.lines.map { String($0.dropFirst(column - 1)) }
        #expect(panel[1...11].allSatisfy { $0.allSatisfy(\.isWhitespace) })
        #expect(panel[12].hasPrefix("Royal Palace of Amsterdam"))
        let open = terminal.byteCount
        terminal.type("\u{1B}")
        #expect(await terminal.waitForBytes("\u{1B}_Ga=d,d=I,i=1717,q=2\u{1B}\\", after: open) != nil)
        terminal.type("q")
        #expect(await terminal.waitForExit() == 0)
        #expect(terminal.modes == terminal.initialModes)
    }
}
