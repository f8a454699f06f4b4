extension LocationCatalog {
    /// The numbers of the `limit` locations closest to `coordinate`, nearest first, with their distances in metres.
    ///
    /// Equal distances keep list order, so the answer is stable.
    ///
    /// - Parameters:
    ///   - coordinate: The point to measure from.
    ///   - limit: The most locations returned.
    /// - Returns: Up to `limit` pairs of a location number and its distance.
    public func nearest(to coordinate: Coordinate, limit: Int) -> [(number: Int, metres: Double)] {
        guard limit > 0 else { return [] }
        var best: [(number: Int, metres: Double)] = []
        for index in locations.indices {
            let metres = coordinate.distance(to: locations[index].coordinate)
            if best.count == limit, let worst = best.last, metres >= worst.metres { continue }
            let position = best.firstIndex { metres < $0.metres } ?? best.count
            best.insert((number(at: index), metres), at: position)
            if best.count > limit { best.removeLast() }
        }
        return best
    }
}
