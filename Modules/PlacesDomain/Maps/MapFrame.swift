/// How a map turns places into dots: the projection, and a grid of character cells of 2 × 4 dots each (a braille
/// character's dots), north up.
///
/// - ``Projection-swift.enum/world``: equirectangular, the whole Earth, longitude -180° at the left edge and
///   latitude 90° at the top; twice as wide as high in dots.
/// - ``Projection-swift.enum/local(centre:metresPerDot:)``: azimuthal equidistant around a centre, so every
///   distance from the centre is true to scale, and nearby distances nearly so; dots are square.
public struct MapFrame: Hashable, Sendable {
    /// A projection.
    public enum Projection: Hashable, Sendable {
        /// The whole Earth, equirectangular.
        case world
        /// The area around `centre`, azimuthal equidistant, each dot `metresPerDot` across.
        case local(centre: Coordinate, metresPerDot: Double)
    }

    /// The projection.
    public let projection: Projection
    /// Character cells across.
    public let columns: Int
    /// Character cells down.
    public let rows: Int

    /// Dots across: two per cell.
    public var widthDots: Int { columns * 2 }
    /// Dots down: four per cell.
    public var heightDots: Int { rows * 4 }

    /// A frame of `columns` × `rows` cells (each at least 1).
    public init(projection: Projection, columns: Int, rows: Int) {
        self.projection = projection
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }

    /// A local frame around `centre` showing `halfWidth` metres each side of it, east and west.
    public static func local(centre: Coordinate, halfWidth: Double, columns: Int, rows: Int) -> MapFrame {
        let columns = max(1, columns)
        return MapFrame(
            projection: .local(centre: centre, metresPerDot: max(1, 2 * halfWidth) / Double(columns * 2)),
            columns: columns,
            rows: rows
        )
    }

    // MARK: Forward

    /// Where `coordinate` lies in dots from the top-left corner; it may lie outside the frame. `nil` only for the
    /// one point a local map cannot show, the antipode of its centre.
    public func dot(for coordinate: Coordinate) -> (x: Double, y: Double)? {
        switch projection {
        case .world:
            return ((coordinate.longitude + 180) / 360 * Double(widthDots), (90 - coordinate.latitude) / 180 * Double(heightDots))
        case .local(let centre, let metresPerDot):
            guard let (east, north) = Self.azimuthal(coordinate, from: centre) else { return nil }
            return (Double(widthDots) / 2 + east / metresPerDot, Double(heightDots) / 2 - north / metresPerDot)
        }
    }

    /// The cell that holds `coordinate`, or `nil` when it lies outside the frame.
    ///
    /// A cell holds the points of its own area, edges included, so on the world map the antimeridian (180° and
    /// -180° alike) and the poles fall in the edge cells rather than off the map.
    public func cell(for coordinate: Coordinate) -> (column: Int, row: Int)? {
        guard let (x, y) = dot(for: coordinate), x.isFinite, y.isFinite else { return nil }
        let width = Double(widthDots)
        let height = Double(heightDots)
        guard x >= 0, y >= 0, x <= width, y <= height else { return nil }
        if case .local = projection, x == width || y == height { return nil }
        return (min(columns - 1, Int(x / 2)), min(rows - 1, Int(y / 4)))
    }

    // MARK: Inverse

    /// The point at dot position (`x`, `y`), or `nil` beyond the Earth's far side on a local map.
    public func coordinate(atX x: Double, y: Double) -> (latitude: Double, longitude: Double)? {
        switch projection {
        case .world:
            let longitude = x / Double(widthDots) * 360 - 180
            let latitude = 90 - y / Double(heightDots) * 180
            return (min(90, max(-90, latitude)), longitude)
        case .local(let centre, let metresPerDot):
            let east = (x - Double(widthDots) / 2) * metresPerDot
            let north = (Double(heightDots) / 2 - y) * metresPerDot
            return Self.inverseAzimuthal(east: east, north: north, around: centre)
        }
    }

    /// The width of the area shown, in metres, for a local map (`nil` for the world).
    public var widthMetres: Double? {
        if case .local(_, let metresPerDot) = projection { return metresPerDot * Double(widthDots) }
        return nil
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
