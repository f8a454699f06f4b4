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

/// Whole commands, each run as a new process, interleaved round by round so that a change in the machine's
/// speed hits every command alike. Baselines that are not installed are skipped with a message.
struct EndToEndBench {
    let world: String
    let root: String
    let rounds: Int
    /// The binary to time; `nil` for the one built beside this benchmark.
    let places: String?

    struct Command {
        let label: String
        let arguments: [String]
        let environment: [String: String]
        /// The file standard input reads.
        var input = "/dev/null"
    }

    struct Measurement {
        let label: String
        var times: [Double] = []
        var peakMegabytes = 0.0
        var failed: String?
    }

    func report() {
        let home = FileManager.default.temporaryDirectory.path + "/places-bench-\(getpid())"
        let environment = Self.isolatedEnvironment(home: home)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let places = self.places ?? Self.sibling("places")
        print("places binary: \(places)")
        let fixture = root + "/Fixtures/locations.json"

        var large: [Command] = [
            Command(label: "places --json search amst", arguments: [places, "--source", world, "--json", "search", "amst"], environment: environment),
        ]
        var skipped: [String] = []
        // The floor: reading the file once, doing nothing with it.
        if let wc = Self.which("wc") {
            large.append(Command(label: "wc -l (reading the file, the floor)", arguments: [wc, "-l", world], environment: environment))
        }
        if let jq = Self.which("jq") {
            large.append(Command(label: "jq (same filter)", arguments: [jq, "-c", Self.jqFilter, world], environment: environment))
        } else {
            skipped.append("jq is not installed")
        }
        if let python = Self.which("python3") {
            large.append(Command(label: "python3 json", arguments: [python, "-c", Self.pythonScript(parser: "json"), world, "amst"], environment: environment))
            if Self.succeeds([python, "-c", "import orjson"], environment: environment) {
                large.append(Command(label: "python3 orjson", arguments: [python, "-c", Self.pythonScript(parser: "orjson"), world, "amst"], environment: environment))
            } else {
                skipped.append("orjson is not installed for python3 (pip install orjson)")
            }
        } else {
            skipped.append("python3 is not installed")
        }

        var small: [Command] = [
            Command(label: "places --source Fixtures/locations.json list", arguments: [places, "--source", fixture, "list"], environment: environment),
        ]
        if let hello = Self.compileHello(in: home, flags: []) {
            small.append(Command(label: "one-line Swift, default build", arguments: [hello], environment: environment))
        } else {
            skipped.append("swiftc could not build the one-line baseline")
        }
        if let hello = Self.compileHello(in: home, flags: ["-static-stdlib"]) {
            small.append(Command(label: "one-line Swift, -static-stdlib", arguments: [hello], environment: environment))
        }

        // Every place as a table, next to a Python program printing the same table from the same file.
        var list: [Command] = [
            Command(label: "places list (every place, as a table)", arguments: [places, "--source", world, "list"], environment: environment),
        ]
        if let python = Self.which("python3") {
            let parser = Self.succeeds([python, "-c", "import orjson"], environment: environment) ? "orjson" : "json"
            list.append(Command(label: "python3 \(parser) table printer", arguments: [python, "-c", Self.tablePrinter(parser: parser), world], environment: environment))
        }

        let largeResults = Self.run(large, rounds: max(3, rounds / 3))
        let listResults = Self.run(list, rounds: max(3, rounds / 3))
        let smallResults = Self.run(small, rounds: rounds * 4)
        print("End to end (new process per run, medians of interleaved rounds):")
        table(largeResults)
        table(listResults)
        table(smallResults)
        for reason in skipped { print("  skipped: \(reason)") }
        print()
        verdicts(large: largeResults, small: smallResults)
        largestFeed(places: places, home: home, environment: environment)
    }

    /// A feed of a million places (44 MB, under the 64 MB limit): how long a one-shot search takes and how much memory
    /// it needs, for the limit's sake.
    private func largestFeed(places: String, home: String, environment: [String: String]) {
        let path = home + "/million.json"
        var text = #"{"locations":["#
        text.reserveCapacity(46_000_000)
        for index in 0..<1_000_000 {
            if index > 0 { text += "," }
            text += #"{"name":"Place \#(index)","lat":\#(index % 179 - 89),"long":\#(index % 359 - 179)}"#
        }
        text += "]}"
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else { return }
        let results = Self.run([
            Command(label: "places --json search 12345, 1,000,000 places", arguments: [places, "--source", path, "--json", "search", "12345"], environment: environment),
        ], rounds: 3)
        print("A feed of a million places (\(Machine.size(of: path)), the limit is 64 MB):")
        table(results)
        print()
    }

    private func table(_ results: [Measurement]) {
        guard let ours = results.first?.times.median else { return }
        for result in results {
            let label = result.label + String(repeating: " ", count: max(0, 46 - result.label.count))
            if let failed = result.failed {
                print("  \(label) failed: \(failed)")
                continue
            }
            let median = result.times.median
            let ratio = result.label == results[0].label ? "" : "   places takes \(String(format1: ours / median * 100))% of this"
            print("  \(label) \(milliseconds(median))  peak RSS \(Int(result.peakMegabytes)) MB\(ratio)")
        }
    }

    private func verdicts(large: [Measurement], small: [Measurement]) {
        func median(_ results: [Measurement], _ prefix: String) -> Double? {
            results.first { $0.label.hasPrefix(prefix) && $0.failed == nil }?.times.median
        }
        guard let ours = median(large, "places") else { return }
        print("Goals:")
        print("  one-shot search ≤ 30 ms:          \(milliseconds(ours)) \(ours <= 0.030 ? "✓" : "✗")")
        if let jq = median(large, "jq") {
            print("  places ≤ 1/80 of jq:             \(String(format1: ours / jq * 100))% \(ours <= jq / 80 ? "✓" : "✗")")
        }
        if let wc = median(large, "wc") {
            print("  (against reading the file with wc -l: \(String(format1: ours / wc))×)")
        }
        if let orjson = median(large, "python3 orjson") {
            print("  places ≤ 1/2 of python3 + orjson: \(String(format1: ours / orjson * 100))% \(ours <= orjson / 2 ? "✓" : "✗")")
        }
        if let list = median(small, "places"), let hello = median(small, "one-line Swift, default") {
            print("  small list ≤ 2× one-line Swift:  \(String(format1: list / hello))× \(list <= 2 * hello ? "✓" : "✗")")
        }
        if let list = median(small, "places"), let hello = median(small, "one-line Swift, -static") {
            print("  (against a one-line Swift also linked statically: \(String(format1: list / hello))×)")
        }
    }

    /// This process's environment with the XDG folders in `home` (created), so no run touches the user's files.
    static func isolatedEnvironment(home: String) -> [String: String] {
        try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        for (variable, folder) in [("XDG_CACHE_HOME", "cache"), ("XDG_DATA_HOME", "data"), ("XDG_STATE_HOME", "state")] {
            environment[variable] = home + "/" + folder
        }
        return environment
    }

    static func run(_ commands: [Command], rounds: Int) -> [Measurement] {
        var results = commands.map { Measurement(label: $0.label) }
        for round in -1..<rounds {  // round -1 warms the page cache and is not counted
            for (index, command) in commands.enumerated() where results[index].failed == nil {
                switch Self.time(command) {
                case .success(let (seconds, peak)):
                    if round >= 0 {
                        results[index].times.append(seconds)
                        results[index].peakMegabytes = max(results[index].peakMegabytes, peak)
                    }
                case .failure(let message):
                    results[index].failed = message.message
                }
            }
        }
        return results
    }

    private struct SpawnFailure: Error {
        let message: String
    }

    /// Runs a command with its output discarded; wall time and peak RSS.
    private static func time(_ command: Command) -> Result<(Double, Double), SpawnFailure> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, command.input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = command.arguments.map { strdup($0) } + [nil]
        let envp = command.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let start = Clock.now()
        var pid: pid_t = 0
        guard posix_spawn(&pid, command.arguments[0], &actions, nil, argv, envp) == 0 else {
            return .failure(SpawnFailure(message: "could not start \(command.arguments[0])"))
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = Clock.now() - start
        guard status == 0 else { return .failure(SpawnFailure(message: "exit status \(status >> 8)")) }
        return .success((elapsed, Double(usage.ru_maxrss) / 1024))
    }

    private static func succeeds(_ arguments: [String], environment: [String: String]) -> Bool {
        if case .success = time(Command(label: "", arguments: arguments, environment: environment)) { return true }
        return false
    }

    /// The full path of `program` on PATH, or `nil`.
    static func which(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Another executable of this build, next to this one.
    static func sibling(_ name: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let me = length > 0 ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : name
        guard let slash = me.lastIndex(of: "/") else { return name }
        return String(me[...slash]) + name
    }

    /// `print("hello")`, compiled with the same toolchain and -O (plus `flags`), for the start-up baseline.
    private static func compileHello(in folder: String, flags: [String]) -> String? {
        guard let swiftc = which("swiftc") else { return nil }
        let source = folder + "/hello.swift"
        let binary = folder + "/hello" + flags.joined()
        guard FileManager.default.createFile(atPath: source, contents: Data("print(\"hello\")\n".utf8)),
              succeeds([swiftc, "-O"] + flags + [source, "-o", binary], environment: ProcessInfo.processInfo.environment)
        else { return nil }
        return binary
    }

    /// What `places --json search amst` does, in jq: jq has no diacritic folding, so case only.
    static let jqFilter = """
        [.locations | to_entries[] | select(.value.name != null and (.value.name | ascii_downcase | contains("amst")))
         | {number: (.key + 1), name: .value.name, latitude: .value.lat, longitude: .value.long}]
        """

    /// `places list` in Python: every entry with its number, name (padded to the longest) and coordinates.
    static func tablePrinter(parser: String) -> String {
        """
        import sys, \(parser)
        with open(sys.argv[1], 'rb') as f: doc = \(parser).loads(f.read())
        rows = [e for e in doc['locations'] if isinstance(e.get('lat'), (int, float)) and isinstance(e.get('long'), (int, float))]
        width = max((len(e.get('name') or 'Unnamed location') for e in rows), default=4)
        def degrees(value, positive, negative):
            return '%.4f\\u00b0 %s' % (abs(value), positive if value >= 0 else negative)
        out = ['#       Name'.ljust(width + 8) + '  Coordinates']
        for number, e in enumerate(rows, 1):
            name = e.get('name') or 'Unnamed location'
            out.append('%-7d %s  %s, %s' % (number, name.ljust(width), degrees(e['lat'], 'N', 'S'), degrees(e['long'], 'E', 'W')))
        sys.stdout.write('\\n'.join(out) + '\\n')
        """
    }

    /// Load, fold (case and diacritics, ASCII names the fast way), filter and print, as places does.
    static func pythonScript(parser: String) -> String {
        let dump = parser == "orjson" ? "sys.stdout.buffer.write(orjson.dumps(out))" : "print(json.dumps(out))"
        return """
            import sys, unicodedata, \(parser)
            def fold(s):
                if s.isascii(): return s.lower()
                return ''.join(c for c in unicodedata.normalize('NFKD', s.casefold()) if not unicodedata.combining(c))
            with open(sys.argv[1], 'rb') as f: doc = \(parser).loads(f.read())
            q = fold(sys.argv[2])
            out = [{'number': i + 1, 'name': e.get('name'), 'latitude': e.get('lat'), 'longitude': e.get('long')}
                   for i, e in enumerate(doc['locations']) if isinstance(e.get('name'), str) and q in fold(e['name'])]
            \(dump)
            """
    }
}
