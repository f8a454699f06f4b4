public import PlacesDomain

/// The grid a map is drawn on: character cells of 2 × 4 dots each, the unit square of a `MapProjection` (PlacesDomain) scaled to
/// `columns` × `rows` cells, north up. A local projection must be as high for its width as the grid is in dots
/// (``regionalAspect(columns:rows:)``), so that its dots are square.
public struct MapGrid: Hashable, Sendable {
    /// The narrowest map drawn, in columns.
    public static let minimumColumns = 20
    /// The widest map drawn, in columns.
    public static let maximumColumns = 300

    /// How places become points of the map.
    public let projection: MapProjection
    /// Character cells across.
    public let columns: Int
    /// Character cells down.
    public let rows: Int

    /// Dots across: two per cell.
    public var widthDots: Int { columns * 2 }
    /// Dots down: four per cell.
    public var heightDots: Int { rows * 4 }

    /// A grid of `columns` × `rows` cells (each at least 1) over `projection`.
    public init(projection: MapProjection, columns: Int, rows: Int) {
        self.projection = projection
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }

    /// The grid for `projection` in a space `columns` wide and at most `rows` high (`nil`: no limit): the size of a
    /// world map or of a regional one.
    public init(fitting projection: MapProjection, columns: Int, rows: Int?) {
        let size = switch projection {
        case .world: Self.worldSize(columns: columns, rows: rows)
        case .local: Self.regionalSize(columns: columns, rows: rows)
        }
        self.init(projection: projection, columns: size.columns, rows: size.rows)
    }

    /// A grid of the world, `columns` × `rows` cells.
    public static func world(columns: Int, rows: Int) -> MapGrid {
        MapGrid(projection: .world, columns: columns, rows: rows)
    }

    /// A local grid around `centre` showing `halfWidth` metres each side of it, east and west, `columns` × `rows`
    /// cells of square dots.
    public static func local(centre: Coordinate, halfWidth: Double, columns: Int, rows: Int) -> MapGrid {
        let projection = MapProjection.around(centre, width: 2 * halfWidth, aspect: aspect(columns: columns, rows: rows))
        return MapGrid(projection: projection, columns: columns, rows: rows)
    }

    // MARK: Sizes

    /// The size of a world map for a space `columns` wide and at most `rows` high (`nil`: no limit): twice as
    /// wide as high in dots, so four columns to a row.
    public static func worldSize(columns: Int, rows: Int?) -> (columns: Int, rows: Int) {
        size(columns: columns, rows: rows, columnsPerRow: 4)
    }

    /// The size of a regional map: square in dots, so two columns to a row.
    public static func regionalSize(columns: Int, rows: Int?) -> (columns: Int, rows: Int) {
        size(columns: columns, rows: rows, columnsPerRow: 2)
    }

    /// How high a regional map in a space `columns` wide and at most `rows` high is for its width: the aspect to
    /// compose it with.
    public static func regionalAspect(columns: Int, rows: Int?) -> Double {
        let size = regionalSize(columns: columns, rows: rows)
        return aspect(columns: size.columns, rows: size.rows)
    }

    /// How high `columns` × `rows` cells are for their width, in dots.
    private static func aspect(columns: Int, rows: Int) -> Double {
        Double(max(1, rows) * 4) / Double(max(1, columns) * 2)
    }

    /// As wide as the space allows up to ``maximumColumns``, and no higher than `rows`, keeping the proportions —
    /// but never narrower than ``minimumColumns`` for a low space: a map too narrow to read is worse than one that
    /// scrolls.
    private static func size(columns: Int, rows: Int?, columnsPerRow: Int) -> (columns: Int, rows: Int) {
        var width = min(columns, maximumColumns)
        var height = max(1, width / columnsPerRow)
        if let rows, height > rows {
            width = max(min(width, minimumColumns), min(width, max(1, rows) * columnsPerRow))
            height = max(1, width / columnsPerRow)
        }
        return (width, height)
    }

    // MARK: Cells and dots

    /// Where `coordinate` lies in dots from the top-left corner; it may lie outside the grid. `nil` only for the one
    /// point a local map cannot show, the antipode of its centre.
    public func dot(for coordinate: Coordinate) -> (x: Double, y: Double)? {
        projection.point(for: coordinate).map { ($0.x * Double(widthDots), $0.y * Double(heightDots)) }
    }

    /// The cell that holds `coordinate`, or `nil` when it lies off the map.
    ///
    /// A cell holds the points of its own area, edges included, so on the world map the antimeridian (180° and
    /// -180° alike) and the poles fall in the edge cells rather than off the map.
    public func cell(for coordinate: Coordinate) -> (column: Int, row: Int)? {
        projection.position(of: coordinate).map { cell(at: $0) }
    }

    /// The cell that holds the point (`x`, `y`) of the projection's unit square.
    func cell(at point: (x: Double, y: Double)) -> (column: Int, row: Int) {
        (min(columns - 1, Int(point.x * Double(widthDots) / 2)), min(rows - 1, Int(point.y * Double(heightDots) / 4)))
    }

    /// The point at dot position (`x`, `y`), or `nil` beyond the Earth's far side on a local map.
    public func coordinate(atX x: Double, y: Double) -> (latitude: Double, longitude: Double)? {
        projection.coordinate(atX: x / Double(widthDots), y: y / Double(heightDots))
    }

    /// The width of the area shown, in metres, for a local map (`nil` for the world).
    public var widthMetres: Double? { projection.widthMetres }
}
