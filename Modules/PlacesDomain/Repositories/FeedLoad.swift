#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The feed's locations as loaded, with where they came from.
public struct FeedLoad: Sendable, Equatable {
    /// The valid entries, in feed order.
    public let locations: [Location]
    /// How many entries were left out because their coordinates were missing, not numbers, or out of range.
    public let skippedEntries: Int
    /// Whether these are fresh, saved earlier, or the copy compiled into the program.
    public let provenance: FeedProvenance

    /// Creates a load result.
    public init(locations: [Location], skippedEntries: Int, provenance: FeedProvenance) {
        self.locations = locations
        self.skippedEntries = skippedEntries
        self.provenance = provenance
    }
}

/// Where the locations of a ``FeedLoad`` came from.
public enum FeedProvenance: Sendable, Equatable {
    /// Just fetched or read from the source.
    case live
    /// Saved after an earlier successful fetch, shown because fetching failed now.
    case saved(savedAt: Date, failure: FeedFailure)
    /// The copy of the feed compiled into the program, shown because fetching failed and nothing was saved.
    case snapshot(capturedOn: String, failure: FeedFailure)
}
