/// The feed's locations as loaded, with where they came from and, when they are not fresh, why.
public struct FeedLoad: Sendable, Equatable {
    /// The valid entries, in feed order.
    public let locations: [Location]
    /// How many entries were left out because their coordinates were missing, not numbers, or out of range.
    public let skippedEntries: Int
    /// Whether these are fresh, saved earlier, or the copy compiled into the program.
    public let provenance: FeedProvenance
    /// Why the source itself could not be used, when these locations came from somewhere else; `nil` for a live
    /// load.
    public let failure: FeedFailure?

    /// Creates a load result.
    ///
    /// - Parameters:
    ///   - locations: The valid entries, in feed order.
    ///   - skippedEntries: How many entries were left out.
    ///   - provenance: Where the entries came from.
    ///   - failure: Why the source could not be used, for a load that did not come from it.
    public init(locations: [Location], skippedEntries: Int = 0, provenance: FeedProvenance = .live, failure: FeedFailure? = nil) {
        self.locations = locations
        self.skippedEntries = skippedEntries
        self.provenance = provenance
        self.failure = failure
    }

    /// The same locations, shown because `failure` kept the source from being used.
    ///
    /// A decorator that falls back to another repository uses this to say why; a reason already given is kept.
    ///
    /// - Parameter failure: Why the source could not be used.
    /// - Returns: A copy with ``failure`` set.
    public func shown(because failure: FeedFailure) -> FeedLoad {
        FeedLoad(locations: locations, skippedEntries: skippedEntries, provenance: provenance, failure: self.failure ?? failure)
    }
}
