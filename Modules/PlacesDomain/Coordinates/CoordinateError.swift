/// Why a pair of numbers is not a ``Coordinate``.
public enum CoordinateError: Error, Equatable, Sendable {
    /// The latitude is outside -90...90, or is NaN or infinite.
    case latitudeOutOfRange(Double)
    /// The longitude is outside -180...180, or is NaN or infinite.
    case longitudeOutOfRange(Double)
}
