/// One entry a file holds, as its reader found it, before the rules of `add` are applied.
///
/// The numbers are whatever the file says (a latitude of 91 is kept here); ``ImportLocations`` decides
/// what becomes a ``Location``.
public struct ImportEntry: Hashable, Sendable {
    /// The entry's name as written; `nil` when it has none.
    public let name: String?
    /// Degrees north as written.
    public let latitude: Double
    /// Degrees east as written.
    public let longitude: Double
    /// Where the entry is in the file.
    public let position: TransferPosition

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - name: The name as written, or `nil`.
    ///   - latitude: Degrees north as written.
    ///   - longitude: Degrees east as written.
    ///   - position: Where the entry is in the file.
    public init(name: String?, latitude: Double, longitude: Double, position: TransferPosition) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.position = position
    }
}
