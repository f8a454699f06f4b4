/// Why a wiki could not answer, in terms a message can explain. Never a guess, never another answer instead.
public enum ArticleFailure: Error, Sendable, Hashable {
    /// No connection could be made to the host.
    case unreachable(host: String)
    /// No answer within the deadline, in seconds.
    case timedOut(seconds: Int)
    /// An HTTP status outside 200...299 (after one retry of a 429 or 503 that asked for it).
    case httpStatus(Int)
    /// The answer was larger than the limit, in bytes.
    case tooLarge(limit: Int)
    /// The answer is a web page (a captive portal's sign-in, say), not the API's JSON.
    case notJSON
    /// The answer is JSON that is cut short, malformed, or not of the documented shape.
    case invalidAnswer
    /// The API answered with its own error object.
    case apiError(code: String, info: String)
    /// There is no article with this title.
    case missingArticle(title: String)
    /// The connection broke before the whole answer arrived.
    case connectionLost
    /// The wiki redirected more often than Places follows (a loop, usually).
    case tooManyRedirects
    /// The wiki redirected to an address that is not http or https (`file:`, `ftp:`, `javascript:`…).
    case redirectNotHTTP
    /// The server answered with something that is not HTTP.
    case notHTTP
    /// The answer's header is larger than the HTTP library accepts.
    case headerTooLarge
    /// No secure connection could be made, or the certificate was not trusted.
    case secureConnectionFailed
    /// The system's HTTP library (libcurl) is not installed.
    case httpLibraryMissing
    /// Any other transfer problem, by the HTTP library's result code (libcurl's; its own English words are never
    /// shown).
    case transfer(code: Int)
    /// The person cancelled the request.
    case cancelled
}
