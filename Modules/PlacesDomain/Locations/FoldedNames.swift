/// The folded names of a list, end to end, and the plain search over them: a name matches when the folded query is
/// a part of it (see `SearchFolding`), so "zurich" finds "Zürich".
public struct FoldedNames: NameIndex {
    /// Every folded name, end to end; name `i` is `bytes[starts[i] ..< starts[i + 1]]`, empty for an unnamed entry.
    package private(set) var bytes: [UInt8] = []
    package private(set) var starts: [Int] = [0]
    /// Whether each entry has a name.
    private var named: [Bool] = []

    /// The folded names of `locations`, in order.
    public init(_ locations: some Collection<Location>) {
        named.reserveCapacity(locations.count)
        starts.reserveCapacity(locations.count + 1)
        for location in locations { append(location.name) }
    }

    /// The folded `names`, in order; `nil` for an unnamed entry.
    public init(names: [String?]) {
        for name in names { append(name) }
    }

    /// How many entries there are.
    public var count: Int { named.count }

    /// Adds the next entry's name (already normalized, as ``Location/name`` is), or `nil` for an unnamed one.
    public mutating func append(_ name: String?) {
        if let name {
            var folding = SearchFolding()
            folding.append(name, to: &bytes)
        }
        named.append(name != nil)
        starts.append(bytes.count)
    }

    /// The folded form of entry `position`.
    public func name(at position: Int) -> ArraySlice<UInt8> {
        bytes[starts[position]..<starts[position + 1]]
    }

    /// Whether entry `position` has a name.
    public func isNamed(_ position: Int) -> Bool {
        named[position]
    }

    /// The positions of the named entries whose folded name contains `needle`, read one by one.
    public func positions(containing needle: [UInt8]) -> [Int] {
        (0..<count).filter { isNamed($0) && (needle.isEmpty || contains(name(at: $0), needle)) }
    }

    /// Whether `name` holds `needle` (not empty) as a run of bytes.
    private func contains(_ name: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard name.count >= needle.count else { return false }
        var start = name.startIndex
        while start + needle.count <= name.endIndex {
            if name[start] == needle[0] && name[start..<start + needle.count].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }

    /// What a query is compared with: the folded, trimmed text, or `nil` for a blank query, which matches every
    /// entry, named or not.
    public static func needle(for query: String) -> [UInt8]? {
        guard let trimmed = Location.normalizedName(query) else { return nil }
        var folding = SearchFolding()
        return folding.fold(trimmed)
    }

    /// Domain's ``NameIndexer``: it folds every name of the feed, and each search reads them all.
    public struct Indexer: NameIndexer {
        /// An indexer.
        public init() {}

        /// The folded names of `locations`.
        public func index(_ locations: [Location]) -> any NameIndex {
            FoldedNames(locations)
        }
    }
}
