extension Coordinate {
    /// The mean radius of the Earth in metres (IUGG), used for great-circle distances.
    public static let earthRadius = 6_371_008.8

    /// The great-circle distance to `other`, in metres, by the haversine formula.
    ///
    /// Accurate to about 0.5 % (the Earth is not a sphere), which is plenty for "nearest places".
    ///
    /// - Parameter other: The other point.
    /// - Returns: Metres along the surface, 0 for the same point.
    public func distance(to other: Coordinate) -> Double {
        let toRadians = Double.pi / 180
        let deltaLatitude = (other.latitude - latitude) * toRadians
        let deltaLongitude = (other.longitude - longitude) * toRadians
        let a = sine(deltaLatitude / 2) * sine(deltaLatitude / 2)
            + cosine(latitude * toRadians) * cosine(other.latitude * toRadians)
            * sine(deltaLongitude / 2) * sine(deltaLongitude / 2)
        return 2 * Self.earthRadius * arcsine(min(1, a.squareRoot()))
    }

    /// The initial bearing of the great circle to `other`, in degrees clockwise from north, 0 ..< 360.
    ///
    /// - Parameter other: The other point.
    /// - Returns: The direction to set off in; 0 for the same point.
    public func bearing(to other: Coordinate) -> Double {
        let toRadians = Double.pi / 180
        let fromLatitude = latitude * toRadians
        let toLatitude = other.latitude * toRadians
        let deltaLongitude = (other.longitude - longitude) * toRadians
        let y = sine(deltaLongitude) * cosine(toLatitude)
        let x = cosine(fromLatitude) * sine(toLatitude) - sine(fromLatitude) * cosine(toLatitude) * cosine(deltaLongitude)
        let degrees = arctangent(y, x) / toRadians
        let normalized = degrees < 0 ? degrees + 360 : degrees
        return normalized >= 360 ? 0 : normalized
    }
}
