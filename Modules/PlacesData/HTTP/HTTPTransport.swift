#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import PlacesDomain

/// Fetches an http(s) URL: the one network effect Places has, as a value that tests can replace.
public struct HTTPTransport: Sendable {
    /// Fetches `url` and returns the answer, whatever its status.
    ///
    /// Implementations throw `FeedFailure` for every way a transfer can fail (unreachable, timeout, size); an
    /// answer with a 4xx or 5xx status is an answer, not a failure, at this level.
    public var fetch: @Sendable (_ url: URL) async throws(FeedFailure) -> HTTPResponse

    /// Creates a transport from a fetch function.
    public init(fetch: @escaping @Sendable (_ url: URL) async throws(FeedFailure) -> HTTPResponse) {
        self.fetch = fetch
    }

    /// Creates a transport whose every answer is a 200 with the body `get` returns: for tests and stand-ins that
    /// only ever succeed or fail.
    public init(get: @escaping @Sendable (_ url: URL) async throws(FeedFailure) -> Data) {
        fetch = { url async throws(FeedFailure) -> HTTPResponse in HTTPResponse(status: 200, body: try await get(url)) }
    }

    /// The body of a 2xx answer for `url`.
    ///
    /// - Parameter url: An http(s) URL.
    /// - Returns: The body.
    /// - Throws: `FeedFailure.httpStatus` for any other status, and whatever ``fetch`` throws.
    public func get(_ url: URL) async throws(FeedFailure) -> Data {
        let response = try await fetch(url)
        guard response.isSuccess else { throw .httpStatus(response.status) }
        return response.body
    }
}
