/// Where the land is: the port PlacesData implements with the land mask compiled into Places.
public protocol LandMask: Sendable {
    /// Whether each point is on land, for many points at once: a map asks for all its points in one call, and points
    /// in the same area are answered from the same data without looking it up again.
    ///
    /// - Parameters:
    ///   - latitudes: Each point's latitude in degrees, -90 to 90.
    ///   - longitudes: Each point's longitude in degrees; any value, taken modulo 360.
    /// - Returns: `true` for land, one per point; as long as the shorter of the two lists.
    func land(latitudes: [Double], longitudes: [Double]) -> [Bool]
}

extension LandMask {
    /// Whether one point is on land.
    public func isLand(latitude: Double, longitude: Double) -> Bool {
        land(latitudes: [latitude], longitudes: [longitude]).first ?? false
    }
}
