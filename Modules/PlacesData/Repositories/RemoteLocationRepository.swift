#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import PlacesDomain

/// Loads the feed straight from its source, with no fallback: what the network or the file says, or why not.
public struct RemoteLocationRepository: LocationRepository {
    /// Where the feed is read from.
    public let source: FeedSource
    private let transport: HTTPTransport
    private let maximumFileBytes: Int

    /// A repository for `source`.
    ///
    /// - Parameters:
    ///   - source: An http(s) URL or a file.
    ///   - transport: Used for remote sources.
    ///   - maximumFileBytes: The largest local file read.
    public init(source: FeedSource, transport: HTTPTransport, maximumFileBytes: Int = HTTPLimits.standard.maximumBytes) {
        self.source = source
        self.transport = transport
        self.maximumFileBytes = maximumFileBytes
    }

    public func loadFeed() async throws(FeedFailure) -> FeedLoad {
        let decoded = try await fetch().decoded
        return FeedLoad(locations: decoded.locations, skippedEntries: decoded.skippedEntries, provenance: .live)
    }

    /// Fetches and decodes the document, keeping its bytes so a caller can save them.
    func fetch() async throws(FeedFailure) -> (document: Data, decoded: FeedDecoder.Result) {
        let document: Data
        switch source {
        case .remote(let url):
            document = try await transport.get(url)
        case .file(let path):
            document = try readFile(path)
        }
        return (document, try FeedDecoder.decode(document))
    }

    private func readFile(_ path: String) throws(FeedFailure) -> Data {
        let result: POSIXFile.ReadResult
        do {
            result = try POSIXFile.read(path: path, limit: maximumFileBytes)
        } catch {
            if error.code == ENOENT { throw .fileNotFound(path: path) }
            throw .fileUnreadable(path: path, detail: error.message)
        }
        switch result {
        case .contents(let data): return data
        case .tooLarge: throw .tooLarge(limit: maximumFileBytes)
        }
    }
}
