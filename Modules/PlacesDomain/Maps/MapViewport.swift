/// What part of the Earth a map shows: the whole world, or a square area a given width across around a centre.
///
/// A front end that moves around a map (the explorer) keeps one and steps it through ``widths``, the round widths
/// between the world and about a kilometre across; `ComposeMap` composes whatever it is given.
public struct MapViewport: Hashable, Sendable {
    /// The widths a map steps through when zoomed, in metres across, narrowest first; one step out of the widest is
    /// the whole world. The narrowest is about the most a list of articles around one spot needs, the widest about
    /// what an azimuthal map shows before the far side of the Earth bends out of shape.
    public static let widths: [Double] = [
        500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000,
    ]

    /// The steps a map can zoom through: each width of ``widths``, then the world.
    public static var levels: ClosedRange<Int> { 0...widths.count }

    /// The point the map is centred on (on the world map, the point a front end marks as its centre).
    public let centre: Coordinate
    /// The width shown in metres, east to west through the centre; `nil` for the whole world.
    public let width: Double?

    /// A viewport of `width` metres across around `centre`, or the whole world when `width` is `nil`.
    public init(centre: Coordinate, width: Double?) {
        self.centre = centre
        self.width = width.map { max(1, $0) }
    }

    /// The viewport at zoom step `level` of ``levels`` (clamped into it) around `centre`.
    public init(centre: Coordinate, level: Int) {
        let level = min(max(level, Self.levels.lowerBound), Self.levels.upperBound)
        self.init(centre: centre, width: level < Self.widths.count ? Self.widths[level] : nil)
    }

    /// The narrowest step of ``levels`` whose width is at least `metres`: the world when none is.
    public static func level(fitting metres: Double) -> Int {
        widths.firstIndex { $0 >= metres } ?? widths.count
    }

    /// The step of ``levels`` this viewport is at: the narrowest width at least its own, the world's last.
    public var level: Int {
        width.map(Self.level(fitting:)) ?? Self.widths.count
    }

    /// How far inside its edges a point must lie, in widths of the map, for ``keeping(_:)`` to leave the map where it
    /// is: a pin right at the edge is hard to see.
    public static let keptMargin = 0.05

    /// The viewport at a step of ``levels`` that shows every one of `points`, centred on the middle of the smallest
    /// box around them (on a map around the first, north up): the narrowest step that holds the box with a tenth of
    /// its width to spare each side, square as a regional map is. `nil` for no points.
    public static func fitting(_ points: [Coordinate]) -> MapViewport? {
        guard let first = points.first else { return nil }
        let plane = points.compactMap { MapProjection.azimuthal($0, from: first) }
        guard let west = plane.map(\.east).min(), let east = plane.map(\.east).max(),
              let south = plane.map(\.north).min(), let north = plane.map(\.north).max(),
              let middle = MapProjection.inverseAzimuthal(east: (west + east) / 2, north: (south + north) / 2, around: first),
              let centre = try? Coordinate(latitude: middle.latitude, longitude: middle.longitude)
        else { return nil }
        let across = max(east - west, north - south) / 0.8
        return MapViewport(centre: centre, level: level(fitting: across))
    }

    /// Whether `point` lies on the map, at least `margin` widths of the map inside its edges (a regional map taken as
    /// square). The world map shows every point.
    public func shows(_ point: Coordinate, margin: Double = 0) -> Bool {
        guard let width else { return true }
        guard let (east, north) = MapProjection.azimuthal(point, from: centre) else { return false }
        let reach = width * (0.5 - margin)
        return abs(east) <= reach && abs(north) <= reach
    }

    /// This viewport when it shows `point` ``keptMargin`` inside its edges; else the same width centred on `point`:
    /// what a map that follows a selection shows.
    public func keeping(_ point: Coordinate) -> MapViewport {
        shows(point, margin: Self.keptMargin) ? self : MapViewport(centre: point, width: width)
    }

    /// The viewport moved by a fraction of its own size: `east` and `north` are in widths of the map (0.25 is a
    /// quarter of the way to the edge and back again), so a step looks the same at every scale. On the world map
    /// a width is 360° of longitude, and the centre stops short of the poles; on a regional map the step is taken
    /// on the map's own plane, so it stays true across the antimeridian and near the poles.
    public func panned(east: Double, north: Double) -> MapViewport {
        guard let width else {
            let latitude = min(85, max(-85, centre.latitude + north * 180))
            var longitude = (centre.longitude + east * 360).truncatingRemainder(dividingBy: 360)
            if longitude > 180 { longitude -= 360 }
            if longitude < -180 { longitude += 360 }
            let moved = (try? Coordinate(latitude: latitude, longitude: longitude)) ?? centre
            return MapViewport(centre: moved, width: nil)
        }
        guard let point = MapProjection.inverseAzimuthal(east: east * width, north: north * width, around: centre),
              let moved = try? Coordinate(latitude: point.latitude, longitude: point.longitude)
        else { return self }
        return MapViewport(centre: moved, width: width)
    }
}
