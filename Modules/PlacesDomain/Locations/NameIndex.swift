/// The folded names of a list (see `SearchFolding`), answering which of them contain a text: what a
/// ``LocationCatalog`` searches.
///
/// ``FoldedNames`` is the rule: it reads every name. A front end that searches one long list again and again can be
/// given a faster index by the data layer; it must answer exactly as ``FoldedNames`` does.
public protocol NameIndex: Sendable {
    /// How many entries there are, named or not.
    var count: Int { get }

    /// The folded name of entry `position`; empty for an unnamed entry.
    func name(at position: Int) -> ArraySlice<UInt8>

    /// Whether entry `position` has a name: an unnamed entry matches nothing, not even an empty query.
    func isNamed(_ position: Int) -> Bool

    /// The positions (0-based, ascending) of the named entries whose folded name contains `needle`.
    ///
    /// - Parameter needle: A folded query; an empty one (a query of combining marks alone) matches every named entry.
    func positions(containing needle: [UInt8]) -> [Int]
}

/// Makes the ``NameIndex`` of a feed once it is loaded. ``FoldedNames/Indexer`` is Domain's own, which reads every
/// name; the data layer offers a faster one for long lists.
public protocol NameIndexer: Sendable {
    /// The index of `locations`' names, in order.
    func index(_ locations: [Location]) -> any NameIndex
}
