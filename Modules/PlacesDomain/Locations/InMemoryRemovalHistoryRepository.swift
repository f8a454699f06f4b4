/// Removals kept in memory, as the file does: for tests, and for a front end with no folder to keep them in (undo
/// then lasts as long as the process).
public actor InMemoryRemovalHistoryRepository: RemovalHistoryRepository {
    private var removals: [NumberedLocation]
    private let failure: CustomStoreFailure?

    /// A history holding `removals` (oldest first); every call fails with `failure` when one is given.
    public init(_ removals: [NumberedLocation] = [], failure: CustomStoreFailure? = nil) {
        self.removals = removals
        self.failure = failure
    }

    /// The removals kept, or the configured failure.
    public func loadRemovals() async throws(CustomStoreFailure) -> RemovalHistory {
        if let failure { throw failure }
        return RemovalHistory(removals: removals)
    }

    /// Keeps `removed` as the newest, at most `limit` in all.
    public func record(_ removed: NumberedLocation, keeping limit: Int) async throws(CustomStoreFailure) -> RemovalHistory {
        removals = try await loadRemovals().recording(removed, keeping: limit)
        return RemovalHistory(removals: removals)
    }

    /// Forgets the newest when it is `removed`.
    public func forget(_ removed: NumberedLocation) async throws(CustomStoreFailure) -> RemovalHistory {
        removals = try await loadRemovals().forgetting(removed)
        return RemovalHistory(removals: removals)
    }
}
