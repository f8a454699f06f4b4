/// An entry of a file that was not imported, with where it is and why.
public struct ImportSkip: Hashable, Sendable {
    /// Where the entry is in the file.
    public let position: TransferPosition
    /// Why it was left out.
    public let reason: ImportSkipReason

    /// Creates a skipped entry.
    ///
    /// - Parameters:
    ///   - position: Where the entry is in the file.
    ///   - reason: Why it was left out.
    public init(position: TransferPosition, reason: ImportSkipReason) {
        self.position = position
        self.reason = reason
    }
}
