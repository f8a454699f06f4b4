import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// The live transport, libcurl, against a real HTTP server on 127.0.0.1, one fault at a time.
@Suite struct CurlTransportTests {

    private let server: LoopbackHTTPServer
    /// Timeouts far beyond any answer's own time, so that only the tests of a deadline meet one.
    private let limits = HTTPLimits(totalTimeout: 120, idleTimeout: 120, maximumBytes: 1 << 20, maximumRedirects: 3)
    /// The deadline under test: far shorter than the server's 30-second stalls, which only it can cut short.
    private let impatient = HTTPLimits(totalTimeout: 2, idleTimeout: 1.5, maximumBytes: 1 << 20, maximumRedirects: 3)

    init() throws {
        server = try LoopbackHTTPServer()
    }

    private func get(_ target: String, limits: HTTPLimits? = nil) async throws(HTTPFailure) -> Data {
        try await HTTPTransport.libcurl(limits: limits ?? self.limits).get(server.url(target))
    }

    private func failure(_ target: String, limits: HTTPLimits? = nil) async -> HTTPFailure? {
        do {
            _ = try await get(target, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test("fetches a body byte for byte")
    func fetches() async throws {
        #expect(try await get("/locations.json") == (try Fixtures.data("locations.json")))
        #expect(try await get("/x?size=300000&chunked=1").count == 300_000)
    }

    @Test("a non-2xx answer becomes a typed error that keeps the status", arguments: [404, 500, 503, 301, 204 + 100])
    func status(code: Int) async {
        let error = await failure("/locations.json?status=\(code)")
        #expect(error == .status(code))
    }

    @Test("a refused connection is 'unreachable' (so the fallback starts at once), not a timeout")
    func refused() async throws {
        let port = server.port
        server.stop()
        await #expect(throws: HTTPFailure.unreachable(host: "127.0.0.1")) {
            try await HTTPTransport.libcurl(limits: limits).get(URL(string: "http://127.0.0.1:\(port)/locations.json")!)
        }
    }

    @Test("a server that never sends headers is given up on at the deadline")
    func delayedHeaders() async {
        let error = await failure("/locations.json?delay=30", limits: impatient)
        // The server answers after 30 s: had the transfer waited for it, it would have succeeded, not timed out.
        // (No stopwatch: on a loaded machine it measures the machine.)
        guard case .timedOut = error else {
            Issue.record("expected a timeout, got \(String(describing: error))")
            return
        }
    }

    @Test("a body that stalls halfway is given up on at the deadline")
    func stalledBody() async {
        let error = await failure("/locations.json?stall=30&after=100", limits: impatient)
        // The rest of the body comes after 30 s: had the transfer waited for it, it would have succeeded.
        guard case .timedOut = error else {
            Issue.record("expected a timeout, got \(String(describing: error))")
            return
        }
    }

    @Test("a body larger than the limit is refused, declared or streamed")
    func tooLarge() async {
        let declared = await failure("/x?size=\(10 << 20)")
        #expect(declared == .tooLarge(limit: 1 << 20))
        let chunked = await failure("/x?size=\(10 << 20)&chunked=1")
        #expect(chunked == .tooLarge(limit: 1 << 20))
    }

    @Test("a redirect loop stops at the limit; a short chain is followed")
    func redirects() async throws {
        let error = await failure("/locations.json?redirect=loop")
        #expect(error == .tooManyRedirects)
        #expect(try await get("/locations.json?redirect=2") == (try Fixtures.data("locations.json")))
    }

    @Test("a redirect away from http and https is its own failure, not a loop or a broken connection", arguments: [
        "file:///etc/passwd", "ftp://127.0.0.1/x", "gopher://127.0.0.1/1", "javascript:alert(1)",
    ])
    func redirectElsewhere(location: String) async {
        let error = await failure("/locations.json?location=\(location)")
        #expect(error == .redirectNotHTTP)
    }

    @Test("an answer that is not HTTP, and a header too large for libcurl, each name their cause")
    func notHTTPAndHugeHeader() async {
        #expect(await failure("/locations.json?garbage=1") == .notHTTP)
        #expect(await failure("/locations.json?header=200000") == .headerTooLarge)
        // A large but acceptable header is no failure.
        #expect(await failure("/locations.json?header=20000") == nil)
    }

    @Test("a budget lowers the deadline and the size limit of one fetch")
    func budget() async throws {
        let transport = HTTPTransport.libcurl(limits: limits)
        let passed = HTTPBudget(deadline: .now - .seconds(1))
        await #expect(throws: HTTPFailure.timedOut(seconds: 0)) {
            try await transport.fetch(server.url("/locations.json"), within: passed)
        }
        #expect(server.receivedRequests.isEmpty, "no request once the question's time is up")
        await #expect(throws: HTTPFailure.tooLarge(limit: 100)) {
            try await transport.fetch(server.url("/locations.json"), within: HTTPBudget(maximumBytes: 100))
        }
        let answer = try await transport.fetch(server.url("/locations.json"), within: HTTPBudget(deadline: .now + .seconds(30), maximumBytes: 1 << 19))
        #expect(answer.body == (try Fixtures.data("locations.json")))
    }

    @Test("a reset connection, a short body and garbage are failures, not data", arguments: [
        "/locations.json?reset=1", "/locations.json?short=50", "/locations.json?garbage=1",
    ])
    func brokenAnswers(target: String) async {
        let error = await failure(target)
        #expect(error != nil)
    }

    @Test("cancelling the task ends the fetch promptly")
    func cancellation() async {
        let transport = HTTPTransport.libcurl(limits: HTTPLimits(totalTimeout: 60, idleTimeout: 60, maximumBytes: 1 << 20, maximumRedirects: 1))
        let url = server.url("/locations.json?delay=30")
        let task = Task { () -> HTTPFailure? in
            do throws(HTTPFailure) {
                _ = try await transport.get(url)
                return nil
            } catch {
                return error
            }
        }
        try? await Task.sleep(for: .milliseconds(200))
        task.cancel()
        #expect(await task.value == .cancelled)
    }
}
