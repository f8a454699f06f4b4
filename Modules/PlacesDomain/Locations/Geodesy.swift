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
}
