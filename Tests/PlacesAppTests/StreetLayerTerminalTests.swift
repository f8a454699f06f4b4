import Foundation
@testable import PlacesApp
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
        for (zooms, label, title) in [(1, "10km", "10 km"), (2, "2km", "2 km"), (2, "500m", "500 m")] {
            for _ in 0..<zooms { terminal.type("+") }
            let shown = await terminal.waitForDisplay { $0.frameComplete && $0.lines[0].contains("Map \(title) across") && $0.text.contains(Self.credit) }
            #expect(shown != nil, "\(label)")
            // The view's own streets arrive once input has been idle: wait for them, then draw the whole frame again.
            try await Task.sleep(for: .seconds(1.5))
            let offset = terminal.byteCount
            terminal.type("\u{0C}")
            _ = await terminal.waitForBytes("\u{1B}[", after: offset)
            try await Task.sleep(for: .milliseconds(300))
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

    @Test("no network and nothing saved: the key says so and the land mask is drawn")
    func offline() async throws {
        let terminal = try PseudoTerminal(
            executable: BuiltBinary.path,
            arguments: ["--source", Fixtures.url("locations.json").path, "map", "60.1712,24.9414", "--width", "2000"],
            environment: environment(noColor: true, mapServer: "http://127.0.0.1:9/api/interpreter"), columns: 120, rows: 40
        )
        #expect(await terminal.waitForExit() == 0)
        let text = terminal.display.text
        #expect(text.contains(MapText.streetsUnavailable.english.prefix(40)), "\(text)")
        #expect(!text.contains(Self.credit))
    }
}
