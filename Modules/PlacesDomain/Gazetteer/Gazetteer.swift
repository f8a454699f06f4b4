/// Names of the world's places and their coordinates, both ways, with no network: the port PlacesData implements with
/// the gazetteer compiled into Places.
///
/// Text is compared as `search` compares it: case and accents folded, white space runs as one space.
public protocol Gazetteer: Sendable {
    /// The places whose names match `text`, best first: exact names (and alternate names, so `Den Haag` and
    /// `Keulen` work), then names that start with it, then names that contain it; within each, larger places first.
    ///
    /// A country or region after a comma narrows the search (`Paris, FR`, `Paris, France`, `Springfield, Illinois`).
    ///
    /// - Parameters:
    ///   - text: What the person typed.
    ///   - limit: The most matches returned; ``GazetteerSearch/total`` counts them all.
    /// - Returns: The matches.
    func search(_ text: String, limit: Int) -> GazetteerSearch

    /// The place nearest to `coordinate`, or `nil` when the gazetteer is empty.
    func nearest(to coordinate: Coordinate) -> NearestPlace?

    /// The most populous places within `metres` of `coordinate`, most populous first, at most `limit`: the names a
    /// map of that area has room for. An infinite distance takes in the whole world.
    func largestPlaces(within metres: Double, of coordinate: Coordinate, limit: Int) -> [GazetteerPlace]
}

/// What a gazetteer found for a text.
public struct GazetteerSearch: Hashable, Sendable {
    /// The best matches, best first, at most the limit asked for.
    public let matches: [GazetteerMatch]
    /// How many places matched in all.
    public let total: Int
    /// How many of them matched exactly.
    public let exactTotal: Int

    /// Creates a result.
    public init(matches: [GazetteerMatch], total: Int, exactTotal: Int) {
        self.matches = matches
        self.total = total
        self.exactTotal = exactTotal
    }

    /// Which place the text names, by the one rule every command follows: never choose silently between plausible
    /// candidates. One exact match is the place; several are a question to ask. With no exact match, a single match
    /// of any kind is the place, and several are a question.
    public var resolution: GazetteerResolution {
        let exact = matches.filter { $0.kind == .exact }.map(\.place)
        if exactTotal == 1, let only = exact.first { return .place(only) }
        if exactTotal > 1 { return .ambiguous(exact) }
        if total == 1, let only = matches.first { return .place(only.place) }
        return total == 0 ? .notFound : .ambiguous(matches.map(\.place))
    }
}

/// Which place a text names.
public enum GazetteerResolution: Hashable, Sendable {
    /// This one.
    case place(GazetteerPlace)
    /// One of these, best first: the person must choose.
    case ambiguous([GazetteerPlace])
    /// None.
    case notFound
}
