public import PlacesDomain

/// A gazetteer over a short list of places, matching names as the real one does in spirit — exact, then prefix,
/// then contained, own names before alternate names, larger places first, case ignored — and finding places near a
/// point by brute force: enough for the rules that use a gazetteer, whose own search is tested on the real one in
/// PlacesData.
public struct ListGazetteer: Gazetteer {
    private let places: [GazetteerPlace]
    private let alternateNames: [(name: String, place: GazetteerPlace)]
    private let countries: @Sendable (Coordinate) -> Country?

    /// A gazetteer of `places`.
    ///
    /// - Parameters:
    ///   - places: The places, each found by its own name.
    ///   - alternateNames: Other names that find a place ("Den Haag" for The Hague).
    ///   - countries: The country a point is in; by default none anywhere.
    public init(
        _ places: [GazetteerPlace],
        alternateNames: [(name: String, place: GazetteerPlace)] = [],
        countries: @escaping @Sendable (Coordinate) -> Country? = { _ in nil }
    ) {
        self.places = places
        self.alternateNames = alternateNames
        self.countries = countries
    }

    public func search(_ text: String, limit: Int) -> GazetteerSearch {
        let query = text.lowercased()
        func kind(_ name: String) -> GazetteerMatchKind? {
            let name = name.lowercased()
            if name == query { return .exact }
            if name.hasPrefix(query) { return .prefix }
            return name.contains(query) ? .contained : nil
        }
        let own = places.compactMap { place in kind(place.name).map { GazetteerMatch(place: place, kind: $0) } }
        let other = alternateNames.compactMap { entry in
            kind(entry.name).map { GazetteerMatch(place: entry.place, kind: $0, alternateName: entry.name) }
        }
        // A place is listed once, by its best match.
        var matches: [GazetteerMatch] = []
        // When the text is a place's own name, alternate names come after every own name.
        let ownNameIsExact = own.contains { $0.kind == .exact }
        for match in (own + other).sorted(by: { Self.order($0, ownNameIsExact) < Self.order($1, ownNameIsExact) })
        where !matches.contains(where: { $0.place == match.place }) {
            matches.append(match)
        }
        return GazetteerSearch(
            matches: Array(matches.prefix(limit)),
            total: matches.count,
            exactTotal: matches.filter { $0.kind == .exact }.count,
            exactOwnNameTotal: matches.filter { $0.kind == .exact && $0.alternateName == nil }.count
        )
    }

    /// Better matches first: by kind, own names before alternate names, larger places first; alternate names after
    /// every own name when `ownNameIsExact`.
    private static func order(_ match: GazetteerMatch, _ ownNameIsExact: Bool) -> (Int, Int, Int, Int) {
        let alternate = match.alternateName == nil ? 0 : 1
        return (ownNameIsExact ? alternate : 0, match.kind.rawValue, alternate, -match.place.population)
    }

    public func nearest(to coordinate: Coordinate) -> NearestPlace? {
        places(within: .infinity, of: coordinate).first
    }

    public func places(within metres: Double, of coordinate: Coordinate) -> [NearestPlace] {
        places.map { NearestPlace(place: $0, metres: coordinate.distance(to: $0.coordinate)) }
            .filter { $0.metres <= metres }
            .sorted { ($0.metres, $0.place.rank) < ($1.metres, $1.place.rank) }
    }

    public func country(containing coordinate: Coordinate) -> Country? {
        countries(coordinate)
    }
}

extension GazetteerPlace {
    /// A place for tests: `rank` 0 unless given, no region unless given, a country named by its code.
    public static func test(
        _ name: String,
        _ latitude: Double,
        _ longitude: Double,
        population: Int,
        country: String,
        rank: Int = 0,
        region: String? = nil
    ) throws -> GazetteerPlace {
        try GazetteerPlace(
            rank: rank,
            name: name,
            coordinate: Coordinate(latitude: latitude, longitude: longitude),
            population: population,
            country: Country(code: country, name: country),
            regionName: region
        )
    }
}
