extension Gazetteer {
    /// The place a person would name for `coordinate`, and the country the point is in; `nil` when the gazetteer is
    /// empty.
    ///
    /// The nearest place is often a district or a village beside a city ("1.5 km from Moncloa-Aravaca" for a point
    /// in Madrid). So each place is measured from the edge of its ``PlaceLabel/reach(ofPopulation:)`` rather than
    /// from its centre, and the place whose edge is nearest (deepest inside, when the point is within several) is
    /// named: Madrid's edge is 10 km from its centre, Moncloa-Aravaca's 1.9 km, and a point 4.7 km from Madrid and
    /// 1.5 km from Moncloa-Aravaca is 5.5 km inside Madrid and 0.4 km inside Moncloa-Aravaca. A small place still
    /// wins when the point is at it, and away from cities the nearest town is named as before. Equally good places:
    /// the larger.
    ///
    /// - Parameter coordinate: The point.
    /// - Returns: The label.
    public func label(for coordinate: Coordinate) -> PlaceLabel? {
        guard let nearest = nearest(to: coordinate) else { return nil }
        // A place farther than this cannot be nearer by its edge than the nearest place is by its centre.
        let candidates = places(within: nearest.metres + PlaceLabel.longestReach, of: coordinate)
        var best = nearest
        var bestScore = nearest.metres - PlaceLabel.reach(ofPopulation: nearest.place.population)
        for candidate in candidates {
            let score = candidate.metres - PlaceLabel.reach(ofPopulation: candidate.place.population)
            if score < bestScore || (score == bestScore && candidate.place.rank < best.place.rank) {
                best = candidate
                bestScore = score
            }
        }
        return PlaceLabel(
            place: best.place,
            metres: best.metres,
            isWithin: best.metres < PlaceLabel.reach(ofPopulation: best.place.population),
            country: country(containing: coordinate)
        )
    }
}
