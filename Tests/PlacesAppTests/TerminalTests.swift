import Foundation
import PlacesData
import PlacesTestSupport
import Testing

/// The interactive session on a real pseudo-terminal: completion, history, Ctrl-C, Ctrl-D, colour and width.
@Suite(.serialized) struct TerminalTests {
    private let home: TemporaryDirectory
    private let fixture = ["--source", Fixtures.url("locations.json").path]

    init() throws {
        home = try TemporaryDirectory()
    }

    private func session(_ arguments: [String], environment: [String: String] = [:], columns: UInt16 = 100) throws -> PseudoTerminal {
        var env = home.xdgEnvironment
        env["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        env["TERM"] = "xterm-256color"
        env["LANG"] = "C.UTF-8"
        env.merge(environment) { _, new in new }
        return try PseudoTerminal(executable: BuiltBinary.path, arguments: arguments, environment: env, columns: columns)
    }

    private func recordingOpener() throws -> (path: String, log: String) {
        let log = home.appending("opener.log")
        let path = try home.script("record-opener", "printf '%s\\n' \"$@\" >> '\(log)'")
        return (path, log)
    }

    @Test("Tab completes command names and location names")
    func completion() throws {
        let opener = try recordingOpener()
        let terminal = try session(fixture, environment: ["PLACES_OPENER": opener.path])
        #expect(terminal.waitFor("places> "))
        terminal.type("op\t")
        #expect(terminal.waitForScreen("places> open "))
        terminal.type("Cop\t")
        #expect(terminal.waitForScreen("places> open Copenhagen"))
        terminal.type("\r")
        #expect(terminal.waitFor("Opened Copenhagen in Wikipedia."))
        #expect(try String(contentsOfFile: opener.log, encoding: .utf8) == "wikipedia://places?lat=55.6713442&lon=12.523785&name=Copenhagen\n")
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test("history survives the session and is kept private and bounded")
    func history() throws {
        let first = try session(fixture)
        #expect(first.waitFor("places> "))
        first.type("search mum\r")
        #expect(first.waitFor("Mumbai"))
        first.type("quit\r")
        #expect(first.waitForExit() == 0)

        let historyFile = home.appending("state/places/history")
        #expect(try String(contentsOfFile: historyFile, encoding: .utf8).contains("search"))
        let attributes = try FileManager.default.attributesOfItem(atPath: historyFile)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)

        let second = try session(fixture)
        #expect(second.waitFor("places> "))
        let mark = second.output.count
        second.type("\u{1B}[A")
        #expect(second.waitForScreen("places> quit"))
        second.type("\u{1B}[A")
        #expect(second.waitForScreen("places> search mum"))
        second.type("\r")
        #expect(second.waitFor("19.0824° N", after: mark))
        second.type("\u{4}")
        #expect(second.waitForExit() == 0)

        // Bounded: a long history is cut to the most recent 500 lines when written.
        let old = (0..<700).map { "search old\($0)" }.joined(separator: "\n")
        try Data("_HiStOrY_V2_\n\(old.replacingOccurrences(of: " ", with: "\\040"))\n".utf8).write(to: URL(fileURLWithPath: historyFile))
        let third = try session(fixture)
        #expect(third.waitFor("places> "))
        third.type("list\r")
        #expect(third.waitFor("Copenhagen"))
        third.type("quit\r")
        #expect(third.waitForExit() == 0)
        let kept = try String(contentsOfFile: historyFile, encoding: .utf8).split(separator: "\n")
        #expect(kept.count <= 501)
        #expect(kept.last == "quit")
    }

    @Test("history kept behind a symbolic link stays a link, and the file it leads to is updated")
    func historyThroughLink() throws {
        let dotfiles = home.appending("dotfiles")
        try FileManager.default.createDirectory(atPath: dotfiles, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.appending("state/places"), withIntermediateDirectories: true)
        let link = home.appending("state/places/history")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: dotfiles + "/places-history")
        let terminal = try session(fixture)
        #expect(terminal.waitFor("places> "))
        terminal.type("search mum\r")
        #expect(terminal.waitFor("Mumbai"))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == dotfiles + "/places-history")
        #expect(try String(contentsOfFile: dotfiles + "/places-history", encoding: .utf8).contains("search"))
    }

    @Test("Ctrl-C cancels a fetch and returns to the prompt; Ctrl-C at the prompt drops the line; Ctrl-D quits")
    func interrupts() throws {
        let server = try LoopbackHTTPServer()
        let stalling = server.url("/locations.json?stall=60&after=10")
        // A copy saved by an earlier fetch, which the cancelled fetch falls back to.
        let cache = FeedCache(directory: home.appending("cache/places"))
        try FileManager.default.createDirectory(atPath: cache.directory, withIntermediateDirectories: true)
        try Fixtures.data("locations.json").write(to: URL(fileURLWithPath: cache.path(forKey: stalling.absoluteString)))
        let terminal = try session(["--timeout", "60", "--source", stalling.absoluteString])
        #expect(terminal.waitFor("Fetching locations from"))
        terminal.type("\u{3}")
        #expect(terminal.waitFor("Fetching the feed was cancelled. Showing the locations saved"))
        #expect(terminal.waitFor("places> "))
        let mark = terminal.output.count
        terminal.type("open something\u{3}")
        #expect(terminal.waitFor("places> ", after: mark))
        terminal.type("list\r")
        #expect(terminal.waitFor("Copenhagen", after: mark))
        #expect(!terminal.output.dropFirst(mark).contains("No location matches"))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        server.stop()
    }

    @Test("colour on a terminal, but not with NO_COLOR, TERM=dumb or --no-color")
    func color() throws {
        let colored = try session(fixture + ["list"])
        #expect(colored.waitForExit() == 0)
        #expect(colored.output.contains("\u{1B}[1m#"))
        for (environment, arguments) in [(["NO_COLOR": "1"], []), (["TERM": "dumb"], []), ([:], ["--no-color"])] as [([String: String], [String])] {
            let plain = try session(fixture + arguments + ["list"], environment: environment)
            #expect(plain.waitForExit() == 0)
            #expect(!plain.output.contains("\u{1B}["), "\(environment) \(arguments)")
            #expect(plain.output.contains("Copenhagen"))
        }
    }

    @Test("the table fits the terminal's width")
    func width() throws {
        let terminal = try session(["--source", Fixtures.url("hostile-names.json").path, "--no-color", "list"], columns: 40)
        #expect(terminal.waitForExit() == 0)
        let lines = terminal.output.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(lines.count > 10)
        for line in lines {
            #expect(line.count <= 40, "\(line)")
        }
        #expect(terminal.output.contains("…"))
    }

    @Test("--plain announces progress once in words and draws no spinner")
    func plainProgress() throws {
        let server = try LoopbackHTTPServer()
        let terminal = try session(["--plain", "--source", server.url("/locations.json?delay=0.5").absoluteString, "list"])
        #expect(terminal.waitForExit() == 0)
        let output = terminal.output
        #expect(output.components(separatedBy: "Fetching locations from").count == 2)
        #expect(!output.contains("⠋") && !output.contains("\u{1B}[K"))
        #expect(output.contains("1. Amsterdam, 52.35 degrees north, 4.83 degrees east."))
        server.stop()
    }
}
