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
@MainActor
struct Transcript {
    /// The command line, without `places`.
    let arguments: [String]
    /// What was typed in the session, line by line.
    let lines: [String]
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
        env.merge(environment) { _, new in new }
        let system = SystemServices(
            environment: env,
            console: Console(out: out.sink, err: err.sink, style: style),
            reader: .scripted(lines),
            sessionInput: { _ in (.scripted(lines), nil) },
            opener: opener.opener,
            transport: transport,
            now: { Date(timeIntervalSince1970: 1_800_000_000) },
            pager: pager,
            executablePath: "/opt/places/bin/places"
        )
        let status = await PlacesApplication.run(arguments: arguments, system: system)
        return Transcript(arguments: arguments, lines: lines, home: home.path, status: status, out: out.text, err: mergingStreams ? "" : err.text)
    }

    /// The real libcurl transport with places' own User-Agent, for transcripts against a loopback server.
    static let live: @Sendable (HTTPLimits) -> HTTPTransport = {
        HTTPTransport.libcurl(limits: $0, userAgent: PlacesApplication.userAgent)
    }

    /// The standard fixture feed, so no transcript depends on the network.
    static let fixture = ["--source", Fixtures.url("locations.json").path]
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
    static let wikiWithoutPlaces = HTTPTransport { (url: URL) async throws(FeedFailure) -> HTTPResponse in
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
