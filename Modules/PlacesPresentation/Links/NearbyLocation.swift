/// A location of the list near the place shown, with how far it is.
public struct NearbyLocation: Equatable, Sendable {
    /// The location's row.
    public let row: LocationRow
    /// The great-circle distance in metres.
    public let metres: Double
    /// The distance as people read it: `850 m`, `4.2 km`.
    public let distance: String
}
