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

/// What a session costs per line, beyond the commands themselves.
///
/// Piped: `places` reading 10,000 `inspect` lines from a file, and 100,000 empty lines (reading alone), against the
/// same run with one line (start-up), `cat` of the same file (the floor of reading it) and a Python loop splitting
/// each of 100,000 such lines (a peer that reads lines). Interactive: a session on a pseudo-terminal typing 1,000 short lines and
/// waiting for each prompt, with the history at its cap of 500 lines, with no history, and Python's `input()` with
/// GNU readline appending each line to a history file (a peer that keeps one).
struct SessionBench {
    let root: String
    let rounds: Int
    /// The binary to time; `nil` for the one built beside this benchmark.
    let places: String?

    static let pipedLines = 10_000
    static let typedLines = 1_000
    static let historyCap = 500

    func report() async {
        let home = FileManager.default.temporaryDirectory.path + "/places-bench-session-\(getpid())"
        let environment = EndToEndBench.isolatedEnvironment(home: home)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let places = self.places ?? EndToEndBench.sibling("places")
        let feed = ["--source", root + "/Fixtures/locations.json"]
        print("Session (\(places))")

        let inspect = Self.write((0..<Self.pipedLines).map(Self.inspectLine), to: home + "/inspect.txt")
        let single = Self.write([Self.inspectLine(0)], to: home + "/one.txt")
        // Ten times as many empty lines: each costs so little that fewer would vanish in the start-up's noise.
        let blank = Self.write(Array(repeating: "", count: 10 * Self.pipedLines), to: home + "/blank.txt")
        var commands = [
            EndToEndBench.Command(label: "places, 10,000 inspect lines", arguments: [places] + feed, environment: environment, input: inspect),
            EndToEndBench.Command(label: "places, 100,000 empty lines", arguments: [places] + feed, environment: environment, input: blank),
            EndToEndBench.Command(label: "places, 1 inspect line (start-up)", arguments: [places] + feed, environment: environment, input: single),
        ]
        if let cat = EndToEndBench.which("cat") {
            commands.append(EndToEndBench.Command(label: "cat of the 10,000 lines", arguments: [cat], environment: environment, input: inspect))
        }
        let python = EndToEndBench.which("python3")
        if let python {
            // Ten times as many lines for Python, whose start-up (about 100 ms) would otherwise hide them.
            let many = Self.write((0..<10 * Self.pipedLines).map(Self.inspectLine), to: home + "/many.txt")
            let loop = "import sys\nfor line in sys.stdin:\n    line.split()\n"
            commands.append(EndToEndBench.Command(label: "python3 loop splitting 100,000 lines", arguments: [python, "-c", loop], environment: environment, input: many))
            commands.append(EndToEndBench.Command(label: "python3 loop, 1 line (start-up)", arguments: [python, "-c", loop], environment: environment, input: single))
        }
        let piped = EndToEndBench.run(commands, rounds: rounds)
        func median(_ label: String) -> Double? {
            piped.first { $0.label == label && $0.failed == nil }?.times.median
        }
        print("  piped (new process per run, medians of interleaved rounds):")
        for result in piped {
            let label = result.label + String(repeating: " ", count: max(0, 44 - result.label.count))
            print("    \(label) \(result.failed ?? milliseconds(result.times.median))")
        }
        if let all = median(commands[0].label), let empty = median(commands[1].label), let start = median(commands[2].label) {
            let perLine = (all - start) / Double(Self.pipedLines - 1)
            let reading = (empty - start) / Double(10 * Self.pipedLines)
            print("    per inspect line beyond start-up: \(Self.microseconds(perLine)); per empty line: \(Self.microseconds(reading))")
            if let python = median("python3 loop splitting 100,000 lines"), let pythonStart = median("python3 loop, 1 line (start-up)") {
                print("    python3 per line beyond start-up: \(Self.microseconds((python - pythonStart) / Double(10 * Self.pipedLines - 1)))")
            }
            print("  goal: 10,000 inspect lines ≤ 130 ms: \(milliseconds(all)) \(all <= 0.130 ? "✓" : "✗"); reading a line ≤ 10 µs: \(Self.microseconds(reading)) \(reading <= 10e-6 ? "✓" : "✗")")
        }

        let interactive = await interactiveRuns(places: places, feed: feed, environment: environment, home: home, python: python)
        let sessions = interactive.first?.1.count ?? 0
        print("  interactive (\(Self.typedLines) lines typed on a pseudo-terminal, each after the prompt; medians of \(sessions) sessions):")
        for (label, times) in interactive {
            let text = times.isEmpty ? "failed" : Self.microseconds(times.median) + " per line"
            print("    \(label + String(repeating: " ", count: max(0, 44 - label.count))) \(text)")
        }
        if let capped = interactive.first?.1, !capped.isEmpty {
            print("  goal: a line at the history cap ≤ 0.3 ms: \(Self.microseconds(capped.median)) \(capped.median <= 0.3e-3 ? "✓" : "✗")")
        }
        print()
    }

    /// Interleaved sessions: places at the history cap, places without history, and the Python peer.
    private func interactiveRuns(
        places: String, feed: [String], environment: [String: String], home: String, python: String?
    ) async -> [(String, [Double])] {
        let historyFolder = home + "/state/places"
        try? FileManager.default.createDirectory(atPath: historyFolder, withIntermediateDirectories: true)
        var noHistory = environment
        noHistory["HOME"] = ""
        noHistory["XDG_STATE_HOME"] = ""
        var sessions: [(label: String, run: () async -> Double?)] = [
            ("places, history at 500 lines", {
                Self.fillHistory(historyFolder + "/history")
                return await Self.typing(executable: places, arguments: feed, environment: environment, prompt: "places> ")
            }),
            ("places, no history", {
                await Self.typing(executable: places, arguments: feed, environment: noHistory, prompt: "places> ")
            }),
        ]
        if let python {
            let peer = """
            import readline, sys
            path = sys.argv[1]
            readline.read_history_file(path)
            while True:
                try:
                    line = input("py> ")
                except EOFError:
                    break
                readline.append_history_file(1, path)
                print(line)
            """
            sessions.append(("python3 input() + readline append_history_file", {
                Self.fillHistory(home + "/python-history", header: false)
                return await Self.typing(executable: python, arguments: ["-c", peer, home + "/python-history"], environment: environment, prompt: "py> ")
            }))
        }
        var times = sessions.map { ($0.label, [Double]()) }
        for _ in 0..<max(3, rounds / 3) {
            for (index, session) in sessions.enumerated() {
                if let seconds = await session.run() { times[index].1.append(seconds / Double(Self.typedLines)) }
            }
        }
        return times
    }

    /// Types ``typedLines`` lines into a new session, each once the prompt is back; the seconds from the first to
    /// the last prompt, or `nil` when the session did not answer.
    private static func typing(executable: String, arguments: [String], environment: [String: String], prompt: String) async -> Double? {
        var env = environment
        env["TERM"] = "xterm"
        env["LANG"] = "C.UTF-8"
        guard let terminal = try? PseudoTerminal(executable: executable, arguments: arguments, environment: env),
              var offset = await terminal.waitForBytes(prompt, after: 0, timeout: 30)
        else { return nil }
        let start = Clock.now()
        for index in 0..<typedLines {
            // Alternating lines, so that each one is new to the history.
            terminal.type(index.isMultiple(of: 2) ? "version\r" : "style\r")
            guard let next = await terminal.waitForBytes(prompt, after: offset, timeout: 30) else { return nil }
            offset = next
        }
        let elapsed = Clock.now() - start
        terminal.type("\u{4}")
        _ = await terminal.waitForExit()
        return elapsed
    }

    /// A history file holding `historyCap` lines, in libedit's form for places (`header`) or one line each.
    private static func fillHistory(_ path: String, header: Bool = true) {
        let lines = (0..<historyCap).map { "search\\040old\\040line\\040\($0)" }
        let text = (header ? "_HiStOrY_V2_\n" : "") + lines.joined(separator: "\n") + "\n"
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// `inspect` of a link to one of 10,000 places spread over the globe, with two decimals.
    private static func inspectLine(_ index: Int) -> String {
        func decimal(_ hundredths: Int) -> String {
            let magnitude = abs(hundredths)
            return (hundredths < 0 ? "-" : "") + "\(magnitude / 100)." + (magnitude % 100 < 10 ? "0" : "") + "\(magnitude % 100)"
        }
        return "inspect wikipedia://places?lat=\(decimal(index * 7_919 % 17_000 - 8_500))&lon=\(decimal(index * 104_729 % 36_000 - 18_000))"
    }

    private static func write(_ lines: [String], to path: String) -> String {
        _ = FileManager.default.createFile(atPath: path, contents: Data((lines.joined(separator: "\n") + "\n").utf8))
        return path
    }

    private static func microseconds(_ seconds: Double) -> String {
        let value = seconds * 1e6
        return value >= 100 ? "\(Int(value.rounded())) µs" : "\(Double(Int(value * 10)) / 10) µs"
    }
}
