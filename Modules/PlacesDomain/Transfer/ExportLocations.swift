/// Exports locations to a file or a stream, never over one of the files the user's locations are kept in. The format
/// is decided before, by ``TransferFormat/forExport(chosen:path:)``, so that a name that says no format is refused
/// before the list is loaded.
///
/// Encoding and writing are Data's job (``LocationFiles``); this use case holds the rules.
public struct ExportLocations: Sendable {
    private let files: any LocationFiles
    private let store: any CustomLocationRepository

    /// An exporter that writes through `files` and keeps off `store`'s own files.
    public init(files: any LocationFiles, store: any CustomLocationRepository) {
        self.files = files
        self.store = store
    }

    /// The locations an export writes: the user's own, or with `all` the whole list, in number order.
    ///
    /// - Returns: The locations; none when there are none to write.
    public static func chosen(all: Bool, in catalog: LocationCatalog) -> [Location] {
        Array(all ? catalog.locations[...] : catalog.custom)
    }

    /// Writes `locations` in `format` to `path`, or encodes them for a stream when `path` is `nil`.
    ///
    /// - Throws: ``TransferFailure/placesOwnFile(path:)`` for one of the store's own files, or why the file
    ///   cannot be written; any file that was there is unchanged.
    public func callAsFunction(_ locations: [Location], as format: TransferFormat, to path: String?) async throws(TransferFailure) -> EncodedLocations {
        guard let path else { return await files.encode(locations, as: format) }
        guard !store.holds(path) else { throw .placesOwnFile(path: path) }
        return try await files.write(locations, as: format, to: path)
    }

    /// Writes the saved articles that have coordinates in `format` to `path`, or encodes them for a stream when
    /// `path` is `nil`, by the same rules as locations.
    ///
    /// - Throws: ``TransferFailure/placesOwnFile(path:)`` for one of the store's own files, or why the file
    ///   cannot be written; any file that was there is unchanged.
    public func saved(_ articles: [SavedArticle], as format: TransferFormat, to path: String?) async throws(TransferFailure) -> EncodedLocations {
        guard let path else { return await files.encode(saved: articles, as: format) }
        guard !store.holds(path) else { throw .placesOwnFile(path: path) }
        return try await files.write(saved: articles, as: format, to: path)
    }
}
