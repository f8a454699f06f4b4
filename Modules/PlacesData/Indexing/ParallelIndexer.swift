import Dispatch
package import PlacesDomain
import Synchronization

/// Builds a long list's search index on every core at once.
///
/// A large feed is decoded by two threads, and each folds the names of its own part as it goes (`FeedCollector`);
/// the index is one segment of bit sets per part, so the parts' segments are built concurrently and never joined.
/// The index is built only when repeated searches need it (`IndexedLocations`): a single search reads the folded
/// names directly.
package enum ParallelIndexer {
    /// `decoded`'s locations, to be indexed on every core when the index is first needed.
    package static func index(_ decoded: DecodedFeed) -> IndexedLocations {
        IndexedLocations(locations: decoded.locations, folded: decoded.folded, runner: runner, indexer: segments(for:))
    }

    /// Runs the parts of a scan on every core at once: a one-shot search of 235,000 names reads each parser part's
    /// folded names on a core of its own.
    package static let runner = PartRunner { count, work in
        guard count > 1 else {
            if count == 1 { work(0) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: count, execute: work)
    }

    /// The index segments of `parts`, one per part, built now, concurrently when there are several.
    package static func segments(for parts: [FoldedNames]) -> [SearchIndexSegment] {
        guard parts.count > 1 else { return parts.map(SearchIndexSegment.init(folded:)) }
        let segments = Mutex([SearchIndexSegment?](repeating: nil, count: parts.count))
        DispatchQueue.concurrentPerform(iterations: parts.count) { part in
            let segment = SearchIndexSegment(folded: parts[part])
            segments.withLock { $0[part] = segment }
        }
        return segments.withLock { $0.compactMap { $0 } }
    }
}
