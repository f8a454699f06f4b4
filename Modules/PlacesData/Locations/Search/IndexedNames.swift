import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import PlacesDomain
import Synchronization

/// The data layer's `NameIndexer`: it makes a feed's names searchable faster than Domain's `FoldedNames.Indexer`,
/// answering exactly as that does (the tests compare the two).
///
/// What it buys, for a long list (figures in docs/PERFORMANCE.md): the names are folded on every core at once, a
/// single search reads them sixteen bytes at a time on every core (`SearchScan`), and the second search of the same
/// list builds bit sets (`SearchIndex`) that let every later one skip nearly every name, so a session searching a
/// long list again and again never waits for a search. Nothing outside this folder knows how.
public struct BitSetIndexer: NameIndexer {
    /// An indexer.
    public init() {}

    /// The index of `locations`' names, folded now; its bit sets are built when repeated searches need them.
    public func index(_ locations: [Location]) -> any NameIndex {
        IndexedNames(locations)
    }
}

/// A list's folded names in parts folded at once, with the bit sets built from them at the second search.
final class IndexedNames: NameIndex {
    /// The folded names, part after part, covering the list in order.
    let parts: [FoldedNames]
    /// The position of each part's first entry.
    private let bases: [Int]
    let count: Int
    private let index: DeferredSearchIndex

    /// Lists shorter than this are folded in one part: threads cost more than they save.
    static let partLength = 16_384

    /// The index of `locations`, folded in one part per core for a long list.
    convenience init(_ locations: [Location]) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        self.init(locations, partCount: max(1, min(cores, locations.count / Self.partLength)))
    }

    /// The index of `locations`, folded in `partCount` parts at once.
    init(_ locations: [Location], partCount: Int) {
        let length = (locations.count + partCount - 1) / max(partCount, 1)
        let slices = (0..<partCount).map { part in
            locations[min(locations.count, part * length)..<min(locations.count, (part + 1) * length)]
        }
        let parts = Self.concurrently(slices.count) { FoldedNames(slices[$0]) }
        self.parts = parts
        // A slice keeps its positions in the list: each part starts where its slice does.
        bases = slices.map(\.startIndex)
        count = locations.count
        index = DeferredSearchIndex { Self.concurrently(parts.count) { SearchIndexSegment(folded: parts[$0]) } }
    }

    func name(at position: Int) -> ArraySlice<UInt8> {
        let (part, offset) = locate(position)
        return parts[part].name(at: offset)
    }

    func isNamed(_ position: Int) -> Bool {
        let (part, offset) = locate(position)
        return parts[part].isNamed(offset)
    }

    func positions(containing needle: [UInt8]) -> [Int] {
        if let segments = index.segmentsForSearch() {
            return SearchIndex(segments: segments).positions(containing: needle)
        }
        let bases = bases
        let parts = parts
        return Array(Self.concurrently(parts.count) { SearchScan.matches(of: needle, in: parts[$0], offset: bases[$0]) }.joined())
    }

    /// The part that holds `position`, and the position within it: the last part that starts at or before it.
    private func locate(_ position: Int) -> (part: Int, offset: Int) {
        var part = bases.count - 1
        while bases[part] > position { part -= 1 }
        return (part, position - bases[part])
    }

    /// `work(0) … work(count - 1)`, run at once on every core, in order.
    private static func concurrently<Result: Sendable>(_ count: Int, _ work: @escaping @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(work) }
        let results = Mutex([Result?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = work(index)
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
