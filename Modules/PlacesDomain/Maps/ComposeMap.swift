/// Composes a map of a subject: the world with locations, the area around a place with the list's nearest
/// locations, or the articles of a list around their place. It decides the projection, the reach, the size in cells,
/// where each pin's mark goes — in its cell, a cell aside so that no two marks touch, in a cluster, or off the map —
/// and which names of places fit between them; drawing is the front end's.
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
        /// The articles of a list: around the place it was made around, or around `centre` when one is given (an
        /// article of the list), just wide enough to show them all; a search's results on the world.
        case articles(ArticleList, centre: Place? = nil)
    }

    let gazetteer: (any Gazetteer)?

    /// A composer that names the largest places of `gazetteer` where they fit between the pins (none: no names).
    public init(gazetteer: (any Gazetteer)? = nil) {
        self.gazetteer = gazetteer
    }

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
            return self(pins, around: centre, width: 2 * halfWidth, columns: columns, rows: rows)
        case .articles(let list, let centre):
            let pins = Self.pins(of: list)
            // A search's results lie anywhere on Earth ("Colosseum" in Rome, Las Vegas and Oslo): the world shows them.
            guard list.search == nil, let centre = centre ?? list.place else {
                let size = Self.worldSize(columns: columns, rows: rows)
                return place(pins, on: MapFrame(projection: .world, columns: size.columns, rows: size.rows), centre: nil)
            }
            let width = Self.fittingWidth(around: centre.coordinate, pins: pins.map(\.coordinate))
            return self(pins, around: centre, width: width, columns: columns, rows: rows)
        }
    }

    /// Composes a map of `pins` centred on `centre`, `width` metres across — the whole world when `width` is `nil` —
    /// to fit `columns` × `rows` character cells (`rows` `nil`: no limit): what a front end that pans and zooms asks
    /// for.
    public func callAsFunction(_ pins: [MapPin], around centre: Place, width: Double?, columns: Int, rows: Int?) -> MapPlan {
        guard let width else {
            let size = Self.worldSize(columns: columns, rows: rows)
            return place(pins, on: MapFrame(projection: .world, columns: size.columns, rows: size.rows), centre: centre)
        }
        let size = Self.regionalSize(columns: columns, rows: rows)
        let frame = MapFrame.local(centre: centre.coordinate, halfWidth: width / 2, columns: size.columns, rows: size.rows)
        return place(pins, on: frame, centre: centre)
    }

    /// The pins of a list's articles that have coordinates, each named by its title and referred to by its number.
    public static func pins(of list: ArticleList) -> [MapPin] {
        list.articles.enumerated().compactMap { index, article in
            article.coordinate.map { MapPin(reference: .article(index + 1), name: article.title, coordinate: $0) }
        }
    }

    /// How many metres across a square map around `centre` must be for `pins` to fill it: every pin inside, with a
    /// margin of about a twelfth of the width, and never narrower than the narrowest width a map zooms to.
    public static func fittingWidth(around centre: Coordinate, pins: [Coordinate]) -> Double {
        let reach = pins.compactMap { MapFrame.azimuthal($0, from: centre).map { max(abs($0.east), abs($0.north)) } }.max() ?? 0
        return max(MapViewport.widths[0], 2 * reach * 1.2)
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
