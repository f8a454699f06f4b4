/// A point on Earth in decimal degrees (WGS 84) that is valid by construction.
///
/// Every `Coordinate` in the program has a finite latitude in -90...90 and a finite longitude in -180...180, so
/// no later layer has to re-check the numbers it is handed. Negative zero is stored as zero: it is the same point,
/// and `-0` would otherwise leak into links and JSON.
public struct Coordinate: Hashable, Sendable, CustomStringConvertible {
    /// Degrees north of the equator; negative values are south.
    public let latitude: Double
    /// Degrees east of the prime meridian; negative values are west.
    public let longitude: Double

    /// The latitudes a coordinate accepts.
    public static let latitudeRange: ClosedRange<Double> = -90...90
    /// The longitudes a coordinate accepts.
    public static let longitudeRange: ClosedRange<Double> = -180...180

    /// Creates a coordinate, refusing any value that is not a point on Earth.
    ///
    /// - Parameters:
    ///   - latitude: Degrees north, in -90...90.
    ///   - longitude: Degrees east, in -180...180.
    /// - Throws: ``CoordinateError`` naming the first value that is out of range or not finite.
    public init(latitude: Double, longitude: Double) throws(CoordinateError) {
        guard latitude.isFinite, Self.latitudeRange.contains(latitude) else {
            throw .latitudeOutOfRange(latitude)
        }
        guard longitude.isFinite, Self.longitudeRange.contains(longitude) else {
            throw .longitudeOutOfRange(longitude)
        }
        // Adding zero turns -0.0 into +0.0 and leaves every other value unchanged.
        self.latitude = latitude + 0
        self.longitude = longitude + 0
    }

    /// The latitude as links and JSON write it: plain decimal digits, shortest round trip (`52.3547498`).
    public var decimalLatitude: String { DecimalNotation.string(latitude) }

    /// The longitude as links and JSON write it: plain decimal digits, shortest round trip (`4.8339215`).
    public var decimalLongitude: String { DecimalNotation.string(longitude) }

    /// `LAT,LON` in the links' decimal form, as `geo:` URIs and the web page's fragment write it: `52.3547498,4.8339215`.
    public var description: String { "\(decimalLatitude),\(decimalLongitude)" }
}
