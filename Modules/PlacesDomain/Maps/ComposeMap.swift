/// Composes a map of a subject: the world with locations, the area around a place with the list's nearest
/// locations, or the articles of a list around their place. It decides the projection and the reach, which pins are
/// on the map and where, how far and which way the others lie, and which places are large enough to be named; laying
/// the map out and drawing it are the front end's.
public struct ComposeMap: Sendable {
    /// The most pins placed; more would only be a smear.
    public static let maximumPins = 2_000
    /// How many of the largest places within the map's reach are offered for names.
    public static let labelCandidates = 300

    /// What a map shows.
    public enum Subject: Sendable {
        /// The world with these locations of `catalog` (a search's matches, or all of them).
        case world(numbers: [Int], catalog: LocationCatalog)
        /// The area around `centre`, with the nearest locations of `catalog` when there is one.
        case region(around: Place, catalog: LocationCatalog?)
        /// The area `width` metres across around `centre`, with the nearest locations of `catalog` when there is one.
        case area(around: Place, catalog: LocationCatalog?, width: Double)
        /// The articles of a list: around the place it was made around, or around `centre` when one is given (an
        /// article of the list), just wide enough to show them all; a search's results on the world.
        case articles(ArticleList, centre: Place? = nil)
        /// The saved articles' pins: around `centre` (the last place) when they all lie within a regional map's
        /// reach of it, else on the world.
        case saved([MapPin], centre: Place?)
    }

    /// The widest regional map the saved articles are drawn on around the last place; wider, the world shows them.
    public static let widestSavedMap = 5_000_000.0

    let gazetteer: (any Gazetteer)?

    /// A composer that offers the largest places of `gazetteer` for names (none: no names).
    public init(gazetteer: (any Gazetteer)? = nil) {
        self.gazetteer = gazetteer
    }

    /// Composes a map of `subject`; a regional map is `aspect` times as high as wide (1: square).
    public func callAsFunction(_ subject: Subject, aspect: Double) -> MapComposition {
        switch subject {
        case .world(let numbers, let catalog):
            let pins = numbers.prefix(Self.maximumPins).compactMap { number in
                catalog.location(number: number).map { MapPin(reference: .location(number), name: $0.name, coordinate: $0.coordinate) }
            }
            return self(pins, on: .world, centre: nil)
        case .region(let centre, let catalog):
            let pins = Self.nearest(to: centre, in: catalog)
            let halfWidth = Self.halfWidth(around: centre.coordinate, others: pins.map(\.coordinate))
            return self(pins, around: centre, width: 2 * halfWidth, aspect: aspect)
        case .area(let centre, let catalog, let width):
            return self(Self.nearest(to: centre, in: catalog), around: centre, width: width, aspect: aspect)
        case .articles(let list, let centre):
            let pins = Self.pins(of: list)
            // A search's results lie anywhere on Earth ("Colosseum" in Rome, Las Vegas and Oslo): the world shows them.
            guard list.search == nil, let centre = centre ?? list.place else {
                return self(pins, on: .world, centre: nil)
            }
            let width = Self.fittingWidth(around: centre.coordinate, pins: pins.map(\.coordinate))
            return self(pins, around: centre, width: width, aspect: aspect)
        case .saved(let pins, let centre):
            guard let centre else { return self(pins, on: .world, centre: nil) }
            let width = Self.fittingWidth(around: centre.coordinate, pins: pins.map(\.coordinate))
            guard width <= Self.widestSavedMap else { return self(pins, on: .world, centre: centre) }
            return self(pins, around: centre, width: width, aspect: aspect)
        }
    }

    /// Composes a map of `pins` centred on `centre`, `width` metres across — the whole world when `width` is `nil` —
    /// and `aspect` times as high as wide when regional: what a front end that pans and zooms asks for.
    public func callAsFunction(_ pins: [MapPin], around centre: Place, width: Double?, aspect: Double) -> MapComposition {
        self(pins, in: MapViewport(centre: centre.coordinate, width: width), marking: centre, aspect: aspect)
    }

    /// Composes a map of `pins` showing `viewport`, `aspect` times as high as wide when regional, with `place` — the
    /// place the map is about — marked wherever it lies: at the centre, or elsewhere when a front end moved the map
    /// around it (to show the articles found around it, or the one selected).
    public func callAsFunction(_ pins: [MapPin], in viewport: MapViewport, marking place: Place, aspect: Double) -> MapComposition {
        guard let width = viewport.width else { return self(pins, on: .world, centre: place) }
        return self(pins, on: .around(viewport.centre, width: width, aspect: aspect), centre: place)
    }

    /// Composes a map of `pins` (at most ``maximumPins``, in order) on `projection`, centred on `centre`: each pin on
    /// the map or off it, and the largest places within the map's reach.
    public func callAsFunction(_ pins: [MapPin], on projection: MapProjection, centre: Place?) -> MapComposition {
        let placed = pins.prefix(Self.maximumPins).map { pin in
            if let (x, y) = projection.position(of: pin.coordinate) {
                return MapComposition.PlacedPin(pin: pin, position: .onMap(x: x, y: y))
            }
            // Only a local map has an edge to lie beyond, and a centre to measure from.
            let from = projection.centre ?? pin.coordinate
            return MapComposition.PlacedPin(
                pin: pin,
                position: .offMap(distance: from.distance(to: pin.coordinate), bearing: from.bearing(to: pin.coordinate))
            )
        }
        return MapComposition(projection: projection, centre: centre, pins: placed, labelCandidates: labelCandidates(on: projection))
    }

    /// The largest places of the gazetteer within the reach of `projection`, largest first.
    private func labelCandidates(on projection: MapProjection) -> [GazetteerPlace] {
        guard let gazetteer else { return [] }
        // Every place is within half the Earth's circumference of any point.
        guard let centre = projection.centre ?? (try? Coordinate(latitude: 0, longitude: 0)) else { return [] }
        return gazetteer.largestPlaces(within: projection.reach, of: centre, limit: Self.labelCandidates)
    }

    /// The locations of `catalog` nearest to `centre`, nearest first, as pins.
    private static func nearest(to centre: Place, in catalog: LocationCatalog?) -> [MapPin] {
        (catalog?.nearest(to: centre.coordinate, limit: maximumPins) ?? []).compactMap { item in
            catalog?.location(number: item.number).map {
                MapPin(reference: .location(item.number), name: $0.name, coordinate: $0.coordinate)
            }
        }
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
        let reach = pins.compactMap { MapProjection.azimuthal($0, from: centre).map { max(abs($0.east), abs($0.north)) } }.max() ?? 0
        return max(MapViewport.widths[0], 2 * reach * 1.2)
    }

    /// How far a regional map reaches each side of its centre to show what lies around it: a little beyond the
    /// third-nearest of `others`, at least 25 km (about what the land mask can show) and at most 2,500 km.
    public static func halfWidth(around centre: Coordinate, others: [Coordinate]) -> Double {
        let distances = others.map(centre.distance(to:)).filter { $0 > 1 }.sorted()
        guard let reach = distances.prefix(3).last else { return 100_000 }
        return min(2_500_000, max(25_000, reach * 1.15))
    }
}
