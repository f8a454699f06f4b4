import Foundation
@testable import PlacesApp
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Synchronization
import Testing

/// Runs `places` in-process, exactly as `main` builds it, with scripted input and captured output.
///
/// Every transcript gets fresh XDG folders, so the user's real files are never touched and runs never share a
/// cache or a store unless a test passes the same folder twice.
///
/// A run whose arguments give no `--timeout` runs with `--timeout 600`: the default 15 s is a wall-clock bound on
/// work that shares the concurrency pool with every suite in flight, which a loaded machine stretched past it (a
/// question to the loopback Wikipedia "did not finish within 15 seconds"). The deadline is under test only where a
/// test gives it; the golden files show the arguments as the test gave them.
@MainActor
struct Transcript {
    /// The command line, without `places`.
    let arguments: [String]
    /// What was typed in the session, line by line.
    let lines: [String]
    /// The environment the test gave, besides the run's own XDG folders.
    let environment: [String: String]
    /// The folder the run's XDG folders are in.
    let home: String
    let status: PlacesApp.ExitStatus
    let out: String
    let err: String

    static func run(
        _ arguments: [String],
        lines: [String] = [],
        environment: [String: String] = [:],
        folder: TemporaryDirectory? = nil,
        opener: RecordingOpener = RecordingOpener(),
        style: OutputStyle = .pipe,
        pager: @escaping @Sendable (String) async -> Bool = { _ in false },
        transport: @escaping @Sendable (HTTPLimits) -> HTTPTransport = { _ in .wikiWithoutPlaces },
        mergingStreams: Bool = false
    ) async throws -> Transcript {
        let home = try folder ?? TemporaryDirectory()
        let out = Capture()
        // Merged, standard output has both in the order a terminal shows them, and standard error nothing.
        let err = mergingStreams ? out : Capture()
        var env = home.xdgEnvironment
        // No street layer unless a test asks for one: a transcript never depends on reaching the public map server.
        env["PLACES_MAP_SERVER"] = "off"
        env.merge(environment) { _, new in new }
        let system = SystemServices(
            environment: env,
            console: Console(out: out.sink, err: err.sink, style: style),
            reader: .scripted(lines),
            sessionInput: { _ in (.scripted(lines), nil) },
            opener: opener.opener,
            transport: transport,
            now: { Transcript.now },
            pager: pager,
            executablePath: "/opt/places/bin/places"
        )
        let deadline = arguments.contains { $0.hasPrefix("--timeout") } ? [] : ["--timeout", "600"]
        let status = await PlacesApplication.run(arguments: deadline + arguments, system: system)
        return Transcript(
            arguments: arguments, lines: lines, environment: environment, home: home.path, status: status, out: out.text,
            err: mergingStreams ? "" : err.text
        )
    }

    /// The real libcurl transport with places' own User-Agent, for transcripts against a loopback server.
    static let live: @Sendable (HTTPLimits) -> HTTPTransport = {
        HTTPTransport.libcurl(limits: $0, userAgent: PlacesApplication.userAgent)
    }

    /// The standard fixture feed, so no transcript depends on the network.
    static let fixture = ["--source", Fixtures.url("locations.json").path]

    /// Every transcript's clock, so that ages and dates in outputs do not change from run to run.
    nonisolated static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// Gives every answer saved under `home`'s cache folder the age `hours` against ``now``: a saved answer's age is
    /// its file's time, which the transcript's fixed clock does not set.
    static func backdateSavedAnswers(in home: TemporaryDirectory, hours: Double) throws {
        let cache = home.appending("cache")
        let files = try #require(FileManager.default.enumerator(atPath: cache)).compactMap { $0 as? String }
        #expect(!files.isEmpty, "no saved answers under \(cache)")
        for file in files {
            try FileManager.default.setAttributes([.modificationDate: now - hours * 3600], ofItemAtPath: cache + "/" + file)
        }
    }
}

/// Collects what a sink receives, from any thread.
final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    var sink: ConsoleSink {
        ConsoleSink { [self] text in append(text) }
    }

    private func append(_ text: String) {
        lock.lock()
        buffer += text
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }
}

extension HTTPTransport {
    /// The default of transcripts: a Wikipedia whose search finds nothing — what a name no place has meets — and no
    /// other network: any other fetch is a test failure, reported as such.
    static let wikiWithoutPlaces = HTTPTransport { (url: URL) async throws(HTTPFailure) -> HTTPResponse in
        let query = url.query ?? ""
        guard url.path.hasSuffix("/w/api.php"), query.contains("generator=prefixsearch") || query.contains("generator=search") else {
            Issue.record("a transcript fetched \(url) although it was given no transport")
            throw .unreachable(host: url.host ?? "")
        }
        return HTTPResponse(status: 200, body: Data(#"{"batchcomplete":true}"#.utf8), contentType: "application/json")
    }
}

extension LineReader {
    /// The given lines, then end of input: what a person would type, for transcript tests.
    static func scripted(_ lines: [String]) -> LineReader {
        let queue = Mutex(lines)
        return LineReader { _ in queue.withLock { $0.isEmpty ? .end : .line($0.removeFirst()) } }
    }
}
