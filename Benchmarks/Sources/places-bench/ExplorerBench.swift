#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import PlacesTestSupport

/// `places explore amsterdam` on a pseudo-terminal of 200 × 60 against the loopback Wikipedia: the time from a key
/// press to the end of the frame it causes (the frame's last bytes end a synchronized update), at five scales from
/// 1 km across to the whole world, next to the pseudo-terminal's own round trip (a key echoed by the line
/// discipline of a `cat`), measured in the same run.
struct ExplorerBench {
    let root: String
    let rounds: Int
    /// The binary to time; `nil` for the one built beside this benchmark.
    let places: String?

    /// The last bytes of every frame the explorer writes.
    static let frameEnd = "\u{1B}[?2026l"
    /// The widths measured, with the keys that zoom there from the one before (the view starts at 10 km).
    static let scales: [(label: String, keys: String)] = [("1 km", "+++"), ("10 km", "---"), ("100 km", "---"), ("1000 km", "---"), ("world", "-----")]

    func report() async {
        #if os(Linux)
        let home = FileManager.default.temporaryDirectory.path + "/places-bench-explore-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: home) }
        let places = self.places ?? EndToEndBench.sibling("places")
        print("Explorer (\(places), 200 × 60)")
        guard let server = try? LoopbackHTTPServer(root: URL(fileURLWithPath: root + "/Fixtures")) else {
            print("  skipped: the loopback server could not start\n")
            return
        }
        defer { server.stop() }
        var environment = EndToEndBench.isolatedEnvironment(home: home)
        environment["TERM"] = "xterm-256color"
        environment["LANG"] = "C.UTF-8"
        environment["PLACES_WIKI"] = server.url("/wiki/amsterdam").absoluteString
        let presses = max(40, rounds * 4)
        guard let terminal = try? PseudoTerminal(
            executable: places, arguments: ["--source", root + "/Fixtures/locations.json", "explore", "amsterdam"],
            environment: environment, columns: 200, rows: 60
        ), await terminal.waitForFrame(showing: "Royal Palace of Amsterdam", timeout: 30) != nil
        else {
            print("  failed: the view did not show its articles\n")
            return
        }
        var all: [Double] = []
        var bytes: [Int] = []
        for (label, keys) in Self.scales {
            for key in keys { _ = await press(String(key), on: terminal) }
            var times: [Double] = []
            for index in 0..<presses {
                let before = terminal.byteCount
                guard let time = await press(index.isMultiple(of: 2) ? "l" : "h", on: terminal) else { break }
                times.append(time)
                bytes.append(terminal.byteCount - before)
            }
            // At the widest view a pan may not change the picture, and then no frame is written.
            guard !times.isEmpty else {
                print("  pan at \(label): no frame (the view did not change)")
                continue
            }
            all += times
            print("  pan at \(label): median \(milliseconds(times.median)), p90 \(milliseconds(times.percentile(0.9))), max \(milliseconds(times.max() ?? 0))  (\(times.count) presses)")
        }
        terminal.type("q")
        _ = await terminal.waitForExit()
        await streets(server: server, environment: environment, presses: presses)
        let echo = await echoRoundTrip(environment: environment, presses: presses)
        print("  a key to the finished frame: median \(milliseconds(all.median)) over \(all.count) presses, \(bytes.map(Double.init).median / 1000) kB a frame  (goal ≤ 16 ms \(all.median <= 0.016 ? "✓" : "✗"))")
        print("  baseline, the pseudo-terminal's round trip (a key echoed to a cat): median \(milliseconds(echo.median))\n")
        #else
        print("Explorer: skipped (the pseudo-terminal runs on Linux only)\n")
        #endif
    }

    #if os(Linux)
    /// The same key to frame with the street layer drawn: `explore` over central Helsinki with streets from the
    /// loopback server's Overpass (`Fixtures/overpass/`), at 10 km, 2 km and 500 m across (the title says which).
    /// Before each scale is timed both views a pan goes between are settled, so every timed frame draws streets.
    private func streets(server: LoopbackHTTPServer, environment base: [String: String], presses: Int) async {
        var environment = base
        environment["PLACES_WIKI"] = server.url("/wiki/empty").absoluteString
        environment["PLACES_MAP_SERVER"] = server.overpassServer().absoluteString
        guard let terminal = try? PseudoTerminal(
            executable: places ?? EndToEndBench.sibling("places"), arguments: ["--source", root + "/Fixtures/locations.json", "explore", "60.1712,24.9414"],
            environment: environment, columns: 200, rows: 60
        ), await terminal.waitForFrame(showing: "OpenStreetMap", timeout: 30) != nil
        else {
            print("  street layer: failed, no streets shown")
            return
        }
        var all: [Double] = []
        // Explore opens 20 km across here (as wide as nearby's circle): each width is reached by zooming in until the
        // title says so, not by a count of keys.
        for label in ["10 km", "2 km", "500 m"] {
            for _ in 0..<8 where !(terminal.display.lines.first ?? "").contains("Map \(label) across") {
                _ = await press("+", on: terminal)
            }
            guard (terminal.display.lines.first ?? "").contains("Map \(label) across") else {
                print("  pan at \(label) with streets: failed, the map did not zoom there")
                continue
            }
            for key in ["l", "h"] {
                try? await Task.sleep(for: .milliseconds(800))
                _ = await press(key, on: terminal)
            }
            try? await Task.sleep(for: .milliseconds(800))
            var times: [Double] = []
            for index in 0..<presses {
                guard let time = await press(index.isMultiple(of: 2) ? "l" : "h", on: terminal) else { break }
                times.append(time)
            }
            all += times
            print("  pan at \(label) with streets: median \(milliseconds(times.median)), p90 \(milliseconds(times.percentile(0.9))), max \(milliseconds(times.max() ?? 0))  (\(times.count) presses)")
        }
        terminal.type("q")
        _ = await terminal.waitForExit()
        print("  a key to the finished frame with the street layer: median \(milliseconds(all.median)), max \(milliseconds(all.max() ?? 0)) over \(all.count) presses (goal ≤ 16 ms \(all.median <= 0.016 ? "✓" : "✗")); \(server.overpassRequestCount) Overpass requests")
    }

    /// Types `key` once the view is still, and waits for the end of the frame it causes; the seconds between.
    private func press(_ key: String, on terminal: PseudoTerminal) async -> Double? {
        // Frames still on their way (an answer arriving) are not this key's.
        try? await Task.sleep(for: .milliseconds(20))
        let offset = terminal.byteCount
        let start = Clock.now()
        terminal.type(key)
        guard await terminal.waitForBytes(Self.frameEnd, after: offset, timeout: 10) != nil else { return nil }
        return Clock.now() - start
    }

    /// The pseudo-terminal alone: a key typed to a `cat` and echoed back by the terminal's line discipline.
    private func echoRoundTrip(environment: [String: String], presses: Int) async -> [Double] {
        guard let cat = EndToEndBench.which("cat"),
              let terminal = try? PseudoTerminal(executable: cat, arguments: [], environment: environment, columns: 200, rows: 60)
        else { return [] }
        defer { terminal.send(SIGKILL) }
        var times: [Double] = []
        for index in 0..<presses {
            try? await Task.sleep(for: .milliseconds(5))
            let offset = terminal.byteCount
            let key = index.isMultiple(of: 2) ? "l" : "h"
            let start = Clock.now()
            terminal.type(key)
            guard await terminal.waitForBytes(key, after: offset, timeout: 5) != nil else { break }
            times.append(Clock.now() - start)
        }
        return times
    }
    #endif
}
