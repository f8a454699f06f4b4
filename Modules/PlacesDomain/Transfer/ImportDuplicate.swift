/// An entry of a file that was left out because the list already has the same place (``DuplicateRule``).
public struct ImportDuplicate: Hashable, Sendable {
    /// Where the entry is in the file.
    public let position: TransferPosition
    /// The entry as the location it would have been.
    public let location: Location

    /// Creates a duplicate.
    ///
    /// - Parameters:
    ///   - position: Where the entry is in the file.
    ///   - location: The entry as a location.
    public init(position: TransferPosition, location: Location) {
        self.position = position
        self.location = location
    }
}
