import Foundation
@testable import PlacesApp
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// The street layer end to end: `map` and `explore` over central Helsinki with streets from the loopback server's
/// Overpass (`Fixtures/overpass/`), on a real pseudo-terminal at 200 × 60, in colour and under `NO_COLOR`. With
/// `PLACES_EVIDENCE_DIR` set, each screen is also written there, as text and as the bytes sent (ANSI).
@Suite(.serialized, .timeLimit(.minutes(3))) struct StreetLayerTerminalTests {
    private let home: TemporaryDirectory
    private let server: LoopbackHTTPServer
    private let evidence = ProcessInfo.processInfo.environment["PLACES_EVIDENCE_DIR"]
    private static let credit = "Streets © OpenStreetMap contributors"

    init() throws {
        home = try TemporaryDirectory()
        server = try LoopbackHTTPServer()
    }

    private func environment(noColor: Bool, mapServer: String? = nil) -> [String: String] {
        var env = home.xdgEnvironment
        env["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        env["TERM"] = "xterm-256color"
        env["LANG"] = "C.UTF-8"
        env["PLACES_WIKI"] = server.url("/wiki/empty").absoluteString
        env["PLACES_MAP_SERVER"] = mapServer ?? server.overpassServer().absoluteString
        if noColor { env["NO_COLOR"] = "1" }
        return env
    }

    private func save(_ name: String, text: String, ansi: String) {
        guard let evidence else { return }
        try? FileManager.default.createDirectory(atPath: evidence, withIntermediateDirectories: true)
        try? text.write(toFile: "\(evidence)/\(name).txt", atomically: true, encoding: .utf8)
        try? ansi.write(toFile: "\(evidence)/\(name).ansi", atomically: true, encoding: .utf8)
    }

    @Test("map over central Helsinki at 500 m, 2 km and 10 km: streets, the station's tracks, the harbour, the credit", arguments: [false, true])
    func map(noColor: Bool) async throws {
        for (width, label) in [(500, "500m"), (2_000, "2km"), (10_000, "10km")] {
            let terminal = try PseudoTerminal(
                executable: BuiltBinary.path,
                arguments: ["--source", Fixtures.url("locations.json").path, "map", "60.1712,24.9414", "--width", "\(width)"],
                environment: environment(noColor: noColor), columns: 200, rows: 60
            )
            #expect(await terminal.waitForExit() == 0)
            let screen = terminal.display
            #expect(screen.text.contains(Self.credit), "\(label): \(screen.text)")
            if width == 2_000 { #expect(screen.text.contains("Mannerheimintie") || screen.text.contains("Kaivokatu")) }
            // Major roads in bold yellow in colour; under NO_COLOR no colour at all.
            #expect(terminal.output.contains("\u{1B}[1;93m") == !noColor)
            if width == 10_000 { #expect(terminal.output.contains("\u{1B}[34;44m") == !noColor, "the sea's water") }
            save("map-\(label)\(noColor ? "-nocolor" : "")", text: screen.text, ansi: terminal.output)
        }
    }

    @Test("explore over central Helsinki: from 20 km to 10 km, then 2 km and 500 m, each view's streets once it settles", arguments: [false, true])
    func explore(noColor: Bool) async throws {
        let terminal = try PseudoTerminal(
            executable: BuiltBinary.path,
            arguments: ["--source", Fixtures.url("locations.json").path, "explore", "60.1712,24.9414"],
            environment: environment(noColor: noColor), columns: 200, rows: 60
        )
        // The first view, before any key: a key typed before the view takes the terminal is not the view's.
        let opened = await terminal.waitForDisplay { $0.isAlternate && $0.frameComplete && $0.lines[0].contains("Map 20 km across") }
        #expect(opened != nil, "explore opens 20 km across")
        let asking = ExplorerText.askingStreets.english
        for (zooms, label, title) in [(1, "10km", "10 km"), (2, "2km", "2 km"), (2, "500m", "500 m")] {
            let before = server.overpassRequestCount
            for _ in 0..<zooms { terminal.type("+") }
            // The view's own streets are asked for once input has been idle (this home has nothing saved), the status
            // line saying so until they are had: wait for the server to have been asked, then for a whole frame of
            // the view with the credit and without the question. (At 10 km and 2 km the credit alone shows the
            // view's own layer: no layer of that detail was had before.)
            let server = self.server
            let shown = await terminal.waitForDisplay {
                server.overpassRequestCount > before && $0.frameComplete && $0.lines[0].contains("Map \(title) across")
                    && $0.text.contains(Self.credit) && !$0.text.contains(asking)
            }
            #expect(shown != nil, "\(label)")
            // The whole frame drawn again, for the capture.
            let offset = terminal.byteCount
            terminal.type("\u{0C}")
            _ = await terminal.waitForBytes("\u{1B}[?2026l", after: offset)
            let screen = terminal.display
            let bytes = Array(terminal.output.utf8)
            save("explore-\(label)\(noColor ? "-nocolor" : "")", text: screen.text, ansi: String(decoding: bytes[min(offset, bytes.count)...], as: UTF8.self))
        }
        terminal.type("q")
        #expect(await terminal.waitForExit() == 0)
        // Explore opens as wide as nearby's circle (20 km); 20, 10, 5, 2, 1 km and 500 m: keys pressed two at a time
        // settle twice between 10 km and 500 m, and each settled view asks at most once.
        #expect(server.overpassRequestCount <= 6)
    }

    @Test("a PLACES_MAP_SERVER that names no server stops the command with a usage error (2), unless --map-server is given")
    func invalidMapServer() async throws {
        var env = environment(noColor: true, mapServer: "overpass.example")
        let arguments = ["--source", Fixtures.url("locations.json").path, "map", "60.1712,24.9414", "--width", "2000"]
        let refused = try await BuiltBinary.run(arguments, environment: env)
        #expect(refused.status == 2)
        #expect(refused.err.contains("PLACES_MAP_SERVER"), "\(refused.err)")
        #expect(refused.out.isEmpty)
        let given = try await BuiltBinary.run(["--map-server", server.overpassServer().absoluteString] + arguments, environment: env)
        #expect(given.status == 0)
        #expect(given.out.contains(Self.credit))
        // The config file's key is checked by the same rule: a bad line is said and left out, the default stands.
        env["PLACES_MAP_SERVER"] = nil
        try FileManager.default.createDirectory(atPath: home.appending("config/places"), withIntermediateDirectories: true)
        try "map-server = overpass.example\n".write(toFile: home.appending("config/places/config"), atomically: true, encoding: .utf8)
        let file = try await BuiltBinary.run(["--map-server", "off"] + arguments, environment: env)
        #expect(file.status == 0)
        #expect(file.err.contains("map-server"), "\(file.err)")
    }

    @Test("a map server that takes the question and never answers: the wait is shown and ends at --timeout, the map drawn without streets and its key saying why; Ctrl-C ends the wait")
    func slowServer() async throws {
        let slow = environment(noColor: true, mapServer: server.overpassServer("slow").absoluteString)
        let map = ["--source", Fixtures.url("locations.json").path, "map", "60.1712,24.9414", "--width", "2000"]
        let asking = ArticleText.asking(host: "127.0.0.1").english
        // Ended by the one deadline of a question (--timeout): the map is drawn all the same.
        let terminal = try PseudoTerminal(executable: BuiltBinary.path, arguments: ["--timeout", "2"] + map, environment: slow, columns: 120, rows: 40)
        #expect(await terminal.waitFor(asking), "the wait is shown on standard error")
        #expect(await terminal.waitForExit() == 0)
        let text = terminal.display.text
        #expect(text.contains(MapText.streetsUnavailable(.timedOut).english.prefix(40)), "\(text)")
        #expect(!text.contains(asking) && !text.contains(Self.credit), "\(text)")
        // Ctrl-C while it waits ends the command at once, its spinner's line cleared.
        let waiting = try PseudoTerminal(executable: BuiltBinary.path, arguments: ["--timeout", "600"] + map, environment: slow, columns: 120, rows: 40)
        #expect(await waiting.waitFor("⠋ " + asking))
        waiting.type("\u{3}")
        #expect(await waiting.waitForExit() == 128 + SIGINT)
        #expect(!waiting.display.text.contains(asking), "\(waiting.display.text)")
    }

    @Test("no network and nothing saved: the key says so and the land mask is drawn")
    func offline() async throws {
        let terminal = try PseudoTerminal(
            executable: BuiltBinary.path,
            arguments: ["--source", Fixtures.url("locations.json").path, "map", "60.1712,24.9414", "--width", "2000"],
            environment: environment(noColor: true, mapServer: "http://127.0.0.1:9/api/interpreter"), columns: 120, rows: 40
        )
        #expect(await terminal.waitForExit() == 0)
        let text = terminal.display.text
        #expect(text.contains(MapText.streetsUnavailable(.unreachable).english.prefix(40)), "\(text)")
        #expect(!text.contains(Self.credit))
    }
}
