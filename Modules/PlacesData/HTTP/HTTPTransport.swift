#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import PlacesDomain

/// Fetches the body of an http(s) URL: the one network effect Places has, as a value that tests can replace.
public struct HTTPTransport: Sendable {
    /// Fetches `url` and returns the body of a 2xx answer.
    ///
    /// Implementations throw `FeedFailure` for every way this can fail (unreachable, timeout, status, size).
    public var get: @Sendable (_ url: URL) async throws(FeedFailure) -> Data

    /// Creates a transport from a fetch function.
    public init(get: @escaping @Sendable (_ url: URL) async throws(FeedFailure) -> Data) {
        self.get = get
    }
}
