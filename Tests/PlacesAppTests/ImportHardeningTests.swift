import Foundation
import PlacesTestSupport
import Testing

/// What a hostile test run found in `import`, the store and files that are pipes, through the built binary and
/// real files.
@Suite struct ImportHardeningTests {
    private let home: TemporaryDirectory
    private let fixture = ["--source", Fixtures.url("locations.json").path]

    init() throws {
        home = try TemporaryDirectory()
    }

    private func places(_ arguments: [String]) async throws -> BuiltBinary.Result {
        try await BuiltBinary.run(fixture + arguments, environment: home.xdgEnvironment)
    }

    /// Runs `command` through bash with the built places as `$0` and `arguments` as `$1`…, for pipes and
    /// redirections the harness cannot make.
    private func shell(_ command: String, _ arguments: String...) async throws -> BuiltBinary.Result {
        try await BuiltBinary.run(["-c", command, BuiltBinary.path] + arguments, environment: home.xdgEnvironment, executable: "/bin/bash")
    }

    private func fifo(_ name: String) throws -> String {
        let path = home.appending(name)
        try #require(mkfifo(path, 0o600) == 0)
        return path
    }

    private func write(_ text: String, to name: String) throws -> String {
        let path = home.appending(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a file of a thousand identical rows, and of one name spelled three ways within 5 m, adds one location each")
    func repeatsWithinAFile() async throws {
        var rows = "name,lat,lon\n"
        for _ in 0..<1000 { rows += "Home,52.1,4.2\n" }
        rows += "same,10,20\nSAME ,10.00001,20\nSâme,10,20.00002\n"
        let imported = try await places(["import", try write(rows, to: "repeats.csv")])
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.out.contains("Added 2 locations: #5 to #6."), "\(imported.out)")
        #expect(imported.out.contains("  entry 1000, line 1001: Home, as entry 1\n"))
        #expect(imported.out.contains("  entry 1003, line 1004: Sâme, as entry 1001\n"))
        let listed = try await places(["--json", "list"])
        #expect(listed.out.components(separatedBy: "\"name\"").count - 1 == 6)
    }

    @Test("CSV numbers in exponent form, as pandas writes them, are read as numbers, not as hemisphere letters")
    func exponents() async throws {
        let imported = try await places(["import", try write("name,lat,lon\nSmall,5e1,1e-05\n", to: "pandas.csv")])
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.out.contains("Added 1 location: #5."), "\(imported.out)")
        let listed = try await places(["--json", "list"])
        #expect(listed.out.contains(#""name": "Small", "latitude": 50, "longitude": 0.00001"#), "\(listed.out)")
    }

    @Test("GeoJSON nested 600 deep is said to be nested too deep, as KML is, not to be invalid JSON")
    func deepJSON() async throws {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let imported = try await places(["import", try write(deep, to: "deep.geojson")])
        #expect(imported.status == 1)
        #expect(imported.err.contains("line 1, column 513: arrays and objects are nested more than 512 deep"), "\(imported.err)")
        #expect(!imported.err.contains("not valid JSON"))
    }

    @Test("a named pipe opened before its writer waits for the writer, and reads what it writes")
    func pipeBeforeItsWriter() async throws {
        let pipe = try fifo("later.csv")
        // The redirection opens the pipe for writing only once places has opened it for reading: places is first.
        // A writer still waiting when places has ended (it never opened the pipe) is stopped, not left to hang.
        let result = try await shell(
            #""$0" --source "$2" --timeout 600 import "$1" & reader=$!; printf 'name,lat,lon\nLater,52.1,4.2\n' > "$1" & "#
                + #"writer=$!; wait $reader; status=$?; kill $writer 2>/dev/null; exit $status"#,
            pipe, Fixtures.url("locations.json").path
        )
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Added 1 location: #5."), "\(result.out)")
    }

    @Test("a named pipe nobody writes to, or whose writer sends nothing, ends at --timeout with no data, not as empty")
    func pipeWithoutData() async throws {
        let pipe = try fifo("never.csv")
        // Nobody ever opens it for writing: before, it read as an empty file at once.
        let unwritten = try await places(["--timeout", "1", "import", pipe])
        #expect(unwritten.status == 1)
        #expect(unwritten.err == "Nothing was imported: no data arrived from \(pipe) within 1 s.\n", "\(unwritten.err)")
        // A writer holds it open and sends nothing: before, the fixed 15 s ran out as "Connection timed out".
        let silent = try await shell(#"exec 3<>"$1"; "$0" --source "$2" --timeout 0.5 import "$1""#, pipe, Fixtures.url("locations.json").path)
        #expect(silent.err == "Nothing was imported: no data arrived from \(pipe) within 0.5 s.\n", "\(silent.err)")
        // A writer sends the header and stops: what came is not used.
        let stalled = try await shell(
            #"exec 3<>"$1"; printf 'name,lat,lon\n' >&3; "$0" --source "$2" --timeout 0.5 import "$1""#, pipe, Fixtures.url("locations.json").path
        )
        #expect(stalled.err == "Nothing was imported: \(pipe) had not ended after 0.5 s; nothing of it was used.\n", "\(stalled.err)")
        #expect(try await places(["--json", "list"]).out.components(separatedBy: "\"origin\": \"custom\"").count == 1)
    }

    /// Writes `text` as the store and returns its folder.
    private func store(_ text: String) throws -> String {
        let folder = home.appending("data/places")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/custom-locations.json"))
        return folder
    }

    private func kept(in folder: String) throws -> String {
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("custom-locations.json.unreadable-") }
        try #require(kept.count == 1)
        return folder + "/" + kept[0]
    }

    @Test("the loss of the whole store is said even under -q, with why, and again by later runs until it is dealt with")
    func storeLossIsSaid() async throws {
        let folder = try store("{\"locations\": [\n  {\"name\": \"Half")
        let first = try await places(["-q", "list"])
        #expect(first.status == 0)
        let aside = try kept(in: folder)
        #expect(first.err == """
            Your saved locations could not be read: it is not valid JSON at line 2, column 17. The file was kept as \(aside); \
            none of them could be carried over.

            """)
        // Nothing has replaced it: every run says so again, quiet or not.
        let later = try await places(["-q", "list"])
        #expect(later.err == """
            Your saved locations are still missing: they could not be read (it is not valid JSON at line 2, column 17), and the \
            file was kept as \(aside). Mend it and put it back, or delete it to start afresh.

            """)
        #expect(try await places(["list"]).err == later.err)
        // Dealt with: the file kept aside is gone (or a new list was started), and nothing more is said.
        try FileManager.default.removeItem(atPath: aside)
        #expect(try await places(["-q", "list"]).err == "")
    }

    @Test("a store with an entry that is not a location says which, and that 1 location was carried over; too large says so")
    func storeDamageSaysWhy() async throws {
        let folder = try store("{\"locations\": [\n  {\"name\": \"Good\", \"lat\": 1, \"long\": 2},\n  {\"name\": \"Bad\", \"lat\": 99, \"long\": 2}\n]}\n")
        let partial = try await places(["-q", "list"])
        #expect(partial.err == """
            Your saved locations could not be read: 1 entry is not a location, the first on line 3. The file was kept as \
            \(try kept(in: folder)); 1 location was carried over.

            """)
        // A store replaced the file moved aside: later runs have nothing to say.
        #expect(try await places(["-q", "list"]).err == "")
        try FileManager.default.removeItem(atPath: try kept(in: folder))
        // Larger than Places reads, sparse so the test writes nothing.
        _ = try store("")
        #expect(truncate(folder + "/custom-locations.json", 65 << 20) == 0)
        let large = try await places(["-q", "list"])
        #expect(large.err.hasPrefix("Your saved locations could not be read: it is larger than 64 MB, the most Places reads."), "\(large.err)")
    }

    @Test(
        "an import the store cannot hold is refused at a peak of about four times the file, not ten to twenty",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "/usr/bin/time (Debian package time) is missing")
    )
    func importMemory() async throws {
        // About 32 MB of distinct places that the store would write as more than its 64 MB, which is certain before it
        // is built. A hundred thousand short rows, where each row's own cost in memory shows; then rows whose names
        // hold a thousand backslashes, which the store writes as two bytes each: they double in the store, as short
        // rows nearly triple, in a thirtieth as many rows (short rows all the way took 20 s of a debug build).
        var text = "name,lat,lon\n"
        text.reserveCapacity(33 << 20)
        let backslashes = String(repeating: "\\", count: 1000)
        var index = 0
        while text.utf8.count < 32 << 20 {
            if index < 100_000 {
                text += "Place \(index),\(Double(index % 160_000) / 1000 - 80),\(Double(index / 160_000) - 170)\n"
            } else {
                text += "Place \(index) \(backslashes),\(index % 160 - 80),\(index / 160 % 340 - 170)\n"
            }
            index += 1
        }
        let path = try write(text, to: "large.csv")
        let result = try await shell(#"/usr/bin/time -f "peak-kb %M" "$0" --source "$2" import "$1" 2>&1 >/dev/null"#, path, Fixtures.url("locations.json").path)
        #expect(result.out.contains("would grow past 64 MB"), "\(result.out)")
        let line = try #require(result.out.split(separator: "\n").last { $0.hasPrefix("peak-kb ") })
        let peak = (Double(line.dropFirst(8)) ?? 0) * 1024
        // Before, 35 MB of CSV peaked at 614 MB: the store's whole new document was built, and copied, to be refused.
        #expect(peak < 4.5 * Double(text.utf8.count), "peak \(Int(peak) >> 20) MB for \(text.utf8.count >> 20) MB")
    }
}
