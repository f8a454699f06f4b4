/// How a map turns places into points on a plane, north up. The map is the unit square of that plane: x runs from 0
/// at its west edge to 1 at its east edge, y from 0 at its north edge to 1 at its south edge; a front end scales the
/// square to whatever it draws on.
///
/// - ``MapProjection/world``: equirectangular, the whole Earth, longitude -180° at the left edge and latitude 90° at
///   the top; drawn twice as wide as high, a degree is as long both ways.
/// - ``MapProjection/local(centre:halfWidth:halfHeight:)``: azimuthal equidistant around a centre, so every distance
///   from the centre is true to scale, and nearby distances nearly so. Drawn `halfHeight / halfWidth` times as high
///   as wide, a metre is as long both ways.
public enum MapProjection: Hashable, Sendable {
    /// The whole Earth, equirectangular.
    case world
    /// The area around `centre`, azimuthal equidistant: `halfWidth` metres each side of it east and west,
    /// `halfHeight` metres north and south.
    case local(centre: Coordinate, halfWidth: Double, halfHeight: Double)

    /// A local map `width` metres across (at least one) around `centre`, `aspect` times as high as wide.
    public static func around(_ centre: Coordinate, width: Double, aspect: Double) -> MapProjection {
        let halfWidth = max(1, width) / 2
        return .local(centre: centre, halfWidth: halfWidth, halfHeight: halfWidth * aspect)
    }

    /// The centre of a local map; `nil` for the world.
    public var centre: Coordinate? {
        if case .local(let centre, _, _) = self { return centre }
        return nil
    }

    /// The width of the area shown, in metres, for a local map (`nil` for the world).
    public var widthMetres: Double? {
        if case .local(_, let halfWidth, _) = self { return 2 * halfWidth }
        return nil
    }

    /// How far the map's corners lie from its centre, in metres: every place on the map is within it. Infinite for
    /// the world.
    public var reach: Double {
        guard case .local(_, let halfWidth, let halfHeight) = self else { return .infinity }
        return (halfWidth * halfWidth + halfHeight * halfHeight).squareRoot()
    }

    // MARK: Forward

    /// Where `coordinate` lies on the plane; outside the unit square when it lies beyond the map's edge. `nil` only
    /// for the one point a local map cannot show, the antipode of its centre.
    public func point(for coordinate: Coordinate) -> (x: Double, y: Double)? {
        switch self {
        case .world:
            return ((coordinate.longitude + 180) / 360, (90 - coordinate.latitude) / 180)
        case .local(let centre, let halfWidth, let halfHeight):
            guard let (east, north) = Self.azimuthal(coordinate, from: centre) else { return nil }
            return (0.5 + east / (2 * halfWidth), 0.5 - north / (2 * halfHeight))
        }
    }

    /// Where `coordinate` lies on the map, or `nil` when it lies off it.
    ///
    /// The world map's edges are its own, so that the antimeridian (180° and -180° alike) and the poles are on it; a
    /// local map's east and south edges belong to the area beyond.
    public func position(of coordinate: Coordinate) -> (x: Double, y: Double)? {
        guard let (x, y) = point(for: coordinate), x.isFinite, y.isFinite, x >= 0, y >= 0, x <= 1, y <= 1 else { return nil }
        if case .local = self, x == 1 || y == 1 { return nil }
        return (x, y)
    }

    // MARK: Inverse

    /// The point at (`x`, `y`) on the plane, or `nil` beyond the Earth's far side on a local map.
    public func coordinate(atX x: Double, y: Double) -> (latitude: Double, longitude: Double)? {
        switch self {
        case .world:
            let longitude = x * 360 - 180
            let latitude = 90 - y * 180
            return (min(90, max(-90, latitude)), longitude)
        case .local(let centre, let halfWidth, let halfHeight):
            return Self.inverseAzimuthal(east: (x - 0.5) * 2 * halfWidth, north: (0.5 - y) * 2 * halfHeight, around: centre)
        }
    }

    // MARK: Azimuthal equidistant

    private static let radians = Double.pi / 180

    /// Metres east and north of `centre` on the azimuthal equidistant plane.
    static func azimuthal(_ point: Coordinate, from centre: Coordinate) -> (east: Double, north: Double)? {
        let phi0 = centre.latitude * radians
        let phi = point.latitude * radians
        let deltaLambda = (point.longitude - centre.longitude) * radians
        let cosC = min(1, max(-1, sine(phi0) * sine(phi) + cosine(phi0) * cosine(phi) * cosine(deltaLambda)))
        let c = arccosine(cosC)
        if c < 1e-12 { return (0, 0) }
        guard c < Double.pi - 1e-9 else { return nil }
        let k = c / sine(c) * Coordinate.earthRadius
        return (k * cosine(phi) * sine(deltaLambda), k * (cosine(phi0) * sine(phi) - sine(phi0) * cosine(phi) * cosine(deltaLambda)))
    }

    /// The point `east` and `north` metres from `centre` on the azimuthal equidistant plane, or `nil` beyond π R.
    static func inverseAzimuthal(east: Double, north: Double, around centre: Coordinate) -> (latitude: Double, longitude: Double)? {
        let rho = (east * east + north * north).squareRoot()
        if rho < 1e-9 { return (centre.latitude, centre.longitude) }
        let c = rho / Coordinate.earthRadius
        guard c <= Double.pi else { return nil }
        let phi0 = centre.latitude * radians
        let latitude = arcsine(min(1, max(-1, cosine(c) * sine(phi0) + north * sine(c) * cosine(phi0) / rho))) / radians
        var longitude = centre.longitude + arctangent(east * sine(c), rho * cosine(phi0) * cosine(c) - north * sine(phi0) * sine(c)) / radians
        longitude = (longitude + 540).truncatingRemainder(dividingBy: 360) - 180
        return (latitude, longitude)
    }
}
