public import PlacesDomain

/// A feed repository that answers with a fixed result: the second conformer of `LocationRepository`, for view model
/// tests that are about state, not about HTTP.
public struct InMemoryLocationRepository: LocationRepository {
    private let result: Result<FeedLoad, FeedFailure>

    /// A repository whose feed is `locations`, fresh from the source.
    public init(_ locations: [Location], skipped: Int = 0) {
        result = .success(FeedLoad(locations: locations, skippedEntries: skipped, provenance: .live))
    }

    /// A repository that answers with `load`.
    public init(load: FeedLoad) {
        result = .success(load)
    }

    /// A repository that always fails with `failure`.
    public init(failure: FeedFailure) {
        result = .failure(failure)
    }

    public func loadFeed() async throws(FeedFailure) -> FeedLoad {
        try result.get()
    }
}

/// The user's locations in memory, behaving like the file store (whole list back from every call).
public actor InMemoryCustomLocationRepository: CustomLocationRepository {
    private var locations: [Location]
    private let failure: CustomStoreFailure?

    /// A store holding `locations`; every call fails with `failure` when one is given.
    public init(_ locations: [Location] = [], failure: CustomStoreFailure? = nil) {
        self.locations = locations
        self.failure = failure
    }

    public func loadCustom() async throws(CustomStoreFailure) -> CustomLocations {
        if let failure { throw failure }
        return CustomLocations(locations: locations)
    }

    public func add(_ location: Location) async throws(CustomStoreFailure) -> CustomLocations {
        if let failure { throw failure }
        locations.append(location)
        return CustomLocations(locations: locations)
    }

    public func remove(_ location: Location) async throws(CustomStoreFailure) -> CustomLocations {
        if let failure { throw failure }
        guard let index = locations.firstIndex(of: location) else { throw .notFound }
        locations.remove(at: index)
        return CustomLocations(locations: locations)
    }
}
