/// The area a street layer is asked for: a box of latitudes and longitudes that holds a map's view, snapped outwards
/// to a grid whose step is half the view's round width, so that a view moved a little, or seen again, asks for the
/// same area — one question per area, answered from the cache the second time — and how much detail it holds.
///
/// The rule of when there is a street layer at all is here: only for a local map at most ``maximumWidth`` across,
/// where the land mask (1 arc-minute, about 1.8 km) has nothing to say.
public struct StreetArea: Hashable, Sendable {
    /// The widest view with a street layer, in metres across.
    public static let maximumWidth = 50_000.0

    /// How much a street layer holds: the narrower the view, the more.
    public enum Detail: String, Hashable, Sendable, CaseIterable {
        /// Every road, railway, tram and metro line, water and parks: views up to 2 km across.
        case streets
        /// Major roads, railways, water and parks: views up to 10 km.
        case town
        /// Motorways, trunk and primary roads, railways, rivers and lakes: views up to ``StreetArea/maximumWidth``.
        case region

        /// The detail for a view `width` metres across.
        public init(width: Double) {
            self = width <= 2_000 ? .streets : width <= 10_000 ? .town : .region
        }

        /// Which kinds of way are asked for.
        public var kinds: Set<StreetMap.Kind> {
            switch self {
            case .streets, .town: Set(StreetMap.Kind.allCases)
            case .region: [.majorRoad, .railway, .waterLine, .waterArea]
            }
        }
    }

    /// The southern edge, in degrees.
    public let south: Double
    /// The western edge, in degrees.
    public let west: Double
    /// The northern edge, in degrees.
    public let north: Double
    /// The eastern edge, in degrees (may exceed 180 across the antimeridian).
    public let east: Double
    /// How much it holds.
    public let detail: Detail
    /// A name for the area, the same for the same area whatever view asked for it: what its answer is kept by.
    public let key: String

    /// The area for a map on `projection`, or `nil` when the map has no street layer: the world, or wider than
    /// ``maximumWidth``.
    public init?(covering projection: MapProjection) {
        guard case .local(let centre, let halfWidth, let halfHeight) = projection, 2 * halfWidth <= Self.maximumWidth else { return nil }
        // The round width the view belongs to: the zoom steps' widths, so that every view of one step shares a grid.
        let width = MapViewport.widths.first { $0 >= 2 * halfWidth * 0.999 } ?? Self.maximumWidth
        let metresPerDegree = Coordinate.earthRadius * Double.pi / 180
        let latitudeStep = width / 2 / metresPerDegree
        // The longitude step is the latitude step widened for the latitude band the centre is in, so that the same
        // band always has the same grid.
        let band = (centre.latitude / latitudeStep).rounded(.down)
        let bandLatitude = min(85, abs(band * latitudeStep + latitudeStep / 2))
        let longitudeStep = latitudeStep / max(0.087, cosine(bandLatitude * Double.pi / 180))
        let halfLatitude = halfHeight / metresPerDegree
        let halfLongitude = halfWidth / metresPerDegree / max(0.087, cosine(abs(centre.latitude) * Double.pi / 180))
        let southIndex = Int(((centre.latitude - halfLatitude) / latitudeStep).rounded(.down))
        let northIndex = Int(((centre.latitude + halfLatitude) / latitudeStep).rounded(.up))
        let westIndex = Int(((centre.longitude - halfLongitude) / longitudeStep).rounded(.down))
        let eastIndex = Int(((centre.longitude + halfLongitude) / longitudeStep).rounded(.up))
        south = max(-90, Double(southIndex) * latitudeStep)
        north = min(90, Double(northIndex) * latitudeStep)
        west = Double(westIndex) * longitudeStep
        east = Double(eastIndex) * longitudeStep
        detail = Detail(width: width)
        key = "\(Int(width))m-\(southIndex)-\(northIndex)-\(westIndex)-\(eastIndex)-b\(Int(band))"
    }

    /// An area of exactly these edges, for tests and for answers read back.
    public init(south: Double, west: Double, north: Double, east: Double, detail: Detail) {
        self.south = south
        self.west = west
        self.north = north
        self.east = east
        self.detail = detail
        key = "box-\(detail.rawValue)-\(south),\(west),\(north),\(east)"
    }

    /// Whether the point at `latitude` and `longitude` lies in the area.
    public func contains(latitude: Double, longitude: Double) -> Bool {
        latitude >= south && latitude <= north && longitude >= west && longitude <= east
    }
}

/// Where a map's streets come from: the port PlacesData implements with an Overpass API client and a cache.
public protocol StreetMapRepository: Sendable {
    /// The street map of `area`: a saved one when there is one, else asked for.
    func streetMap(of area: StreetArea) async throws(StreetMapFailure) -> StreetMap
    /// The street map of `area` saved earlier, without asking anyone; `nil` when none was saved.
    func savedStreetMap(of area: StreetArea) async -> StreetMap?
}

/// Why there is no street map for an area.
public enum StreetMapFailure: Error, Hashable, Sendable {
    /// The server could not be reached: no network.
    case unreachable
    /// The server took the question but did not answer it within the deadline.
    case timedOut
    /// The server is busy (429, 503) or refused the question (another status).
    case refused(status: Int)
    /// The server answered with an error of its own (a runtime error: a timeout, out of memory).
    case serverError(String)
    /// The answer was larger than the bound.
    case tooLarge
    /// The answer was not an Overpass answer.
    case invalidAnswer
    /// The question was cancelled: the view moved on.
    case cancelled
}

/// The street layer of a map, as a map shows it.
public enum StreetLayer: Hashable, Sendable {
    /// No layer: the map is too wide, or there is no map server (`off`).
    case off
    /// Streets of this map are drawn.
    case drawn(StreetMap)
    /// Streets were asked for, but could not be had and none were saved: the land mask is drawn instead.
    case unavailable(StreetMapFailure)
}
