import Synchronization

/// A long list's search index, built only once a second search shows that it will be used again.
///
/// Building the index folds every name and then sets its bits, so a single search costs less as a scan
/// (`SearchScan`): a one-shot `places search` over 235,000 names never builds it. A session searches again and
/// again; its second search builds the index, and every later one reads only the bit sets. ``prepare()`` builds
/// it ahead of time, off the thread that searches. Every copy of a list shares one, so it is built once per load.
package final class DeferredSearchIndex: Sendable {
    private enum State {
        case unused
        case scanned
        case built([SearchIndexSegment])
    }

    private let state: Mutex<State>
    private let build: @Sendable () -> [SearchIndexSegment]

    /// An index that `build` makes when it is first needed.
    package init(build: @escaping @Sendable () -> [SearchIndexSegment]) {
        state = Mutex(.unused)
        self.build = build
    }

    /// The segments for one more search, or `nil` when that search should scan instead: the first search of
    /// the list, or any search while another thread is building the index (it is not waited for).
    package func segmentsForSearch() -> [SearchIndexSegment]? {
        let answer = state.withLockIfAvailable { state -> [SearchIndexSegment]? in
            switch state {
            case .unused:
                state = .scanned
                return nil
            case .scanned:
                let segments = build()
                state = .built(segments)
                return segments
            case .built(let segments):
                return segments
            }
        }
        return answer ?? nil
    }

    /// The segments, built now (or waited for) if they are not yet: for work that reads every folded name.
    package func segments() -> [SearchIndexSegment] {
        state.withLock { state in
            if case .built(let segments) = state { return segments }
            let segments = build()
            state = .built(segments)
            return segments
        }
    }
}
