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

    private func article(_ extra: [String] = []) throws -> PseudoTerminal {
        var environment = home.xdgEnvironment
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        environment["TERM"] = "xterm-kitty"
        environment["LANG"] = "C.UTF-8"
        environment["PAGER"] = "cat"
        return try PseudoTerminal(
            executable: BuiltBinary.path,
            arguments: ["--wiki", server.url("/wiki/amsterdam").absoluteString] + extra + ["article", "Royal Palace of Amsterdam"],
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
        let terminal = try article()
        #expect(await terminal.waitForExit() == 0)
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
