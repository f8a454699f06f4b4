/// A list of locations with their names folded for search, and the search index made from them once repeated
/// searches need it (see `DeferredSearchIndex`), so that both are paid once per load.
///
/// ``LocationCatalog`` puts the feed's list and the user's locations side by side; adding a location of your own
/// then folds one name, never the whole feed again.
public struct IndexedLocations: Sendable, Equatable {
    /// The locations, in order (a feed's made when they are read).
    public let locations: LocationList
    /// The folded names of ``locations``, in parts that were folded independently, covering them in order.
    package let folded: [FoldedNames]
    /// The bit sets of ``folded``, shared by every copy of this list.
    package let index: DeferredSearchIndex
    /// How a scan of ``folded`` works on its parts.
    package let runner: PartRunner

    /// The list, with its names folded now and its index built on the thread that first needs it.
    ///
    /// - Parameter locations: The list, in the order it is numbered.
    public init(_ locations: [Location]) {
        self.init(locations: LocationList(locations), folded: [FoldedNames(locations[...])]) { parts in
            parts.map(SearchIndexSegment.init(folded:))
        }
    }

    /// A list whose names were folded elsewhere (parts that cover every location in order), whose index `indexer`
    /// builds from those parts when it is first needed (on several threads, say), and whose parts a single search
    /// scans through `runner`.
    package init(
        locations: LocationList,
        folded: [FoldedNames],
        runner: PartRunner = .oneByOne,
        indexer: @escaping @Sendable ([FoldedNames]) -> [SearchIndexSegment]
    ) {
        precondition(folded.reduce(0) { $0 + $1.count } == locations.count, "folded names must cover the list exactly")
        self.locations = locations
        self.folded = folded
        self.runner = runner
        index = DeferredSearchIndex { indexer(folded) }
    }

    /// Builds the search index now, if it is not built yet, so that no search has to wait for it: for a front end
    /// that will search many times, on a thread that is not answering searches.
    public func prepareSearch() {
        index.prepare()
    }

    /// Two lists are equal when their locations are; the index follows from them.
    public static func == (lhs: IndexedLocations, rhs: IndexedLocations) -> Bool {
        lhs.locations == rhs.locations
    }
}
