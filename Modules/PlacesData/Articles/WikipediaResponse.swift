#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain

/// Reads an HTTP answer from a Wikipedia API: JSON of the expected shape, or the failure it amounts to.
///
/// Checked in this order, because each hides behind the next: a web page (a captive portal's sign-in answers 200
/// with HTML), the Action API's error object (which comes with status 200), the REST API's problem document (404),
/// any other status, and finally JSON that is cut short, malformed or of another shape.
enum WikipediaResponse {
    /// The body of a JSON answer with a 2xx status.
    ///
    /// - Parameters:
    ///   - response: What the server answered.
    ///   - missingTitle: For a summary, the title asked for: a 404 problem document then means there is no such
    ///     article. `nil` for the Action API, where a 404 is just a status.
    static func body(of response: HTTPResponse, missingTitle: String? = nil) throws(ArticleFailure) -> Data {
        if looksLikeHTML(response) {
            throw response.isSuccess ? .notJSON : .httpStatus(response.status)
        }
        if let envelope = try? JSONDecoder().decode(APIErrorEnvelope.self, from: response.body) {
            throw .apiError(code: envelope.error.code, info: envelope.error.info ?? "")
        }
        if let missingTitle, response.status == 404 || response.status == 400,
           (try? JSONDecoder().decode(ProblemAnswer.self, from: response.body)) != nil {
            // 400 is the REST API's answer for a title no article can have ("<", "[[x]]").
            throw .missingArticle(title: missingTitle)
        }
        guard response.isSuccess else { throw .httpStatus(response.status) }
        return response.body
    }

    /// `body` decoded as `Answer`, or ``ArticleFailure/invalidAnswer`` for anything that is not.
    static func decode<Answer: Decodable>(_ type: Answer.Type, from body: Data) throws(ArticleFailure) -> Answer {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch {
            throw .invalidAnswer
        }
    }

    /// A web page rather than JSON: by its declared type, or by its first byte when it declares none or lies.
    private static func looksLikeHTML(_ response: HTTPResponse) -> Bool {
        if let type = response.contentType?.lowercased(), type.contains("html") { return true }
        let first = response.body.first { !(UInt8(ascii: " ") == $0 || (9...13).contains($0)) }
        return first == UInt8(ascii: "<")
    }
}

extension ArticleFailure {
    /// The transport's failure, as a wiki's: the one place where one becomes the other. An incomplete answer is a
    /// connection lost, as far as a reader can tell.
    init(_ failure: HTTPFailure) {
        switch failure {
        case .unreachable(let host): self = .unreachable(host: host)
        case .timedOut(let seconds): self = .timedOut(seconds: seconds)
        case .status(let status): self = .httpStatus(status)
        case .tooLarge(let limit): self = .tooLarge(limit: limit)
        case .tooManyRedirects: self = .tooManyRedirects
        case .redirectNotHTTP: self = .redirectNotHTTP
        case .headerTooLarge: self = .headerTooLarge
        case .notHTTP: self = .notHTTP
        case .connectionLost, .incomplete: self = .connectionLost
        case .secureConnectionFailed: self = .secureConnectionFailed
        case .libraryMissing: self = .httpLibraryMissing
        case .cancelled: self = .cancelled
        case .other(let code): self = .transfer(code: code)
        }
    }

    /// Whether an answer saved earlier may stand in: when the wiki could not be asked, not when it answered "no".
    var allowsSavedAnswer: Bool {
        switch self {
        case .apiError, .missingArticle, .cancelled: false
        default: true
        }
    }
}
