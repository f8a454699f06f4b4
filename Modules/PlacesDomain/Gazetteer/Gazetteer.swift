/// Names of the world's places and their coordinates, both ways, with no network: the port PlacesData implements with
/// the gazetteer compiled into Places.
///
/// Text is compared as `search` compares it: case and accents folded, white space runs as one space.
public protocol Gazetteer: Sendable {
    /// The places whose names match `text`, best first: exact names, then names that start with it, then names that
    /// contain it; within each, places whose own name matched before places for which it is an alternate name
    /// (`Den Haag`, `Keulen`, `Київ`), and larger places first. When the text is a place's own name, places that
    /// have it only as an alternate name come after every place whose own name matched in any way: `delhi` lists
    /// Delhi, Delhi Cantonment and New Delhi before Dili, which GeoNames also spells Delhi. An alternate name counts
    /// only whole, or as the word being typed (`Kopenh`), never as the start of a longer phrase: `Paris` does not
    /// find Warsaw by "Paris of the North".
    ///
    /// A country or region after a comma narrows the search (`Paris, FR`, `Paris, France`, `Springfield, Illinois`).
    ///
    /// - Parameters:
    ///   - text: What the person typed.
    ///   - limit: The most matches returned; ``GazetteerSearch/total`` counts them all.
    /// - Returns: The matches.
    func search(_ text: String, limit: Int) -> GazetteerSearch

    /// The names closest to a mistyped `text` (`amstredam`: Amsterdam), by the did-you-mean rule every list of
    /// names shares (`EditDistance`), at most three, closest first; what a search that found nothing suggests.
    ///
    /// - Parameter text: What was typed; a country after a comma is left out.
    func closestNames(to text: String) -> [String]

    /// The place nearest to `coordinate`, or `nil` when the gazetteer is empty.
    func nearest(to coordinate: Coordinate) -> NearestPlace?

    /// The most populous places within `metres` of `coordinate`, most populous first, at most `limit`: the names a
    /// map of that area has room for. An infinite distance takes in the whole world.
    func largestPlaces(within metres: Double, of coordinate: Coordinate, limit: Int) -> [GazetteerPlace]

    /// The places within `metres` of `coordinate`, nearest first; equally near ones larger first.
    func places(within metres: Double, of coordinate: Coordinate) -> [NearestPlace]

    /// The places within `metres` of `coordinate` that `keep` accepts, nearest first; equally near ones larger first.
    ///
    /// `keep` is asked with each place's distance in metres and its population before the place is made, so that a
    /// caller that wants few of many places pays for those few.
    func places(
        within metres: Double,
        of coordinate: Coordinate,
        keeping keep: (_ metres: Double, _ population: Int) -> Bool
    ) -> [NearestPlace]

    /// The place nearest to `coordinate`, and the places within `ring(nearest)` metres of `coordinate` that `keep`
    /// accepts, nearest first, equally near ones larger first; `nil` when the gazetteer is empty.
    ///
    /// What ``nearest(to:)`` followed by ``places(within:of:keeping:)`` answer, asked at once so that a gazetteer can
    /// find both in one search: the ring is gathered while the nearest place is still being looked for.
    ///
    /// - Parameters:
    ///   - coordinate: Where.
    ///   - reach: How far beyond the nearest place the ring may extend: `ring` must answer no more than the nearest
    ///     place's distance plus `reach`, and a gazetteer looks no farther.
    ///   - ring: The ring's radius in metres, given the nearest place.
    ///   - keep: Asked with the nearest place and each place's distance in metres and population, before the place
    ///     is made.
    func neighbourhood(
        of coordinate: Coordinate,
        reach: Double,
        ring: (_ nearest: NearestPlace) -> Double,
        keeping keep: (_ nearest: NearestPlace, _ metres: Double, _ population: Int) -> Bool
    ) -> PlaceNeighbourhood?

    /// The country `coordinate` lies in, from the countries' shapes, and near a border, where shapes drawn for a world
    /// map can be kilometres off, from the towns and villages there by ``BorderRule``; `nil` at sea (more than a few
    /// kilometres off a coast) and in the few places no country claims.
    func country(containing coordinate: Coordinate) -> Country?
}

extension Gazetteer {
    /// No suggestions: for a gazetteer that cannot walk its names.
    public func closestNames(to text: String) -> [String] { [] }

    /// The most populous of ``places(within:of:)``: what a gazetteer without a faster way answers.
    public func largestPlaces(within metres: Double, of coordinate: Coordinate, limit: Int) -> [GazetteerPlace] {
        let found = places(within: metres, of: coordinate).map(\.place)
        return Array(found.sorted { ($1.population, $0.rank) < ($0.population, $1.rank) }.prefix(max(0, limit)))
    }

    /// The places within `metres` of `coordinate` that `keep` accepts: every place within, then filtered, for a
    /// gazetteer that makes its places cheaply.
    public func places(
        within metres: Double,
        of coordinate: Coordinate,
        keeping keep: (_ metres: Double, _ population: Int) -> Bool
    ) -> [NearestPlace] {
        places(within: metres, of: coordinate).filter { keep($0.metres, $0.place.population) }
    }

    /// The nearest place, then the ring around it: two searches, for a gazetteer with no faster way.
    public func neighbourhood(
        of coordinate: Coordinate,
        reach: Double,
        ring: (_ nearest: NearestPlace) -> Double,
        keeping keep: (_ nearest: NearestPlace, _ metres: Double, _ population: Int) -> Bool
    ) -> PlaceNeighbourhood? {
        guard let nearest = nearest(to: coordinate) else { return nil }
        let around = places(within: ring(nearest), of: coordinate) { metres, population in keep(nearest, metres, population) }
        return PlaceNeighbourhood(nearest: nearest, around: around)
    }
}

/// What a gazetteer found for a text.
public struct GazetteerSearch: Hashable, Sendable {
    /// The best matches, best first, at most the limit asked for.
    public let matches: [GazetteerMatch]
    /// How many places matched in all.
    public let total: Int
    /// How many of them matched exactly.
    public let exactTotal: Int
    /// How many of those matched by their own name, not an alternate one; they come first.
    public let exactOwnNameTotal: Int
    /// The country or region after a comma that narrowed the search, as typed (`IL` in `Springfield, IL`); `nil`
    /// when nothing narrowed it.
    public let qualifier: String?

    /// Creates a result.
    public init(matches: [GazetteerMatch], total: Int, exactTotal: Int, exactOwnNameTotal: Int, qualifier: String? = nil) {
        self.matches = matches
        self.total = total
        self.exactTotal = exactTotal
        self.exactOwnNameTotal = exactOwnNameTotal
        self.qualifier = qualifier
    }

    /// Which place the text names, by the one rule every command follows: never choose silently between plausible
    /// candidates. A place's own name outranks another place's alternate name: one place of that name is the place,
    /// whatever others list it as an alternate (`delhi` is Delhi, not also Dili), and several are a question to ask.
    /// With no place of that name, one place with it as an alternate name is the place (`Den Haag`), several are a
    /// question. With no exact match, a single match of any kind is the place, and several are a question.
    public var resolution: GazetteerResolution {
        let exact = matches.filter { $0.kind == .exact }
        if exactOwnNameTotal == 1, let only = exact.first { return .place(only) }
        if exactOwnNameTotal == 0, exactTotal == 1, let only = exact.first { return .place(only) }
        if exactTotal > 1 { return .ambiguous(exact) }
        if total == 1, let only = matches.first { return .place(only) }
        return total == 0 ? .notFound : .ambiguous(matches)
    }
}

/// Which place a text names.
public enum GazetteerResolution: Hashable, Sendable {
    /// This one, with the name it was found by.
    case place(GazetteerMatch)
    /// One of these, best first, with the names they matched by: the person must choose.
    case ambiguous([GazetteerMatch])
    /// None.
    case notFound
}
