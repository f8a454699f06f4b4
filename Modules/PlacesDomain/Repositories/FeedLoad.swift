/// The feed's locations as loaded, with where they came from and, when they are not fresh, why.
public struct FeedLoad: Sendable, Equatable {
    /// The valid entries, in feed order, indexed for search.
    public let indexed: IndexedLocations
    /// How many entries were left out because their coordinates were missing, not numbers, or out of range.
    public let skippedEntries: Int
    /// Whether these are fresh, saved earlier, or the copy compiled into the program.
    public let provenance: FeedProvenance
    /// Why the source itself could not be used, when these locations came from somewhere else; `nil` for a live
    /// load.
    public let failure: FeedFailure?

    /// The valid entries, in feed order.
    public var locations: LocationList { indexed.locations }

    /// Creates a load result from locations already indexed.
    ///
    /// - Parameters:
    ///   - indexed: The valid entries.
    ///   - skippedEntries: How many entries were left out.
    ///   - provenance: Where the entries came from.
    ///   - failure: Why the source could not be used, for a load that did not come from it.
    public init(indexed: IndexedLocations, skippedEntries: Int, provenance: FeedProvenance, failure: FeedFailure? = nil) {
        self.indexed = indexed
        self.skippedEntries = skippedEntries
        self.provenance = provenance
        self.failure = failure
    }

    /// Creates a load result, folding the names of `locations` for search on the calling thread.
    ///
    /// - Parameters:
    ///   - locations: The valid entries, in feed order.
    ///   - skippedEntries: How many entries were left out.
    ///   - provenance: Where the entries came from.
    ///   - failure: Why the source could not be used, for a load that did not come from it.
    public init(locations: [Location], skippedEntries: Int = 0, provenance: FeedProvenance = .live, failure: FeedFailure? = nil) {
        self.init(indexed: IndexedLocations(locations), skippedEntries: skippedEntries, provenance: provenance, failure: failure)
    }

    /// The same locations, shown because `failure` kept the source from being used.
    ///
    /// A decorator that falls back to another repository uses this to say why; a reason already given is kept.
    ///
    /// - Parameter failure: Why the source could not be used.
    /// - Returns: A copy with ``failure`` set.
    public func shown(because failure: FeedFailure) -> FeedLoad {
        FeedLoad(indexed: indexed, skippedEntries: skippedEntries, provenance: provenance, failure: self.failure ?? failure)
    }
}
