/// Why the feed could not be loaded from its source, in terms a message can explain.
///
/// Data maps every transport, HTTP, file and decoding error into one of these, so Presentation can describe a failure
/// without knowing about libcurl or file systems.
public enum FeedFailure: Error, Sendable, Equatable {
    /// No connection could be made: no network, unknown host, connection refused.
    case unreachable(host: String)
    /// The server did not answer in time.
    case timedOut(seconds: Int)
    /// The server answered with a status outside 200...299.
    case httpStatus(Int)
    /// The answer was larger than the limit, in bytes.
    case tooLarge(limit: Int)
    /// The answer or file is not valid JSON; the offset of the first byte that is wrong.
    case invalidJSON(byteOffset: Int)
    /// The answer or file is JSON, but has no list of locations (`{"locations": [...]}` or a top-level array).
    case notAFeed
    /// Redirects went on for longer than the limit (a loop, usually).
    case tooManyRedirects
    /// A redirect led to an address that is not http or https (`file:`, `ftp:`, `javascript:`…).
    case redirectNotHTTP
    /// The answer's header is larger than the HTTP library accepts.
    case headerTooLarge
    /// The server answered with something that is not HTTP.
    case notHTTP
    /// A local feed file does not exist.
    case fileNotFound(path: String)
    /// A local feed file exists but cannot be read.
    case fileUnreadable(path: String, reason: SystemReason)
    /// The source is not an http(s) URL or a local file.
    case unsupportedSource(String)
    /// The connection broke, or the server closed it, before the answer was complete.
    case connectionLost
    /// The server announced more bytes than it sent.
    case incomplete
    /// No secure (TLS) connection could be made, or the server's certificate was not trusted.
    case secureConnectionFailed
    /// The system's HTTP library (libcurl) is not installed.
    case httpLibraryMissing
    /// Any other transfer problem, by the HTTP library's result code (libcurl's; its own English words are never
    /// shown).
    case transfer(code: Int)
    /// The person cancelled the fetch.
    case cancelled
}
