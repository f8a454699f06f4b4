extension Gazetteer {
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
    /// rather than 45 km from Wels), and ``PlaceLabel/isAbroad`` says so.
    ///
    /// - Parameter coordinate: The point.
    /// - Returns: The label.
    public func label(for coordinate: Coordinate) -> PlaceLabel? {
        guard let nearest = nearest(to: coordinate) else { return nil }
        let country = country(containing: coordinate)
        // A place farther than this cannot be nearer by its edge than the nearest place is by its centre.
        var candidates = places(within: nearest.metres + PlaceLabel.longestReach, of: coordinate)
        func score(_ candidate: NearestPlace) -> Double {
            candidate.metres - PlaceLabel.reach(ofPopulation: candidate.place.population)
        }
        if let country, candidates.contains(where: { $0.place.countryCode == country.code && score($0) < 0 }) {
            candidates.removeAll { $0.place.countryCode != country.code }
        }
        let best = candidates.min { (score($0), $0.place.rank) < (score($1), $1.place.rank) } ?? nearest
        return PlaceLabel(
            place: best.place,
            metres: best.metres,
            isWithin: best.metres < PlaceLabel.reach(ofPopulation: best.place.population),
            country: country
        )
    }
}
