/// Why a fetch brought no answer: the transport's own failures, in no one's words yet.
///
/// An answer with a 4xx or 5xx status is an answer to ``HTTPTransport/fetch(_:within:)``; only
/// ``HTTPTransport/get(_:)`` makes it a failure (``status(_:)``). Each repository maps these into its own failure
/// type: the feed's into `FeedFailure`, a wiki's into `ArticleFailure`.
public enum HTTPFailure: Error, Sendable, Hashable {
    /// No connection could be made: no network, unknown host, connection refused.
    case unreachable(host: String)
    /// No answer within the deadline; the seconds the transfer took.
    case timedOut(seconds: Int)
    /// A status outside 200...299, where only a success is an answer (``HTTPTransport/get(_:)``).
    case status(Int)
    /// The answer was larger than the limit, in bytes.
    case tooLarge(limit: Int)
    /// Redirects went on for longer than the limit (a loop, usually).
    case tooManyRedirects
    /// A redirect led to an address that is not http or https.
    case redirectNotHTTP
    /// The answer's header is larger than the HTTP library accepts.
    case headerTooLarge
    /// The server answered with something that is not HTTP.
    case notHTTP
    /// The connection broke, or the server closed it, before the answer was complete.
    case connectionLost
    /// The server announced more bytes than it sent.
    case incomplete
    /// No secure (TLS) connection could be made, or the server's certificate was not trusted.
    case secureConnectionFailed
    /// The system's HTTP library (libcurl) is not installed.
    case libraryMissing
    /// The fetch was cancelled.
    case cancelled
    /// Any other failure, by the HTTP library's result code (libcurl's `CURLcode`; -1 when no transfer could start).
    case other(code: Int)
}
