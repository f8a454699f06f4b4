#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
package import PlacesDomain
import Synchronization

/// Folds a long list's names for search on every core at once.
///
/// Folding is most of the cost of loading a large feed after parsing it. Domain builds an index from segments that
/// do not depend on each other; this cuts the list into one segment per core and builds them concurrently.
package enum ParallelIndexer {
    /// Lists shorter than this are indexed on the calling thread: starting threads would cost more than it saves.
    static let threshold = 20_000

    /// `locations` with their names indexed, using up to eight cores.
    package static func index(_ locations: [Location]) -> IndexedLocations {
        let cores = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))
        guard locations.count >= threshold, cores > 1 else { return IndexedLocations(locations) }
        let perSlice = (locations.count + cores - 1) / cores
        let segments = Mutex([SearchIndexSegment?](repeating: nil, count: cores))
        DispatchQueue.concurrentPerform(iterations: cores) { slice in
            let lower = min(locations.count, slice * perSlice)
            let upper = min(locations.count, lower + perSlice)
            let segment = SearchIndexSegment(names: locations[lower..<upper].lazy.map(\.name))
            segments.withLock { $0[slice] = segment }
        }
        return IndexedLocations(locations: locations, segments: segments.withLock { $0.compactMap { $0 } })
    }
}
