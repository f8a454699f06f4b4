/// The user's locations in memory, behaving like the file store: numbers kept, whole list back from every call.
public actor InMemoryCustomLocationRepository: CustomLocationRepository {
    private var locations: [Location]
    private var numbers: [Int?]
    private var next = 1
    private let failure: CustomStoreFailure?

    /// A store holding `locations`, without numbers yet (as a file another tool wrote); every call fails with
    /// `failure` when one is given.
    public init(_ locations: [Location] = [], failure: CustomStoreFailure? = nil) {
        self.locations = locations
        numbers = Array(repeating: nil, count: locations.count)
        self.failure = failure
    }

    /// The locations held, or the configured failure.
    public func loadCustom() async throws(CustomStoreFailure) -> CustomLocations {
        if let failure { throw failure }
        return CustomLocations(locations: locations, storedNumbers: numbers, nextNumber: next)
    }

    /// Applies `change` as the file store does, or fails with the configured failure and changes nothing.
    public func apply(_ change: CustomChange, numberedAbove floor: Int) async throws(CustomStoreFailure) -> CustomLocations {
        if let failure { throw failure }
        guard let plan = try change.plan(locations: locations, stored: numbers, next: next, above: floor) else {
            return try await loadCustom()
        }
        locations = plan.kept.map { locations[$0.index] } + plan.added.map(\.location)
        numbers = plan.kept.map(\.number) + plan.added.map(\.number)
        next = plan.next
        return try await loadCustom()
    }
}
