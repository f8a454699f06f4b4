/// A feed repository that answers with a fixed result: for tests and previews of code built on Places, where the
/// network would only get in the way.
public struct InMemoryLocationRepository: LocationRepository {
    private let result: Result<FeedLoad, FeedFailure>

    /// A repository whose feed is `locations`, fresh from the source.
    ///
    /// - Parameters:
    ///   - locations: The feed's entries.
    ///   - skipped: How many entries the load reports as left out.
    public init(_ locations: [Location], skipped: Int = 0) {
        result = .success(FeedLoad(locations: locations, skippedEntries: skipped, provenance: .live))
    }

    /// A repository that answers with `load`.
    ///
    /// - Parameter load: The answer to every ``loadFeed()``.
    public init(load: FeedLoad) {
        result = .success(load)
    }

    /// A repository that always fails with `failure`.
    ///
    /// - Parameter failure: What every ``loadFeed()`` throws.
    public init(failure: FeedFailure) {
        result = .failure(failure)
    }

    /// The fixed answer.
    public func loadFeed() async throws(FeedFailure) -> FeedLoad {
        try result.get()
    }
}
