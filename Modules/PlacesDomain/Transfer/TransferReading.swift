/// Everything a reader found in a file: its entries, the entries it could not read, and what it left out on purpose.
public struct TransferReading: Hashable, Sendable {
    /// The format the file was read as.
    public let format: TransferFormat
    /// The entries, in file order.
    public let entries: [ImportEntry]
    /// The entries that could not be read, in file order.
    public let skipped: [ImportSkip]
    /// GPX routes and tracks, which are paths rather than places and are not entries.
    public let ignoredPaths: Int

    /// Creates a reading.
    ///
    /// - Parameters:
    ///   - format: The format the file was read as.
    ///   - entries: The entries, in file order.
    ///   - skipped: The entries that could not be read.
    ///   - ignoredPaths: How many routes and tracks were left out.
    public init(format: TransferFormat, entries: [ImportEntry], skipped: [ImportSkip] = [], ignoredPaths: Int = 0) {
        self.format = format
        self.entries = entries
        self.skipped = skipped
        self.ignoredPaths = ignoredPaths
    }
}
