/// Composes a map of a subject: the world with locations, the area around a place with the list's nearest
/// locations, or the articles of the last list around their place. It decides the projection, the reach, the size
/// in cells and which pins are on the map, under another or off it; drawing is the front end's.
public struct ComposeMap: Sendable {
    /// The most pins placed; more would only be a smear.
    public static let maximumPins = 2_000
    /// The narrowest map drawn, in columns.
    public static let minimumColumns = 20
    /// The widest map drawn, in columns.
    public static let maximumColumns = 300

    /// What a map shows.
    public enum Subject: Sendable {
        /// The world with these locations of `catalog` (a search's matches, or all of them).
        case world(numbers: [Int], catalog: LocationCatalog)
        /// The area around `centre`, with the nearest locations of `catalog` when there is one.
        case region(around: Place, catalog: LocationCatalog?)
        /// The articles of a list around the place it was made around; a search's results on the world.
        case articles(ArticleList)
    }

    /// A composer.
    public init() {}

    /// Composes a map of `subject` to fit `columns` × `rows` character cells (`rows` `nil`: no limit).
    public func callAsFunction(_ subject: Subject, columns: Int, rows: Int?) -> MapPlan {
        switch subject {
        case .world(let numbers, let catalog):
            let pins = numbers.prefix(Self.maximumPins).compactMap { number in
                catalog.location(number: number).map { MapPin(reference: .location(number), name: $0.name, coordinate: $0.coordinate) }
            }
            let size = Self.worldSize(columns: columns, rows: rows)
            return place(pins, on: MapFrame(projection: .world, columns: size.columns, rows: size.rows), centre: nil)
        case .region(let centre, let catalog):
            let pins = (catalog?.nearest(to: centre.coordinate, limit: Self.maximumPins) ?? []).compactMap { item in
                catalog?.location(number: item.number).map {
                    MapPin(reference: .location(item.number), name: $0.name, coordinate: $0.coordinate)
                }
            }
            let halfWidth = Self.halfWidth(around: centre.coordinate, others: pins.map(\.coordinate))
            return regional(centre: centre, pins: pins, halfWidth: halfWidth, columns: columns, rows: rows)
        case .articles(let list):
            let pins = list.articles.enumerated().compactMap { index, article in
                article.coordinate.map { MapPin(reference: .article(index + 1), name: article.title, coordinate: $0) }
            }
            // A search's results lie anywhere on Earth ("Colosseum" in Rome, Las Vegas and Oslo): the world shows them.
            guard list.search == nil, let centre = list.place else {
                let size = Self.worldSize(columns: columns, rows: rows)
                return place(pins, on: MapFrame(projection: .world, columns: size.columns, rows: size.rows), centre: nil)
            }
            let farthest = pins.map { centre.coordinate.distance(to: $0.coordinate) }.max() ?? 0
            return regional(centre: centre, pins: pins, halfWidth: max(1_000, farthest * 1.15), columns: columns, rows: rows)
        }
    }

    private func regional(centre: Place, pins: [MapPin], halfWidth: Double, columns: Int, rows: Int?) -> MapPlan {
        let size = Self.regionalSize(columns: columns, rows: rows)
        let frame = MapFrame.local(centre: centre.coordinate, halfWidth: halfWidth, columns: size.columns, rows: size.rows)
        return place(pins, on: frame, centre: centre)
    }

    /// `pins` on `frame`: each in its cell, in order; a later pin whose cell is taken goes under the earlier one.
    ///
    /// - Parameters:
    ///   - pins: What to mark, in the order of the key.
    ///   - frame: The projection and the grid.
    ///   - centre: The place a regional map is centred on.
    public func place(_ pins: [MapPin], on frame: MapFrame, centre: Place?) -> MapPlan {
        var taken = Set<Int>()
        let placed = pins.prefix(Self.maximumPins).map { pin -> MapPlan.PlacedPin in
            guard let (column, row) = frame.cell(for: pin.coordinate) else { return .init(pin: pin, placement: .offMap) }
            guard taken.insert(row * frame.columns + column).inserted else { return .init(pin: pin, placement: .underAnother) }
            return .init(pin: pin, placement: .cell(column: column, row: row))
        }
        return MapPlan(frame: frame, centre: centre, pins: placed)
    }

    /// The size of a world map for a space `columns` wide and at most `rows` high (`nil`: no limit): twice as
    /// wide as high in dots, so four columns to a row.
    public static func worldSize(columns: Int, rows: Int?) -> (columns: Int, rows: Int) {
        size(columns: columns, rows: rows, columnsPerRow: 4)
    }

    /// The size of a regional map: square in dots, so two columns to a row.
    public static func regionalSize(columns: Int, rows: Int?) -> (columns: Int, rows: Int) {
        size(columns: columns, rows: rows, columnsPerRow: 2)
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

    /// How far a regional map reaches each side of its centre to show what lies around it: a little beyond the
    /// third-nearest of `others`, at least 25 km (about what the land mask can show) and at most 2,500 km.
    public static func halfWidth(around centre: Coordinate, others: [Coordinate]) -> Double {
        let distances = others.map(centre.distance(to:)).filter { $0 > 1 }.sorted()
        guard let reach = distances.prefix(3).last else { return 100_000 }
        return min(2_500_000, max(25_000, reach * 1.15))
    }
}
