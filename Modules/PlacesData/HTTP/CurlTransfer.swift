#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesCurlShim
import PlacesSystem
import Synchronization

/// One fetch: its body so far, whether it was cancelled, and the mapping of its result — libcurl's result codes — to
/// an answer or an ``HTTPFailure``. Its bounds are the transport's limits, lowered to what is left of the question's
/// budget. libcurl's own (English) description of an error is never read: a code without a class of its own is
/// ``HTTPFailure/other(code:)``, and the front end words it.
final class CurlTransfer: Sendable {
    private struct State {
        var body = Data()
        var cancelled = false
        var overLimit = false
    }

    private let url: URL
    private let limits: HTTPLimits
    private let userAgent: String
    private let deadline: ContinuousClock.Instant?
    /// The most bytes of this body: the transport's limit or what is left of the question's, the smaller.
    private let maximumBytes: Int
    // libcurl's callbacks run on the transfer's thread; cancel() comes from the task's.
    private let state = Mutex(State())

    init(url: URL, limits: HTTPLimits, userAgent: String, budget: HTTPBudget = .unbounded) {
        self.url = url
        self.limits = limits
        self.userAgent = userAgent
        deadline = budget.deadline
        maximumBytes = min(limits.maximumBytes, max(0, budget.maximumBytes ?? limits.maximumBytes))
    }

    func cancel() {
        state.withLock { $0.cancelled = true }
    }

    func run() async -> Result<HTTPResponse, HTTPFailure> {
        // curl_easy_perform blocks; a thread of its own keeps it off the cooperative pool.
        await DedicatedThread.run { self.perform() }
    }

    private func perform() -> Result<HTTPResponse, HTTPFailure> {
        var totalTimeout = limits.totalTimeout
        if let deadline {
            let remaining = deadline - ContinuousClock.now
            // Nothing left of the question's time: not even a connection is tried.
            guard remaining > .zero else { return .failure(.timedOut(seconds: 0)) }
            totalTimeout = min(totalTimeout, Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18)
        }
        var outcome = places_http_outcome()
        let context = Unmanaged.passRetained(self)
        defer { context.release() }
        let callbacks = places_http_callbacks(
            write: { data, length, context in
                guard let context, let data else { return 0 }
                let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                return transfer.receive(UnsafeRawBufferPointer(start: data, count: length)) ? 1 : 0
            },
            keep_going: { context in
                guard let context else { return 0 }
                return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().isCancelled ? 0 : 1
            },
            context: context.toOpaque()
        )
        // libcurl reads 0 ms as "no deadline": round up, so the shortest timeout is a real one.
        let bounds = places_http_limits(
            total_timeout_ms: Self.milliseconds(totalTimeout),
            connect_timeout_ms: Self.milliseconds(min(totalTimeout, limits.idleTimeout)),
            idle_seconds: max(1, Int(limits.idleTimeout.rounded())),
            max_bytes: Int64(maximumBytes),
            max_redirects: limits.maximumRedirects
        )
        let started = ContinuousClock.now
        places_http_get(url.absoluteString, userAgent, bounds, callbacks, &outcome)
        return result(of: outcome, after: ContinuousClock.now - started)
    }

    /// Whole milliseconds for libcurl, rounded up and at least one.
    static func milliseconds(_ seconds: Double) -> Int {
        max(1, Int((seconds * 1000).rounded(.up)))
    }

    private var isCancelled: Bool {
        state.withLock { $0.cancelled }
    }

    /// Appends a piece of the body; false (stop) once it would pass the limit.
    private func receive(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let limit = maximumBytes
        return state.withLock { state in
            guard state.body.count + bytes.count <= limit else {
                state.overLimit = true
                return false
            }
            state.body.append(contentsOf: bytes)
            return true
        }
    }

    private func result(of outcome: places_http_outcome, after elapsed: Duration) -> Result<HTTPResponse, HTTPFailure> {
        let contentType = Self.text(outcome.content_type)
        let (received, wasCancelled, wasOverLimit) = state.withLock { ($0.body, $0.cancelled, $0.overLimit) }
        if outcome.library_missing != 0 { return .failure(.libraryMissing) }
        let host = url.host ?? url.absoluteString
        switch outcome.curl_code {
        case 0:
            return .success(HTTPResponse(
                status: outcome.http_status,
                body: received,
                contentType: contentType.isEmpty ? nil : contentType,
                retryAfter: outcome.retry_after > 0 ? Int(clamping: outcome.retry_after) : nil
            ))
        case 5, 6, 7:  // couldn't resolve proxy or host, couldn't connect
            return .failure(.unreachable(host: host))
        case 28:  // timed out: the whole deadline, or the idle timeout (nothing arrived for that long)
            return .failure(.timedOut(seconds: Int(elapsed.components.seconds)))
        case 42:  // aborted by the progress callback: the task was cancelled
            return .failure(wasCancelled ? .cancelled : .other(code: Int(outcome.curl_code)))
        case 23, 63:  // the write callback refused more, or the declared size is over the maximum
            return .failure(wasOverLimit || outcome.curl_code == 63 ? .tooLarge(limit: maximumBytes) : .other(code: Int(outcome.curl_code)))
        case 18:  // the body ended before Content-Length said it would
            return .failure(.incomplete)
        case 52, 55, 56:  // nothing at all, or the connection broke while sending or receiving
            return .failure(.connectionLost)
        case 35, 51, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91:  // TLS: handshake, certificate, keys
            return .failure(.secureConnectionFailed)
        case 47:  // too many redirects
            return .failure(.tooManyRedirects)
        case 1 where outcome.redirects > 0:  // a redirect to a protocol other than http or https, or no URL at all
            return .failure(.redirectNotHTTP)
        case 1, 8:  // an answer that is not HTTP at all (HTTP/0.9 or garbage)
            return .failure(.notHTTP)
        // A header line past libcurl's 100 KB limit: "out of memory" before libcurl 8.6, CURLE_TOO_LARGE since.
        // With the body bounded by the write callback, that is what these codes mean for a fetch.
        case 27, 100:
            return .failure(.headerTooLarge)
        default:
            return .failure(.other(code: Int(outcome.curl_code)))
        }
    }

    /// The text of a NUL-terminated C array.
    private static func text<Bytes>(_ array: Bytes) -> String {
        withUnsafeBytes(of: array) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
