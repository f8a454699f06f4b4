public import PlacesDomain

/// The outcome of decoding a feed document: the usable entries and how many were left out.
public struct DecodedFeed: Sendable, Equatable {
    /// The usable entries, in document order, made when they are read (see `LocationList`).
    public let locations: LocationList
    /// How many entries were skipped because they are not objects or their coordinates are unusable.
    public let skippedEntries: Int
    /// The entries' names folded for search, in the parts the parser threads decoded.
    package let folded: [FoldedNames]

    /// Creates a decoded feed.
    ///
    /// - Parameters:
    ///   - locations: The usable entries, in document order.
    ///   - skippedEntries: How many entries were left out.
    public init(locations: [Location], skippedEntries: Int) {
        self.init(locations: LocationList(locations), skippedEntries: skippedEntries, folded: [FoldedNames(locations[...])])
    }

    /// A decoded feed whose names were folded while it was decoded.
    package init(locations: LocationList, skippedEntries: Int, folded: [FoldedNames]) {
        self.locations = locations
        self.skippedEntries = skippedEntries
        self.folded = folded
    }

    /// Two results are equal when their entries and skipped counts are; the folded names follow from the entries.
    public static func == (lhs: DecodedFeed, rhs: DecodedFeed) -> Bool {
        lhs.locations == rhs.locations && lhs.skippedEntries == rhs.skippedEntries
    }
}
