/// What a street layer draws of an area, from OpenStreetMap: roads, railways, water and parks, each a line or an
/// area with an optional name. Plain values: where they came from and how they were asked for are PlacesData's.
public struct StreetMap: Hashable, Sendable {
    /// What a way is, as a map draws it.
    public enum Kind: Int, Hashable, Sendable, CaseIterable, Comparable {
        /// A park, a green area.
        case park
        /// A lake, a pond, a basin, a bay: an area of water.
        case waterArea
        /// A river, a canal, a stream or a coastline: water as a line.
        case waterLine
        /// A street of a neighbourhood, a pedestrian street.
        case minorRoad
        /// A railway, a tram or metro line.
        case railway
        /// A motorway, trunk, primary, secondary or tertiary road.
        case majorRoad

        /// Drawn over what comes earlier: a major road over a railway over a minor road over water over a park.
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Whether it is drawn as an area (filled), rather than as a line.
        public var isArea: Bool { self == .park || self == .waterArea }
    }

    /// One way: what it is, its points in order (an area's first and last point are the same), and its name.
    public struct Way: Hashable, Sendable {
        /// What it is.
        public let kind: Kind
        /// Its points, in order.
        public let points: [Coordinate]
        /// Its name, when it has one.
        public let name: String?
        /// Whether it is a hole in an area of its kind rather than the area: an inner ring of a multipolygon (an
        /// island in a lake, a square of paving in a park), whose inside is not of the kind.
        public let isHole: Bool

        /// Creates a way; `isHole` for an area's inner ring.
        public init(kind: Kind, points: [Coordinate], name: String?, isHole: Bool = false) {
            self.kind = kind
            self.points = points
            self.name = name
            self.isHole = isHole
        }
    }

    /// The area asked for.
    public let area: StreetArea
    /// The ways in it, in the order they came.
    public let ways: [Way]

    /// Creates a street map of `area`.
    public init(area: StreetArea, ways: [Way]) {
        self.area = area
        self.ways = ways
    }

    /// The named ways of `kinds` nearest to `point`, nearest first, one per name: what a map in words names.
    ///
    /// - Parameters:
    ///   - point: Where to measure from.
    ///   - kinds: Which kinds count.
    ///   - limit: The most names.
    /// - Returns: Each name with its way's kind and the distance of its nearest point, in metres.
    public func nearestNamed(to point: Coordinate, kinds: Set<Kind>, limit: Int) -> [(name: String, kind: Kind, metres: Double)] {
        var best: [String: (kind: Kind, metres: Double)] = [:]
        for way in ways where kinds.contains(way.kind) && !way.isHole {
            guard let name = way.name, !name.isEmpty else { continue }
            let metres = Self.distance(from: point, to: way.points)
            if metres < best[name]?.metres ?? .infinity { best[name] = (way.kind, metres) }
        }
        return best.map { (name: $0.key, kind: $0.value.kind, metres: $0.value.metres) }
            .sorted { $0.metres != $1.metres ? $0.metres < $1.metres : $0.name < $1.name }
            .prefix(limit)
            .map { $0 }
    }

    /// How far `point` is from the nearest point of the line through `points`, in metres, on a plane tangent at
    /// `point`: true to a few metres over the width of a street map.
    static func distance(from point: Coordinate, to points: [Coordinate]) -> Double {
        let metresPerDegree = Coordinate.earthRadius * Double.pi / 180
        let east = cosine(point.latitude * Double.pi / 180) * metresPerDegree
        let plane = points.map { ((($0.longitude - point.longitude + 540).truncatingRemainder(dividingBy: 360) - 180) * east, ($0.latitude - point.latitude) * metresPerDegree) }
        guard let first = plane.first else { return .infinity }
        var best = (first.0 * first.0 + first.1 * first.1).squareRoot()
        for (a, b) in zip(plane, plane.dropFirst()) {
            let (dx, dy) = (b.0 - a.0, b.1 - a.1)
            let length = dx * dx + dy * dy
            let t = length > 0 ? min(1, max(0, -(a.0 * dx + a.1 * dy) / length)) : 0
            let (x, y) = (a.0 + t * dx, a.1 + t * dy)
            best = min(best, (x * x + y * y).squareRoot())
        }
        return best
    }
}
