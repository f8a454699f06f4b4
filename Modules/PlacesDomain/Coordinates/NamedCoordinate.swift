/// A coordinate with the optional name typed in front of it: `New York 40.7128 -74.0060`.
public struct NamedCoordinate: Equatable, Sendable {
    /// The text before the coordinate, trimmed; `nil` when there was none.
    public let name: String?
    /// The coordinate.
    public let coordinate: Coordinate
}
