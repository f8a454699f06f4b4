/// An entry of a file that was left out because the list already has the same place, or because an earlier entry
/// of the file is that place (``DuplicateRule``).
public struct ImportDuplicate: Hashable, Sendable {
    /// Where the entry is in the file.
    public let position: TransferPosition
    /// The entry as the location it would have been.
    public let location: Location
    /// Where the earlier entry of the file it repeats is; `nil` when the list had the place before the import.
    public let repeats: TransferPosition?

    /// Creates a duplicate.
    ///
    /// - Parameters:
    ///   - position: Where the entry is in the file.
    ///   - location: The entry as a location.
    ///   - repeats: The earlier entry of the same file it repeats, when that is why it is left out.
    public init(position: TransferPosition, location: Location, repeats: TransferPosition? = nil) {
        self.position = position
        self.location = location
        self.repeats = repeats
    }
}
