#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import PlacesDomain

/// Loads the feed from its source and falls back, in order, to the last saved copy and to the compiled-in one.
///
/// Every successful fetch of a remote source is saved. When a fetch fails, the saved copy of the same source is
/// shown with the time it was saved; when there is none, the snapshot compiled into the program. Local files are
/// not copied into the cache: they are already on this machine. The load fails only when the snapshot itself
/// cannot be decoded, which the test suite rules out.
public struct CachingLocationRepository: LocationRepository {
    private let remote: RemoteLocationRepository
    private let cache: FeedCache?

    /// A repository that fetches through `remote` and saves into `cache`.
    ///
    /// - Parameters:
    ///   - remote: The source and how to reach it.
    ///   - cache: Where copies are saved; `nil` when there is no cache folder (no `HOME`).
    public init(remote: RemoteLocationRepository, cache: FeedCache?) {
        self.remote = remote
        self.cache = cache
    }

    public func loadFeed() async throws(FeedFailure) -> FeedLoad {
        let failure: FeedFailure
        do {
            let (document, decoded) = try await remote.fetch()
            if case .remote = remote.source {
                // A cache that cannot be written costs only the offline fallback; the fetch itself succeeded.
                try? cache?.save(document, for: remote.source)
            }
            return FeedLoad(locations: decoded.locations, skippedEntries: decoded.skippedEntries, provenance: .live)
        } catch {
            failure = error
        }
        if let saved = cache?.load(for: remote.source), let decoded = try? FeedDecoder.decode(saved.document) {
            return FeedLoad(
                locations: decoded.locations,
                skippedEntries: decoded.skippedEntries,
                provenance: .saved(savedAt: saved.savedAt, failure: failure)
            )
        }
        guard let snapshot = try? FeedDecoder.decode(Data(FeedSnapshot.document.utf8)) else { throw failure }
        return FeedLoad(
            locations: snapshot.locations,
            skippedEntries: snapshot.skippedEntries,
            provenance: .snapshot(capturedOn: FeedSnapshot.capturedOn, failure: failure)
        )
    }
}
