import Foundation
import PlacesData
import PlacesTestSupport
import Testing

/// Every network fault the loopback server can produce, put in front of the built binary: no crash, no wait past
/// the deadline, bounded memory, the right sentence — and then the saved copy of that source when there is one
/// (exit 0), or a plain refusal when there is none (exit 1): another source's data never stands in. The sentences
/// are in `Fixtures/golden/faults/`, with the server's address as `<server>`.
@Suite(.serialized) struct FaultTests {
    private let home: TemporaryDirectory
    private let server: LoopbackHTTPServer

    init() throws {
        home = try TemporaryDirectory()
        server = try LoopbackHTTPServer()
    }

    private struct Run {
        let result: BuiltBinary.Result
        /// Peak RSS in megabytes, measured by /usr/bin/time so it is the child's own; `nil` without it.
        let peakMegabytes: Double?
    }

    private func places(_ target: String) async throws -> Run {
        let url = server.url(target).absoluteString
        // A deadline of 2 seconds where the fault is time (the server waits 30 s, so only the deadline can cut it
        // short); elsewhere one far beyond any answer's time, so that a loaded machine never meets it.
        let timed = target.contains("delay=") || target.contains("stall=")
        let arguments = ["--timeout", timed ? "2" : "600", "--source", url, "--json", "list"]
        let result: BuiltBinary.Result
        var peak: Double?
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/time") {
            result = try await BuiltBinary.run(["-f", "peak-kb %M", BuiltBinary.path] + arguments, environment: home.xdgEnvironment, executable: "/usr/bin/time")
            // time(1) adds its own lines: the peak, and a note when the command exits non-zero.
            let lines = result.err.split(separator: "\n").filter { !$0.hasPrefix("Command exited with non-zero status") }
            peak = lines.last.flatMap { $0.hasPrefix("peak-kb ") ? Double($0.dropFirst(8)) : nil }.map { $0 / 1024 }
            let message = lines.dropLast().joined(separator: "\n") + (lines.count > 1 ? "\n" : "")
            let own = BuiltBinary.Result(
                status: result.status, out: result.out, err: message,
                command: [BuiltBinary.path] + arguments, environment: home.xdgEnvironment
            )
            return Run(result: own, peakMegabytes: peak)
        }
        result = try await BuiltBinary.run(arguments, environment: home.xdgEnvironment)
        return Run(result: result, peakMegabytes: peak)
    }

    /// Puts a good copy of `url`'s feed where `places` keeps it, as an earlier successful fetch would have.
    private func seedSavedCopy(for url: URL) throws {
        let cache = FeedCache(directory: home.appending("cache/places"))
        try FileManager.default.createDirectory(atPath: cache.directory, withIntermediateDirectories: true)
        try Fixtures.data("locations.json").write(to: URL(fileURLWithPath: cache.path(forKey: url.absoluteString)))
    }

    @Test("each fault gets its own sentence, then the saved copy or a refusal", arguments: [
        ("status=500", "status-500"),
        ("status=404", "status-404"),
        ("delay=30", "delay"),
        ("stall=30&after=50", "stall"),
        ("short=100", "short-body"),
        ("reset=1", "reset"),
        ("garbage=1", "not-http"),
        ("size=314572800", "too-large"),
        ("size=314572800&chunked=1", "too-large-chunked"),
        ("redirect=loop", "redirect-loop"),
        ("location=ftp://127.0.0.1/x", "redirect-to-ftp"),
        ("location=file:///etc/passwd", "redirect-to-file"),
        ("header=200000", "header-too-large"),
    ])
    func fault(query: String, name: String) async throws {
        let target = "/locations.json?\(query)"
        var runs: [BuiltBinary.Result] = []
        for seeded in [false, true] {
            if seeded { try seedSavedCopy(for: server.url(target)) }
            let run = try await places(target)
            runs.append(run.result)
            // One sentence for the fault, and in the same line what is shown instead.
            #expect(run.result.err.split(separator: "\n").count == 1, "seeded: \(seeded): \(run.result.err)")
            if seeded {
                #expect(run.result.status == 0)
                let decoded = try JSONSerialization.jsonObject(with: Data(run.result.out.utf8)) as? [[String: Any]]
                #expect(decoded?.count == 4, "the saved copy is shown")
            } else {
                #expect(run.result.status == 1)
                #expect(run.result.out == "", "nothing else is shown in its place")
            }
            if let peak = run.peakMegabytes {
                // A 300 MB body is cut at the 64 MB limit, never buffered whole.
                #expect(peak < 200, "peak RSS \(peak) MB")
            }
        }
        Golden.expect(runs, home: home, in: "faults/\(name).txt", replacing: Golden.server(server))
    }

    @Test("an HTML page instead of the feed is not valid JSON; a wrong content type on a real feed is accepted")
    func contentTypes() async throws {
        let portal = try await places("/captive-portal.html")
        #expect(portal.result.status == 1)
        Golden.expect([portal.result], home: home, in: "faults/captive-portal.txt", replacing: Golden.server(server))
        // raw.githubusercontent.com itself serves the feed as text/plain, so the type is not a reason to refuse.
        let mislabelled = try await places("/locations.json?type=text/html")
        #expect(mislabelled.result.err == "")
        #expect(mislabelled.result.status == 0)
    }

    @Test("a bad answer after a good one shows the saved copy, which it never overwrites")
    func savedCopySurvives() async throws {
        let folder = try TemporaryDirectory()
        let feed = URL(fileURLWithPath: folder.appending("feed.json"))
        try Fixtures.data("unicode-names.json").write(to: feed)
        let varying = try LoopbackHTTPServer(root: URL(fileURLWithPath: folder.path))
        let source = varying.url("/feed.json").absoluteString
        let good = try await BuiltBinary.run(["--source", source, "--json", "list"], environment: home.xdgEnvironment)
        #expect(good.err == "")
        try Fixtures.data("captive-portal.html").write(to: feed)
        let bad = try await BuiltBinary.run(["--source", source, "--json", "list"], environment: home.xdgEnvironment)
        #expect(bad.status == 0)
        #expect(bad.out == good.out)
        Golden.expect([bad], home: home, in: "faults/saved-copy-survives.txt", replacing: Golden.server(varying))
        let again = try await BuiltBinary.run(["--source", source, "--json", "list"], environment: home.xdgEnvironment)
        #expect(again.out == good.out)
    }

    @Test("sources other than http, https and files are refused with exit 2", arguments: [
        ("ftp://x/y.json", "ftp"), ("file:relative", "relative-file-url"), ("data:,[]", "data-url"), ("gopher://x", "gopher"),
    ])
    func unsupportedSources(source: String, name: String) async throws {
        let result = try await BuiltBinary.run(["--source", source, "list"], environment: home.xdgEnvironment)
        #expect(result.status == 2)
        #expect(result.out == "")
        Golden.expect([result], home: home, in: "faults/source-\(name).txt")
    }

    @Test("invalid UTF-8, NUL bytes, control characters and a 1 MB line on standard input get error lines, not a crash")
    func hostileInput() async throws {
        var input = Data("list\n".utf8)
        input.append(contentsOf: [0x6F, 0x70, 0x65, 0x6E, 0x20, 0xFF, 0xFE, 0xC0, 0x80, 0x0A])
        input.append(contentsOf: Array("search \u{0}\u{7}\u{1B}[2J\n".utf8))
        input.append(Data(String(repeating: "y", count: 1 << 20).utf8))
        input.append(contentsOf: Array("\nlink 1\n".utf8))
        let result = try await BuiltBinary.run(
            ["--source", Fixtures.url("locations.json").path],
            environment: home.xdgEnvironment,
            bytes: input
        )
        #expect(result.status == 2)
        #expect(result.err.split(separator: "\n").count == 3)
        #expect(!result.err.contains("\u{1B}") && !result.out.contains("\u{1B}"))
        #expect(result.out.hasSuffix("wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam\n"))
        Golden.expect([result], home: home, in: "faults/hostile-input.txt", replacing: [String(repeating: "y", count: 1 << 20): "<1 MB of y>"])
    }
}
