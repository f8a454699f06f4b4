#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// An HTTP answer, whatever its status: the Wikipedia client reads the body of a 404 (the REST API's problem
/// document) and the `Retry-After` of a 429.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code.
    public var status: Int
    /// The body, within the transport's size limit.
    public var body: Data
    /// The `Content-Type` header, when there was one.
    public var contentType: String?
    /// The seconds a `Retry-After` header asked to wait, when there was one.
    public var retryAfter: Int?

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - status: The status code.
    ///   - body: The body.
    ///   - contentType: The `Content-Type` header, if any.
    ///   - retryAfter: The seconds `Retry-After` asked for, if any.
    public init(status: Int, body: Data, contentType: String? = nil, retryAfter: Int? = nil) {
        self.status = status
        self.body = body
        self.contentType = contentType
        self.retryAfter = retryAfter
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200...299).contains(status) }
}
