/// The full list a person picks from: feed entries first, then their own locations, each with a stable number.
///
/// A location's number is its 1-based position in this full list, whatever search was run last, so `open 3`
/// always means the same place. This type holds the rules that need the whole list: merging, numbering, search
/// and resolving what someone typed after `open`.
public struct LocationCatalog: Sendable {
    /// Every location, feed entries first, then custom ones.
    public let locations: [Location]
    /// How many of ``locations`` come from the feed; the custom ones follow them.
    public let feedCount: Int
    /// The feed as loaded, indexed once, so that a change to the user's locations re-indexes only theirs.
    private let feed: IndexedLocations
    private let index: SearchIndex

    /// Merges the feed and the user's locations into one numbered list.
    ///
    /// - Parameters:
    ///   - feed: The feed's locations, in feed order, already indexed for search.
    ///   - custom: The user's locations, in the order they were added.
    public init(feed: IndexedLocations, custom: [Location] = []) {
        // No copy of a large feed when there is nothing to append.
        locations = custom.isEmpty ? feed.locations : feed.locations + custom
        feedCount = feed.locations.count
        self.feed = feed
        let customSegments = custom.isEmpty ? [] : [SearchIndexSegment(names: custom.lazy.map(\.name))]
        index = SearchIndex(segments: feed.segments + customSegments)
    }

    /// Merges the feed and the user's locations into one numbered list, indexing the feed on the calling thread.
    ///
    /// - Parameters:
    ///   - feed: The feed's locations, in feed order.
    ///   - custom: The user's locations, in the order they were added.
    public init(feed: [Location], custom: [Location] = []) {
        self.init(feed: IndexedLocations(feed), custom: custom)
    }

    /// The same feed with `custom` as the user's locations: what the list is after an addition or a removal.
    public func replacingCustom(with custom: [Location]) -> LocationCatalog {
        LocationCatalog(feed: feed, custom: custom)
    }

    /// The user's locations, in the order they were added.
    public var custom: ArraySlice<Location> { locations[feedCount...] }

    /// The numbers that are valid for this list.
    public var numbers: ClosedRange<Int>? { locations.isEmpty ? nil : 1...locations.count }

    /// The location with a given number, or `nil` when there is none.
    ///
    /// - Parameter number: A 1-based position in the full list.
    public func location(number: Int) -> Location? {
        locations.indices.contains(number - 1) ? locations[number - 1] : nil
    }

    /// The locations that match `query`, with their numbers, in list order.
    ///
    /// Matching is a case- and diacritic-insensitive substring match on the name with the query trimmed: "zurich"
    /// finds "Zürich". An empty query matches everything; an unnamed location never matches a non-empty query.
    ///
    /// - Parameter query: The search text.
    /// - Returns: The matches, ascending by number, made as they are read.
    public func search(_ query: String) -> SearchMatches {
        SearchMatches(numbers: numbers(matching: query), locations: locations)
    }

    /// The numbers of the locations that match `query`, ascending: ``search(_:)`` without the locations, for front
    /// ends that make their rows one at a time from a very long list.
    package func numbers(matching query: String) -> [Int] {
        index.numbers(matching: query)
    }

    /// Decides which location a name typed after `open` or `link` means.
    ///
    /// An exact name (after folding) wins; otherwise a single search match does. Several candidates are returned
    /// for the person to choose from, and when nothing matches the closest names are suggested.
    ///
    /// - Parameter text: The name or part of a name.
    /// - Returns: The resolution, never guessing between several candidates.
    public func resolve(name text: String) -> NameResolution {
        let matches = index.positions(matching: text)
        guard let trimmed = Location.normalizedName(text) else {
            return matches.count == 1 ? .found(1) : .ambiguous(matches.map { $0 + 1 })
        }
        var folding = SearchFolding()
        let folded = folding.fold(trimmed)
        let exact = matches.filter { index.foldedName(at: $0).elementsEqual(folded) }
        if exact.count == 1 { return .found(exact[0] + 1) }
        if exact.count > 1 { return .ambiguous(exact.map { $0 + 1 }) }
        if matches.count == 1 { return .found(matches[0] + 1) }
        if matches.count > 1 { return .ambiguous(matches.map { $0 + 1 }) }
        return .notFound(suggestions: suggestions(for: folded))
    }

    /// Up to three numbers of names closest to `folded` by edit distance, closest first.
    private func suggestions(for folded: [UInt8]) -> [Int] {
        // Farther than a third of the query's length is no longer a typo but a different name.
        let limit = max(2, folded.count / 3)
        var best: [(distance: Int, position: Int)] = []
        for position in 0..<index.count where index.isNamed(position) {
            let name = index.foldedName(at: position)
            guard abs(name.count - folded.count) <= limit else { continue }
            let distance = EditDistance.between(folded, name, limit: limit)
            guard distance <= limit else { continue }
            best.append((distance, position))
        }
        best.sort { ($0.distance, $0.position) < ($1.distance, $1.position) }
        var seen = Set<ArraySlice<UInt8>>()
        var result: [Int] = []
        for candidate in best where seen.insert(index.foldedName(at: candidate.position)).inserted {
            result.append(candidate.position + 1)
            if result.count == 3 { break }
        }
        return result
    }
}
