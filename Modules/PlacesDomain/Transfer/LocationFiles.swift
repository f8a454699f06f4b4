/// The files locations are imported from and exported to — GeoJSON, GPX, KML and CSV — read, encoded and written.
/// Data implements it (`LocationFile`); ``ReadLocationFile`` and ``ExportLocations`` use it, and decide the format.
public protocol LocationFiles: Sendable {
    /// Reads the file at `path`: a pipe or device as data arrives, within `deadline`.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - format: The format to read it as; `nil` decides from the content.
    ///   - deadline: The most a pipe or device is waited for.
    /// - Returns: The file's entries and the ones that could not be read.
    /// - Throws: Why the file cannot be read, or is not in the format.
    func read(path: String, format: TransferFormat?, deadline: Duration) async throws(TransferFailure) -> TransferReading

    /// `locations` in `format`, whole, for a stream such as standard output.
    func encode(_ locations: [Location], as format: TransferFormat) async -> EncodedLocations

    /// Writes `locations` in `format` to `path`, replacing it atomically.
    ///
    /// - Returns: What was written.
    /// - Throws: Why the file cannot be written; any file that was there is unchanged.
    func write(_ locations: [Location], as format: TransferFormat, to path: String) async throws(TransferFailure) -> EncodedLocations

    /// The saved articles that have coordinates in `format`, whole: each a point named by its title, with its
    /// page's address (and its wiki where the format has room); an article without coordinates is left out.
    func encode(saved articles: [SavedArticle], as format: TransferFormat) async -> EncodedLocations

    /// Writes the saved articles that have coordinates in `format` to `path`, replacing it atomically.
    ///
    /// - Returns: What was written.
    /// - Throws: Why the file cannot be written; any file that was there is unchanged.
    func write(saved articles: [SavedArticle], as format: TransferFormat, to path: String) async throws(TransferFailure) -> EncodedLocations
}
