/// What importing a file does: the locations it adds, the entries it skips with their reasons, and the entries that
/// are already in the list.
public struct ImportResult: Hashable, Sendable {
    /// The format the file was read as.
    public let format: TransferFormat
    /// The locations to add, in file order, each with origin ``LocationOrigin/custom``.
    public let additions: [Location]
    /// The entries that cannot be locations, in file order, with their reasons.
    public let skipped: [ImportSkip]
    /// The entries left out because the list already has them, or an earlier entry of the file is the same place,
    /// in file order.
    public let duplicates: [ImportDuplicate]
    /// GPX routes and tracks left out because they are paths, not places.
    public let ignoredPaths: Int

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - format: The format the file was read as.
    ///   - additions: The locations to add.
    ///   - skipped: The entries that cannot be locations.
    ///   - duplicates: The entries the list already has, or the file repeats.
    ///   - ignoredPaths: How many routes and tracks were left out.
    public init(
        format: TransferFormat,
        additions: [Location],
        skipped: [ImportSkip],
        duplicates: [ImportDuplicate],
        ignoredPaths: Int = 0
    ) {
        self.format = format
        self.additions = additions
        self.skipped = skipped
        self.duplicates = duplicates
        self.ignoredPaths = ignoredPaths
    }
}
