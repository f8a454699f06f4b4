/// The full list a person picks from: feed entries first, then their own locations, each with a stable number.
///
/// The feed's entries are numbered 1 to N in feed order; the user's locations follow with the numbers their store
/// keeps for them (``CustomNumbering``): a location keeps its number for as long as it exists, and a removed one
/// leaves its number unused. So `open 3` always means the same place, whatever search was run last, and `remove 7`
/// after `remove 6` means what #7 meant before. This type holds the rules that need the whole list: merging,
/// numbering, search and resolving what someone typed after `open`.
public struct LocationCatalog: Sendable {
    /// Every location in list order: feed entries first, then custom ones, ascending by number.
    public let locations: [Location]
    /// How many of ``locations`` come from the feed; the custom ones follow them.
    public let feedCount: Int
    /// The numbers of the custom locations, ascending, in step with ``custom``.
    public let customNumbers: [Int]
    /// The feed's locations, in feed order: the first ``feedCount`` of ``locations``.
    public let feedLocations: [Location]
    /// The feed's folded names, made once per load, so that a change to the user's locations folds only theirs.
    private let feedNames: any NameIndex
    /// The user's locations' folded names.
    private let customNames: FoldedNames

    /// Merges the feed and the user's locations, with their numbers, into one numbered list.
    ///
    /// - Parameters:
    ///   - feed: The feed's locations, in feed order.
    ///   - names: The feed's names as an index (see ``NameIndexer``); `nil` folds them here, into ``FoldedNames``.
    ///   - custom: The user's locations as their store has them, numbered above the feed.
    public init(feed: [Location], names: (any NameIndex)? = nil, custom: CustomLocations) {
        self.init(feed: feed, names: names ?? FoldedNames(feed), numbered: custom.numbered(above: feed.count))
    }

    /// Merges the feed and the user's locations into one numbered list, numbering the user's after the feed in
    /// order, as a store that kept no numbers would.
    ///
    /// - Parameters:
    ///   - feed: The feed's locations, in feed order.
    ///   - names: The feed's names as an index (see ``NameIndexer``); `nil` folds them here, into ``FoldedNames``.
    ///   - custom: The user's locations, in the order they were added.
    public init(feed: [Location], names: (any NameIndex)? = nil, custom: [Location] = []) {
        self.init(feed: feed, names: names, custom: CustomLocations(locations: custom))
    }

    private init(feed: [Location], names: any NameIndex, numbered custom: [NumberedLocation]) {
        precondition(names.count == feed.count, "the names must be the feed's")
        locations = custom.isEmpty ? feed : feed + custom.map(\.location)
        feedCount = feed.count
        customNumbers = custom.map(\.number)
        feedLocations = feed
        feedNames = names
        customNames = FoldedNames(custom.map(\.location))
    }

    /// The same feed with `custom` as the user's locations: what the list is after an addition or a removal.
    public func replacingCustom(with custom: CustomLocations) -> LocationCatalog {
        LocationCatalog(feed: feedLocations, names: feedNames, numbered: custom.numbered(above: feedCount))
    }

    /// The user's locations, ascending by number.
    public var custom: ArraySlice<Location> { locations[feedCount...] }

    /// The numbers from 1 to the highest in use; a removed location's number inside it is unused.
    public var numbers: ClosedRange<Int>? {
        guard !locations.isEmpty else { return nil }
        return 1...(customNumbers.last ?? feedCount)
    }

    /// The location with a given number, or `nil` when there is none.
    ///
    /// - Parameter number: A location's number.
    public func location(number: Int) -> Location? {
        position(of: number).map { locations[$0] }
    }

    /// The number of the location at `position` in ``locations``.
    public func number(at position: Int) -> Int {
        position < feedCount ? position + 1 : customNumbers[position - feedCount]
    }

    /// Where location `number` is in ``locations``, or `nil` when no location has it.
    public func position(of number: Int) -> Int? {
        guard number >= 1 else { return nil }
        if number <= feedCount { return number - 1 }
        var low = 0
        var high = customNumbers.count
        while low < high {
            let middle = (low + high) / 2
            if customNumbers[middle] < number { low = middle + 1 } else { high = middle }
        }
        return low < customNumbers.count && customNumbers[low] == number ? feedCount + low : nil
    }

    /// The locations that match `query`, with their numbers, in list order.
    ///
    /// Matching is a case- and diacritic-insensitive substring match on the name with the query trimmed: "zurich"
    /// finds "Zürich". An empty query matches everything; an unnamed location never matches a non-empty query.
    ///
    /// - Parameter query: The search text.
    /// - Returns: The matches, ascending by number, made as they are read.
    public func search(_ query: String) -> SearchMatches {
        SearchMatches(numbers: numbers(matching: query), catalog: self)
    }

    /// The numbers of the locations that match `query`, ascending: ``search(_:)`` without the locations, for front
    /// ends that make their rows one at a time from a very long list.
    public func numbers(matching query: String) -> [Int] {
        matches(of: query).map(number(at:))
    }

    /// The positions of the locations that match `query`, ascending: the feed's names are asked, then the user's.
    private func matches(of query: String) -> [Int] {
        guard let needle = FoldedNames.needle(for: query) else { return Array(locations.indices) }
        return feedNames.positions(containing: needle) + customNames.positions(containing: needle).map { $0 + feedCount }
    }

    /// The folded name of the location at `position` (0-based).
    private func foldedName(at position: Int) -> ArraySlice<UInt8> {
        position < feedCount ? feedNames.name(at: position) : customNames.name(at: position - feedCount)
    }

    /// Calls `body` with the name of each location whose folded name starts with `prefix`, in list order, until it
    /// returns false: what Tab completion offers, with only those names read.
    package func forEachName(foldedPrefix prefix: [UInt8], _ body: (String) -> Bool) {
        forEachFoldedName { position, name in
            guard name.starts(with: prefix), let made = locations[position].name else { return true }
            return body(made)
        }
    }

    /// Calls `body` with the position and folded name of each named location, in list order, until it returns false.
    private func forEachFoldedName(_ body: (_ position: Int, _ folded: ArraySlice<UInt8>) -> Bool) {
        for position in locations.indices where isNamed(position) {
            if !body(position, foldedName(at: position)) { return }
        }
    }

    private func isNamed(_ position: Int) -> Bool {
        position < feedCount ? feedNames.isNamed(position) : customNames.isNamed(position - feedCount)
    }

    /// Decides which location a name typed after `open` or `link` means.
    ///
    /// An exact name (after folding) wins; otherwise a single search match does. Several candidates are returned
    /// for the person to choose from, and when nothing matches the closest names are suggested.
    ///
    /// - Parameter text: The name or part of a name.
    /// - Returns: The resolution, never guessing between several candidates.
    public func resolve(name text: String) -> NameResolution {
        let matches = matches(of: text)
        guard let trimmed = Location.normalizedName(text) else {
            return matches.count == 1 ? .found(number(at: matches[0])) : .ambiguous(matches.map(number(at:)))
        }
        var folding = SearchFolding()
        let folded = folding.fold(trimmed)
        let exact = matches.filter { foldedName(at: $0).elementsEqual(folded) }
        if exact.count == 1 { return .found(number(at: exact[0])) }
        if exact.count > 1 { return .ambiguous(exact.map(number(at:))) }
        if matches.count == 1 { return .found(number(at: matches[0])) }
        if matches.count > 1 { return .ambiguous(matches.map(number(at:))) }
        return .notFound(suggestions: suggestions(for: folded))
    }

    /// Whether `text` is location `number`'s whole name, compared as ``resolve(name:)`` compares names (case,
    /// accents and surrounding spaces aside), rather than a part of it.
    public func isExactName(_ text: String, of number: Int) -> Bool {
        guard let position = position(of: number), let trimmed = Location.normalizedName(text) else { return false }
        var folding = SearchFolding()
        return foldedName(at: position).elementsEqual(folding.fold(trimmed))
    }

    /// Up to three numbers of names closest to `folded`, by the one did-you-mean rule (``EditDistance``).
    private func suggestions(for folded: [UInt8]) -> [Int] {
        EditDistance.suggestions(for: folded) { visit in
            forEachFoldedName { position, name in
                visit(position, name)
                return true
            }
        }.map(number(at:))
    }
}
