#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import PlacesDomain

/// Fetches the feed from an http(s) URL, with no fallback: what the server says, or why not.
public struct RemoteLocationRepository: LocationRepository {
    /// The feed's address.
    public let url: URL
    private let transport: HTTPTransport

    /// A repository for the feed at `url`.
    ///
    /// - Parameters:
    ///   - url: An http or https URL.
    ///   - transport: How to fetch it; ``HTTPTransport/libcurl(limits:userAgent:)`` in `places`.
    public init(url: URL, transport: HTTPTransport) {
        self.url = url
        self.transport = transport
    }

    /// Fetches and decodes the feed.
    public func loadFeed() async throws(FeedFailure) -> FeedLoad {
        let document = try await transport.get(url)
        let decoded = try FeedDecoder.decode(document)
        return FeedLoad(locations: decoded.locations, skippedEntries: decoded.skippedEntries, provenance: .live)
    }
}
