public import PlacesDomain

/// The outcome of decoding a feed document: the usable entries and how many were left out.
public struct DecodedFeed: Sendable, Equatable {
    /// The usable entries, in document order.
    public let locations: [Location]
    /// How many entries were skipped because they are not objects or their coordinates are unusable.
    public let skippedEntries: Int

    /// Creates a decoded feed.
    ///
    /// - Parameters:
    ///   - locations: The usable entries, in document order.
    ///   - skippedEntries: How many entries were left out.
    public init(locations: [Location], skippedEntries: Int) {
        self.locations = locations
        self.skippedEntries = skippedEntries
    }
}
