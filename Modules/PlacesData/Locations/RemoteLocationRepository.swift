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
        let document: Data
        do {
            document = try await transport.get(url)
        } catch {
            throw FeedFailure(error)
        }
        let decoded = try FeedDecoder.decode(document)
        return FeedLoad(locations: decoded.locations, skippedEntries: decoded.skippedEntries, provenance: .live)
    }
}

extension FeedFailure {
    /// The transport's failure, as the feed's: the one place where one becomes the other.
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
        case .connectionLost: self = .connectionLost
        case .incomplete: self = .incomplete
        case .secureConnectionFailed: self = .secureConnectionFailed
        case .libraryMissing: self = .httpLibraryMissing
        case .cancelled: self = .cancelled
        case .other(let code): self = .transfer(code: code)
        }
    }
}
