/// The user's locations in memory, behaving like the file store (whole list back from every call).
public actor InMemoryCustomLocationRepository: CustomLocationRepository {
    private var locations: [Location]
    private let failure: CustomStoreFailure?

    /// A store holding `locations`; every call fails with `failure` when one is given.
    public init(_ locations: [Location] = [], failure: CustomStoreFailure? = nil) {
        self.locations = locations
        self.failure = failure
    }

    /// The locations held, or the configured failure.
    public func loadCustom() async throws(CustomStoreFailure) -> CustomLocations {
        if let failure { throw failure }
        return CustomLocations(locations: locations)
    }

    /// Appends `location`, or fails with the configured failure.
    public func add(_ location: Location) async throws(CustomStoreFailure) -> CustomLocations {
        if let failure { throw failure }
        locations.append(location)
        return CustomLocations(locations: locations)
    }

    /// Appends all of `locations`, or none when it fails with the configured failure.
    public func add(contentsOf locations: [Location]) async throws(CustomStoreFailure) -> CustomLocations {
        if let failure { throw failure }
        self.locations.append(contentsOf: locations)
        return CustomLocations(locations: self.locations)
    }

    /// Removes the first location equal to `location`, or fails with the configured failure.
    public func remove(_ location: Location) async throws(CustomStoreFailure) -> CustomLocations {
        if let failure { throw failure }
        guard let index = locations.firstIndex(of: location) else { throw .notFound }
        locations.remove(at: index)
        return CustomLocations(locations: locations)
    }
}
