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
    /// The web address the entry links to, as written — a GeoJSON `url` property, a GPX waypoint's `<link href>`, a
    /// KML Placemark's `<description>`, a CSV `url` column — when it has one: `import --saved` reads a saved
    /// article's page from it.
    public let address: String?
    /// Where the entry is in the file.
    public let position: TransferPosition

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - name: The name as written, or `nil`.
    ///   - latitude: Degrees north as written.
    ///   - longitude: Degrees east as written.
    ///   - address: The web address it links to, if any.
    ///   - position: Where the entry is in the file.
    public init(name: String?, latitude: Double, longitude: Double, address: String? = nil, position: TransferPosition) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.address = address
        self.position = position
    }
}
