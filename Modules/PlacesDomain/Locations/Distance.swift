#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Coordinate {
    /// The mean radius of the Earth in metres (IUGG), used for great-circle distances.
    public static let earthRadius = 6_371_008.8

    /// The great-circle distance to `other`, in metres, by the haversine formula.
    ///
    /// Accurate to about 0.5 % (the Earth is not a sphere), which is plenty for "nearest places".
    public func distance(to other: Coordinate) -> Double {
        let toRadians = Double.pi / 180
        let deltaLatitude = (other.latitude - latitude) * toRadians
        let deltaLongitude = (other.longitude - longitude) * toRadians
        let a = sin(deltaLatitude / 2) * sin(deltaLatitude / 2)
            + cos(latitude * toRadians) * cos(other.latitude * toRadians) * sin(deltaLongitude / 2) * sin(deltaLongitude / 2)
        return 2 * Self.earthRadius * asin(min(1, sqrt(a)))
    }
}

extension LocationCatalog {
    /// The numbers of the `limit` locations closest to `coordinate`, nearest first, with their distances in metres.
    ///
    /// Equal distances keep list order, so the answer is stable.
    public func nearest(to coordinate: Coordinate, limit: Int) -> [(number: Int, metres: Double)] {
        guard limit > 0 else { return [] }
        var best: [(number: Int, metres: Double)] = []
        for (index, location) in locations.enumerated() {
            let metres = coordinate.distance(to: location.coordinate)
            if best.count == limit, let worst = best.last, metres >= worst.metres { continue }
            let position = best.firstIndex { metres < $0.metres } ?? best.count
            best.insert((index + 1, metres), at: position)
            if best.count > limit { best.removeLast() }
        }
        return best
    }
}
