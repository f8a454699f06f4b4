#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import PlacesDomain

/// Files of locations in memory, for the use cases and view models that import and export: readings given by path,
/// and what was written kept by path, with the format it was written in. A file is one line per location,
/// "name,latitude,longitude"; `alteredNames` counts the names holding a comma, as if the format could not hold them.
public actor InMemoryLocationFiles: LocationFiles {
    /// What each path holds when read.
    private var readings: [String: TransferReading]
    /// What was written to each path, and in which format.
    public private(set) var written: [String: (format: TransferFormat, locations: [Location])] = [:]
    /// The formats each read was asked for, in order (`nil`: decide from the content).
    public private(set) var formatsAsked: [TransferFormat?] = []
    /// Why every write fails, when it does.
    private let writeFailure: TransferFailure?

    /// Files holding `readings`; every write fails with `writeFailure` when one is given.
    public init(_ readings: [String: TransferReading] = [:], writeFailure: TransferFailure? = nil) {
        self.readings = readings
        self.writeFailure = writeFailure
    }

    /// The reading at `path`, as if it were in `format` (or in its own when `format` is `nil`), or
    /// ``TransferFailure/fileNotFound(path:)``.
    public func read(path: String, format: TransferFormat?, deadline: Duration) async throws(TransferFailure) -> TransferReading {
        formatsAsked.append(format)
        guard let reading = readings[path] else { throw .fileNotFound(path: path) }
        return TransferReading(format: format ?? reading.format, entries: reading.entries, skipped: reading.skipped, ignoredPaths: reading.ignoredPaths)
    }

    /// The locations, a line each.
    public func encode(_ locations: [Location], as format: TransferFormat) async -> EncodedLocations {
        let lines = locations.map { "\($0.name ?? ""),\($0.coordinate.latitude),\($0.coordinate.longitude)\n" }
        return EncodedLocations(data: Data(lines.joined().utf8), alteredNames: locations.count { $0.name?.contains(",") == true })
    }

    /// The saved articles with coordinates, as locations named by their titles, a line each.
    public func encode(saved articles: [SavedArticle], as format: TransferFormat) async -> EncodedLocations {
        await encode(Self.locations(of: articles), as: format)
    }

    /// Keeps the saved articles with coordinates under `path` as locations named by their titles, or fails as configured.
    public func write(saved articles: [SavedArticle], as format: TransferFormat, to path: String) async throws(TransferFailure) -> EncodedLocations {
        try await write(Self.locations(of: articles), as: format, to: path)
    }

    private static func locations(of articles: [SavedArticle]) -> [Location] {
        articles.compactMap { article in article.summary.coordinate.map { Location(name: article.title, coordinate: $0) } }
    }

    /// Keeps the locations under `path`, or fails as configured.
    public func write(_ locations: [Location], as format: TransferFormat, to path: String) async throws(TransferFailure) -> EncodedLocations {
        if let writeFailure { throw writeFailure }
        written[path] = (format, locations)
        return await encode(locations, as: format)
    }
}
