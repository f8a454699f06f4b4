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
        Geodesy.distance(latitude, longitude, other.latitude, other.longitude)
    }

    /// The initial bearing of the great circle to `other`, in degrees clockwise from north, 0 ..< 360.
    ///
    /// From a pole every other place lies due south (from the north pole) or due north (from the south pole): the
    /// formula's answer there depends only on longitude, which means nothing at a pole.
    ///
    /// - Parameter other: The other point.
    /// - Returns: The direction to set off in; 0 for the same point.
    public func bearing(to other: Coordinate) -> Double {
        if abs(latitude) >= 90 - 1e-9, other.latitude != latitude { return latitude > 0 ? 180 : 0 }
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

/// Great-circle arithmetic on plain numbers, for code that measures many distances without making a `Coordinate`
/// for each (the gazetteer's nearest-place search).
package enum Geodesy {
    private static let toRadians = Double.pi / 180

    /// The haversine distance in metres between two points given in degrees.
    package static func distance(_ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double) -> Double {
        let deltaLatitude = (latitude2 - latitude1) * toRadians
        let deltaLongitude = (longitude2 - longitude1) * toRadians
        let a = sine(deltaLatitude / 2) * sine(deltaLatitude / 2)
            + cosine(latitude1 * toRadians) * cosine(latitude2 * toRadians)
            * sine(deltaLongitude / 2) * sine(deltaLongitude / 2)
        return 2 * Coordinate.earthRadius * arcsine(min(1, a.squareRoot()))
    }

    /// The point on the unit sphere at a latitude and longitude in degrees: in 3-D, straight-line distance orders
    /// points exactly as distance along the surface does.
    package static func unitVector(_ latitude: Double, _ longitude: Double) -> (x: Double, y: Double, z: Double) {
        let latitude = latitude * toRadians
        let longitude = longitude * toRadians
        return (cosine(latitude) * cosine(longitude), cosine(latitude) * sine(longitude), sine(latitude))
    }

    /// How many metres a degree of latitude spans on the sphere.
    package static let metresPerDegree = Coordinate.earthRadius * toRadians

    /// How many metres a degree of longitude spans along the parallel at `latitude` degrees.
    package static func metresPerDegreeOfLongitude(atLatitude latitude: Double) -> Double {
        metresPerDegree * cosine(latitude * toRadians)
    }

    /// The square of the straight-line distance through the unit sphere between two points `metres` apart along the
    /// surface (as between two ``unitVector(_:_:)``s): 4 from half way round the world on.
    package static func squaredChord(metres: Double) -> Double {
        let angle = max(0, metres) / Coordinate.earthRadius
        guard angle < .pi else { return 4 }
        let chord = 2 * sine(angle / 2)
        return chord * chord
    }

    /// The sine and cosine of half the angle `metres` subtend at the Earth's centre: what
    /// ``squaredChord(_:widenedBy:)`` adds.
    package static func halfAngle(metres: Double) -> (sine: Double, cosine: Double) {
        let half = min(.pi / 2, max(0, metres) / Coordinate.earthRadius / 2)
        return (sine(half), cosine(half))
    }

    /// The squared chord of an arc as long as the arc of `squaredChord` and the arc of `half` (from
    /// ``halfAngle(metres:)``) together, by the sine of a sum: a search whose bound moves often widens it without an
    /// arcsine and a sine each time. 4 from half way round the world on.
    package static func squaredChord(_ squaredChord: Double, widenedBy half: (sine: Double, cosine: Double)) -> Double {
        let sine = min(1, max(0, squaredChord).squareRoot() / 2)
        let cosine = (1 - sine * sine).squareRoot()
        guard cosine * half.cosine - sine * half.sine > 0 else { return 4 }
        let sum = sine * half.cosine + cosine * half.sine
        return 4 * sum * sum
    }
}
