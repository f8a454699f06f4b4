public import PlacesDomain

/// Saves every live load of another repository, and answers with the saved copy when that repository fails.
///
/// The copy is the last good answer of the same source, shown with the time it was saved and the reason the source
/// failed now; a source with no saved copy fails as it did. Only live loads are saved, and only after they decoded,
/// so a bad answer never replaces a good copy.
public struct CachingLocationRepository: LocationRepository {
    private let source: any LocationRepository
    private let cache: FeedCache
    private let key: String

    /// A repository that saves what `source` loads into `cache` under `key`.
    ///
    /// - Parameters:
    ///   - source: Any repository, usually a ``RemoteLocationRepository``.
    ///   - cache: Where copies are kept.
    ///   - key: The source's identity, so one source never gets another's copy (its URL, for instance).
    public init(source: any LocationRepository, cache: FeedCache, key: String) {
        self.source = source
        self.cache = cache
        self.key = key
    }

    /// The source's load, saved when it is live; else the saved copy, carrying the source's failure.
    public func loadFeed() async throws(FeedFailure) -> FeedLoad {
        do {
            let load = try await source.loadFeed()
            // A cache that cannot be written costs only the offline fallback; the load itself succeeded.
            if load.provenance == .live { try? await cache.save(load, forKey: key) }
            return load
        } catch {
            guard let saved = await cache.load(forKey: key) else { throw error }
            return saved.shown(because: error)
        }
    }
}
