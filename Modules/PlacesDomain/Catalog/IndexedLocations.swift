/// A list of locations with their names folded for search, so that the folding is paid once per load.
///
/// ``LocationCatalog`` puts the feed's indexed list and the user's locations side by side; adding a location of
/// your own then folds one name, not the whole feed again.
public struct IndexedLocations: Sendable, Equatable {
    /// The locations, in order.
    public let locations: [Location]
    /// The folded names of ``locations``, in segments that were built independently.
    package let segments: [SearchIndexSegment]

    /// Indexes `locations` on the calling thread.
    ///
    /// - Parameter locations: The list, in the order it is numbered.
    public init(_ locations: [Location]) {
        self.locations = locations
        segments = [SearchIndexSegment(names: locations.lazy.map(\.name))]
    }

    /// A list whose segments were built elsewhere, one after another, covering every location in order.
    package init(locations: [Location], segments: [SearchIndexSegment]) {
        precondition(segments.reduce(0) { $0 + $1.count } == locations.count, "segments must cover the list exactly")
        self.locations = locations
        self.segments = segments
    }

    /// Two lists are equal when their locations are; the index follows from them.
    public static func == (lhs: IndexedLocations, rhs: IndexedLocations) -> Bool {
        lhs.locations == rhs.locations
    }
}
