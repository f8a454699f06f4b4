#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Fetches an http(s) URL: the one network effect Places has, as a value that tests can replace.
public struct HTTPTransport: Sendable {
    private let perform: @Sendable (_ url: URL, _ budget: HTTPBudget) async throws(HTTPFailure) -> HTTPResponse

    /// Creates a transport that keeps to the budget each fetch is given, as the live one does.
    ///
    /// - Parameter budgeted: Fetches a URL within what is left of the question's time and bytes.
    public init(budgeted: @escaping @Sendable (_ url: URL, _ budget: HTTPBudget) async throws(HTTPFailure) -> HTTPResponse) {
        perform = budgeted
    }

    /// Creates a transport from a fetch function that ignores budgets: for tests and stand-ins that answer at once.
    public init(fetch: @escaping @Sendable (_ url: URL) async throws(HTTPFailure) -> HTTPResponse) {
        perform = { url, _ async throws(HTTPFailure) -> HTTPResponse in try await fetch(url) }
    }

    /// Creates a transport whose every answer is a 200 with the body `get` returns: for tests and stand-ins that
    /// only ever succeed or fail.
    public init(get: @escaping @Sendable (_ url: URL) async throws(HTTPFailure) -> Data) {
        perform = { url, _ async throws(HTTPFailure) -> HTTPResponse in HTTPResponse(status: 200, body: try await get(url)) }
    }

    /// Fetches `url` and returns the answer, whatever its status.
    ///
    /// Implementations throw ``HTTPFailure`` for every way a transfer can fail (unreachable, timeout, size); an
    /// answer with a 4xx or 5xx status is an answer, not a failure, at this level.
    ///
    /// - Parameters:
    ///   - url: An http(s) URL.
    ///   - budget: What is left of the question's time and bytes; the transport's own limits apply as well.
    /// - Returns: The answer.
    public func fetch(_ url: URL, within budget: HTTPBudget = .unbounded) async throws(HTTPFailure) -> HTTPResponse {
        try await perform(url, budget)
    }

    /// The body of a 2xx answer for `url`.
    ///
    /// - Parameter url: An http(s) URL.
    /// - Returns: The body.
    /// - Throws: ``HTTPFailure/status(_:)`` for any other status, and whatever ``fetch(_:within:)`` throws.
    public func get(_ url: URL) async throws(HTTPFailure) -> Data {
        let response = try await fetch(url)
        guard response.isSuccess else { throw .status(response.status) }
        return response.body
    }
}
