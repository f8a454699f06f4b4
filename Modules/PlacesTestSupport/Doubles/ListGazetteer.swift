public import PlacesDomain

/// A gazetteer over a short list of places, matching names as the real one does in spirit — exact, then prefix,
/// then contained, larger places first, case ignored — and finding the nearest place by brute force: enough for the
/// rules that use a gazetteer, whose own search is tested on the real one in PlacesData.
public struct ListGazetteer: Gazetteer {
    private let places: [GazetteerPlace]

    /// A gazetteer of `places`.
    public init(_ places: [GazetteerPlace]) {
        self.places = places
    }

    public func search(_ text: String, limit: Int) -> GazetteerSearch {
        let query = text.lowercased()
        func kind(_ place: GazetteerPlace) -> GazetteerMatchKind? {
            let name = place.name.lowercased()
            if name == query { return .exact }
            if name.hasPrefix(query) { return .prefix }
            return name.contains(query) ? .contained : nil
        }
        let matches = places.compactMap { place in kind(place).map { GazetteerMatch(place: place, kind: $0) } }
            .sorted { ($0.kind, -$0.place.population) < ($1.kind, -$1.place.population) }
        return GazetteerSearch(
            matches: Array(matches.prefix(limit)),
            total: matches.count,
            exactTotal: matches.filter { $0.kind == .exact }.count
        )
    }

    public func nearest(to coordinate: Coordinate) -> NearestPlace? {
        places.map { NearestPlace(place: $0, metres: coordinate.distance(to: $0.coordinate)) }.min { $0.metres < $1.metres }
    }
}

extension GazetteerPlace {
    /// A place for tests: `rank` 0, no region.
    public static func test(_ name: String, _ latitude: Double, _ longitude: Double, population: Int, country: String) throws -> GazetteerPlace {
        try GazetteerPlace(
            rank: 0,
            name: name,
            coordinate: Coordinate(latitude: latitude, longitude: longitude),
            population: population,
            countryCode: country,
            countryName: country,
            regionName: nil
        )
    }
}
