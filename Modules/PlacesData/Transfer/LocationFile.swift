#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
public import PlacesDomain
import PlacesSystem

/// Files of locations in the formats other apps use — GeoJSON, GPX, KML and CSV — read for an import and written
/// for an export, by readers and encoders written for Places (no XML or CSV library).
///
/// Reading is bounded: a file larger than ``maximumBytes`` is refused from its size before a byte is read, and a
/// pipe is read only up to that size. What a file holds goes to `ImportLocations` (Domain), which decides
/// what becomes a location. Writing goes through the one policy for every file Places writes: atomic
/// replacement, through a symbolic link, never over anything but a regular file.
///
/// An instance is Domain's port `LocationFiles`, for the use cases that import and export.
public struct LocationFile: LocationFiles {
    /// The largest file read: the most the user's store holds (64 MB), which no list of personal places nears —
    /// 10,000 places are about 1 MB as GPX.
    public static let maximumBytes = 64 << 20

    /// The files, read at most ``maximumBytes`` at a time.
    public init() {}

    /// Reads the file at `path` (a pipe or device is read as data arrives, at most ``maximumBytes`` and within
    /// `deadline`; a named pipe opened before its writer waits for it within the same deadline).
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - format: The format to read it as; `nil` decides from the file name's extension, then from the content.
    ///   - maximumBytes: The largest file read.
    ///   - deadline: The command's deadline (`--timeout`), for a pipe or device.
    /// - Returns: The file's entries and the ones that could not be read.
    /// - Throws: `TransferFailure` when the file cannot be read or is not in the format.
    public static func read(
        path: String,
        format: TransferFormat? = nil,
        maximumBytes: Int = maximumBytes,
        deadline: Duration = .seconds(15)
    ) async throws(TransferFailure) -> TransferReading {
        let contents = await DedicatedThread.run { () -> Result<FileContents, SystemError> in
            Result { () throws(SystemError) -> FileContents in
                try POSIXFile.read(path: path, limit: maximumBytes, regularOnly: false, deadline: deadline)
            }
        }
        let seconds = Double(deadline.components.seconds) + Double(deadline.components.attoseconds) / 1e18
        switch contents {
        case .success(.contents(let data)):
            return try decode(data, format: TransferFormat.forImport(chosen: format, path: path))
        case .success(.tooLarge):
            throw .tooLarge(path: path, limit: maximumBytes)
        case .failure(let error):
            switch error.code {
            case ENOENT: throw .fileNotFound(path: path)
            case ENODATA: throw .noData(path: path, seconds: seconds)
            case ETIMEDOUT: throw .notEnded(path: path, seconds: seconds)
            default: throw .unreadable(path: path, reason: error.reason)
            }
        }
    }

    /// Reads a file's bytes, from standard input for example.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - format: The format to read them as; `nil` decides from the content (`TransferFormat.init(content:)`).
    /// - Returns: The entries and the ones that could not be read.
    /// - Throws: `TransferFailure` when the bytes are not in the format.
    public static func decode(_ data: Data, format: TransferFormat? = nil) throws(TransferFailure) -> TransferReading {
        guard data.contains(where: { ![0x20, 0x09, 0x0A, 0x0D, 0x00, 0xEF, 0xBB, 0xBF, 0xFE, 0xFF].contains($0) }) else {
            throw .empty
        }
        // A KMZ (and any ZIP) starts with a local file header.
        if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) { throw .compressed }
        guard let format = format ?? TransferFormat(content: data.prefix(TransferFormat.sniffedBytes)) else {
            throw .unrecognizedContent
        }
        switch format {
        case .geojson: return try GeoJSONReader.read(data)
        case .gpx: return try XMLDocumentReader.read(try TextDecoding.utf8(data, xml: true), with: GPXReader())
        case .kml: return try XMLDocumentReader.read(try TextDecoding.utf8(data, xml: true), with: KMLReader())
        case .csv: return try CSVReader.read(try TextDecoding.utf8(data, xml: false))
        }
    }

    /// `locations` written in `format`, for standard output or a file.
    ///
    /// - Parameters:
    ///   - locations: The locations, in the order they are written.
    ///   - format: The format.
    /// - Returns: The document and how many names had to be changed to fit it.
    public static func encode(_ locations: [Location], as format: TransferFormat) -> EncodedLocations {
        encode(locations, as: format, limit: .max) ?? EncodedLocations(data: Data())
    }

    /// `locations` written in `format`, or `nil` as soon as the document is certain to be longer than `limit`
    /// bytes: what would be refused is not built whole first.
    static func encode(_ locations: [Location], links: [PointLink?] = [], as format: TransferFormat, limit: Int) -> EncodedLocations? {
        switch format {
        case .geojson:
            return GeoJSONEncoder.encode(locations, links: links, limit: limit).map { EncodedLocations(data: Data($0.utf8)) }
        case .gpx:
            return GPXEncoder.encode(locations, links: links, limit: limit).map { EncodedLocations(data: Data($0.text.utf8), alteredNames: $0.alteredNames) }
        case .kml:
            return KMLEncoder.encode(locations, links: links, limit: limit).map { EncodedLocations(data: Data($0.text.utf8), alteredNames: $0.alteredNames) }
        case .csv:
            return CSVEncoder.encode(locations, links: links, limit: limit).map { EncodedLocations(data: Data($0.utf8)) }
        }
    }

    /// The saved articles that have coordinates, as points named by their titles, each with its page's address and
    /// its wiki; an article without coordinates is no point and is left out.
    static func points(of articles: [SavedArticle]) -> (locations: [Location], links: [PointLink?]) {
        let placed = articles.compactMap { article in article.summary.coordinate.map { (article, $0) } }
        return (
            placed.map { Location(name: $0.0.title, coordinate: $0.1) },
            placed.map { PointLink(url: $0.0.summary.url, wiki: $0.0.site.host) }
        )
    }

    /// Writes `locations` in `format` to `path`, replacing it atomically: a failure at any moment leaves the file
    /// that was there, or none. A symbolic link is kept and the file it leads to replaced; a folder, socket or disk
    /// at `path` is refused, and a pipe or terminal (`/dev/stdout`) is written to as it stands. A new file gets the
    /// user's umask and a replaced one keeps its permissions. A file larger than an import reads back is refused
    /// before it is built whole.
    ///
    /// - Parameters:
    ///   - locations: The locations.
    ///   - format: The format.
    ///   - path: The file.
    /// - Returns: What was written.
    /// - Throws: `TransferFailure.unwritable(path:reason:)`, or `.wouldBeTooLarge(path:limit:)`.
    @discardableResult
    public static func write(_ locations: [Location], as format: TransferFormat, to path: String) async throws(TransferFailure) -> EncodedLocations {
        try await write(locations, links: [], as: format, to: path)
    }

    static func write(_ locations: [Location], links: [PointLink?], as format: TransferFormat, to path: String) async throws(TransferFailure) -> EncodedLocations {
        // A pipe or terminal is read by another program, not by import: like standard output, it has no limit.
        let limit = POSIXFile.isStream(path) ? Int.max : FileKind.export.maximumBytes
        guard let encoded = encode(locations, links: links, as: format, limit: limit) else { throw .wouldBeTooLarge(path: path, limit: limit) }
        let data = encoded.data
        let written = await DedicatedThread.run { () -> SystemError? in
            do throws(SystemError) {
                try POSIXFile.writeOutput(data, to: path, as: .export)
                return nil
            } catch {
                return error
            }
        }
        if let written { throw .unwritable(path: path, reason: written.reason) }
        return encoded
    }

    // MARK: LocationFiles

    /// Reads the file at `path` as ``read(path:format:maximumBytes:deadline:)`` does.
    public func read(path: String, format: TransferFormat?, deadline: Duration) async throws(TransferFailure) -> TransferReading {
        try await Self.read(path: path, format: format, deadline: deadline)
    }

    /// `locations` in `format`, whole.
    public func encode(_ locations: [Location], as format: TransferFormat) async -> EncodedLocations {
        Self.encode(locations, as: format)
    }

    /// Writes `locations` as the static `write(_:as:to:)` does.
    public func write(_ locations: [Location], as format: TransferFormat, to path: String) async throws(TransferFailure) -> EncodedLocations {
        try await Self.write(locations, as: format, to: path)
    }

    /// The saved articles with coordinates in `format`, whole: titles as names, with their pages' addresses.
    public func encode(saved articles: [SavedArticle], as format: TransferFormat) async -> EncodedLocations {
        let points = Self.points(of: articles)
        return Self.encode(points.locations, links: points.links, as: format, limit: .max) ?? EncodedLocations(data: Data())
    }

    /// Writes the saved articles with coordinates in `format` to `path`, as `write(_:as:to:)` writes locations.
    public func write(saved articles: [SavedArticle], as format: TransferFormat, to path: String) async throws(TransferFailure) -> EncodedLocations {
        let points = Self.points(of: articles)
        return try await Self.write(points.locations, links: points.links, as: format, to: path)
    }
}
