/// Where a coordinate is, in the terms a person would use: the place they would name, how far it is, and the country
/// the point is in.
public struct DescribeCoordinate: Sendable {
    private let gazetteer: (any Gazetteer)?

    /// A describer over `gazetteer`; without one, nothing is described.
    public init(gazetteer: (any Gazetteer)?) {
        self.gazetteer = gazetteer
    }

    /// The label for `coordinate`, or `nil`.
    ///
    /// - Parameters:
    ///   - coordinate: Where.
    ///   - name: The name the place already has, if any: a place that is itself the place it would be named after
    ///     (Kyoto, or Den Haag, or Springfield, Missouri, added from the gazetteer) is not described as "0 m from
    ///     the centre of Kyoto".
    public func callAsFunction(_ coordinate: Coordinate, named name: String? = nil) -> PlaceLabel? {
        guard let gazetteer, let label = Self.label(for: coordinate, in: gazetteer)?.label else { return nil }
        if let name, label.metres < Self.selfDistance, Self.name(name, names: label.place, in: gazetteer) { return nil }
        return label
    }

    /// The label for `coordinate` and the gazetteer's nearest place to it, found in one search: a link's inspection
    /// shows both, and the label often names another place than the nearest. `nil` without a gazetteer or when it
    /// is empty.
    public func labelAndNearest(_ coordinate: Coordinate) -> (label: PlaceLabel, nearest: NearestPlace)? {
        gazetteer.flatMap { Self.label(for: coordinate, in: $0) }
    }

    /// How near a named point must be to the place it would be named after to be that place.
    static let selfDistance = 1_000.0

    /// Whether `name` is `place`'s own name, or a name that finds it and nothing else (an alternate name, a name
    /// with its state or country after a comma).
    private static func name(_ name: String, names place: GazetteerPlace, in gazetteer: any Gazetteer) -> Bool {
        if name == place.name { return true }
        guard case .place(let match) = gazetteer.search(name, limit: 2).resolution else { return false }
        return match.place == place
    }

    /// The place a person would name for `coordinate`, and the country the point is in; `nil` when the gazetteer is
    /// empty.
    ///
    /// The nearest place is often a district or a village beside a city ("1.5 km from Moncloa-Aravaca" for a point
    /// in Madrid). So each place is measured from the edge of its ``PlaceLabel/reach(ofPopulation:)`` rather than
    /// from its centre, and the place whose edge is nearest (deepest inside, when the point is within several) is
    /// named: Madrid's edge is 10.2 km from its centre, Moncloa-Aravaca's 1.9 km, and a point 4.6 km from Madrid
    /// and 1.5 km from Moncloa-Aravaca is 5.6 km inside Madrid and 0.4 km inside Moncloa-Aravaca. A district well
    /// within a city's reach is never named; a town beyond it still is, near its own centre; and away from cities
    /// the nearest town is named as before. Equally good places: the larger.
    ///
    /// A point within a place of its own country is named after a place of its own country: a point in Hong Kong's
    /// New Territories is not named after Shenzhen across the border, whose reach covers it too. Otherwise the
    /// label may name a place abroad ("18 km from Passau" for a point in the Austrian countryside across the Inn,
    /// rather than 45 km from Wels), and ``PlaceLabel/isAbroad`` says so. The gazetteer's nearest place comes with
    /// the label.
    static func label(for coordinate: Coordinate, in gazetteer: any Gazetteer) -> (label: PlaceLabel, nearest: NearestPlace)? {
        func score(metres: Double, population: Int) -> Double {
            metres - PlaceLabel.reach(ofPopulation: population)
        }
        func score(_ candidate: NearestPlace) -> Double {
            score(metres: candidate.metres, population: candidate.place.population)
        }
        // Only a place whose edge is nearer than the nearest place's can be named instead, or, for the rule of the
        // point's own country, a place the point is within: the rest of the ring (dozens of places, far from towns)
        // are never made. None of them reaches farther than the longest reach beyond that, and the nearest place's
        // edge is no farther than its centre, so the gazetteer gathers the ring while it looks for the nearest place.
        func bound(_ nearest: NearestPlace) -> Double { max(score(nearest), 0) }
        guard let found = gazetteer.neighbourhood(
            of: coordinate,
            reach: PlaceLabel.longestReach,
            ring: { bound($0) + PlaceLabel.longestReach },
            keeping: { nearest, metres, population in score(metres: metres, population: population) <= bound(nearest) }
        ) else { return nil }
        let nearest = found.nearest
        let country = gazetteer.country(containing: coordinate)
        var candidates = found.around
        if let country, candidates.contains(where: { $0.place.countryCode == country.code && score($0) < 0 }) {
            candidates.removeAll { $0.place.countryCode != country.code }
        }
        let best = candidates.min { (score($0), $0.place.rank) < (score($1), $1.place.rank) } ?? nearest
        let label = PlaceLabel(
            place: best.place,
            metres: best.metres,
            isWithin: best.metres < PlaceLabel.reach(ofPopulation: best.place.population),
            country: country
        )
        return (label, nearest)
    }
}
