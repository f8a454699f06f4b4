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
    /// The feed as loaded, folded once, so that a change to the user's locations folds only theirs.
    private let feed: IndexedLocations
    /// Every location's folded name, in parts: the feed's, then the user's.
    private let folded: [FoldedNames]
    /// The index of the user's few locations, built at once; the feed's is built when repeated searches need it.
    private let customSegments: [SearchIndexSegment]

    /// Merges the feed and the user's locations into one numbered list.
    ///
    /// - Parameters:
    ///   - feed: The feed's locations, in feed order, with their search index (built when searches need it).
    ///   - custom: The user's locations, in the order they were added.
    public init(feed: IndexedLocations, custom: [Location] = []) {
        // No copy of a large feed when there is nothing to append.
        locations = custom.isEmpty ? feed.locations : feed.locations + custom
        feedCount = feed.locations.count
        self.feed = feed
        let customFolded = custom.isEmpty ? [] : [FoldedNames(custom[...])]
        folded = feed.folded + customFolded
        customSegments = customFolded.map(SearchIndexSegment.init(folded:))
    }

    /// Merges the feed and the user's locations into one numbered list; the feed is indexed, when searches need it,
    /// on the thread that searches.
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
        matches(of: query, numbering: 1)
    }

    /// The positions plus `first` of the matches: from the index, or by reading every name when one search costs
    /// less that way (see `DeferredSearchIndex`).
    private func matches(of query: String, numbering first: Int) -> [Int] {
        if let segments = feed.index.segmentsForSearch() {
            let index = SearchIndex(segments: segments + customSegments)
            return first == 1 ? index.numbers(matching: query) : index.positions(matching: query)
        }
        guard let needle = SearchIndex.needle(for: query) else { return Array(first..<locations.count + first) }
        return SearchScan.matches(of: needle, in: folded, numbering: first)
    }

    /// The folded name of the location at `position` (0-based).
    private func foldedName(at position: Int) -> ArraySlice<UInt8> {
        var offset = position
        for part in folded {
            if offset < part.count { return part.name(at: offset) }
            offset -= part.count
        }
        return []
    }

    /// Decides which location a name typed after `open` or `link` means.
    ///
    /// An exact name (after folding) wins; otherwise a single search match does. Several candidates are returned
    /// for the person to choose from, and when nothing matches the closest names are suggested.
    ///
    /// - Parameter text: The name or part of a name.
    /// - Returns: The resolution, never guessing between several candidates.
    public func resolve(name text: String) -> NameResolution {
        let matches = matches(of: text, numbering: 0)
        guard let trimmed = Location.normalizedName(text) else {
            return matches.count == 1 ? .found(1) : .ambiguous(matches.map { $0 + 1 })
        }
        var folding = SearchFolding()
        let folded = folding.fold(trimmed)
        let exact = matches.filter { foldedName(at: $0).elementsEqual(folded) }
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
        var base = 0
        for part in self.folded {
            for offset in 0..<part.count where part.isNamed(offset) {
                let name = part.name(at: offset)
                guard abs(name.count - folded.count) <= limit else { continue }
                let distance = EditDistance.between(folded, name, limit: limit)
                guard distance <= limit else { continue }
                best.append((distance, base + offset))
            }
            base += part.count
        }
        best.sort { ($0.distance, $0.position) < ($1.distance, $1.position) }
        var seen = Set<ArraySlice<UInt8>>()
        var result: [Int] = []
        for candidate in best where seen.insert(foldedName(at: candidate.position)).inserted {
            result.append(candidate.position + 1)
            if result.count == 3 { break }
        }
        return result
    }
}
