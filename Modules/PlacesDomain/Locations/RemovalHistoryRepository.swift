/// The locations removed last, kept so that `undo` can bring them back, several levels deep and in a later run.
/// Data implements it with a file in the user's data folder; ``InMemoryRemovalHistoryRepository`` is its double.
///
/// Every method returns the history as it stands after the call, oldest first, so a caller never acts on a history
/// another process has changed in the meantime.
public protocol RemovalHistoryRepository: Sendable {
    /// The removals kept, oldest first.
    func loadRemovals() async throws(CustomStoreFailure) -> RemovalHistory
    /// Keeps `removed` as the newest removal, dropping the oldest beyond `limit`.
    func record(_ removed: NumberedLocation, keeping limit: Int) async throws(CustomStoreFailure) -> RemovalHistory
    /// Forgets the newest removal when it is `removed` (it was brought back); any other history is left as it is.
    func forget(_ removed: NumberedLocation) async throws(CustomStoreFailure) -> RemovalHistory
}

/// The removals a ``RemovalHistoryRepository`` keeps, and anything the person must be told about it.
public struct RemovalHistory: Sendable, Equatable {
    /// The removed locations with the numbers they had, oldest first: `undo` brings back the last.
    public let removals: [NumberedLocation]
    /// Set when the history could not be read and was moved aside during this call: undo starts afresh, and the
    /// user's list itself is untouched.
    public let recovery: StoreRecovery?

    /// Creates a history.
    ///
    /// - Parameters:
    ///   - removals: The removed locations with their numbers, oldest first.
    ///   - recovery: Where an unreadable history was moved, when it was.
    public init(removals: [NumberedLocation], recovery: StoreRecovery? = nil) {
        self.removals = removals
        self.recovery = recovery
    }

    /// The history after `removed` is kept as the newest, with at most `limit` removals.
    public func recording(_ removed: NumberedLocation, keeping limit: Int) -> [NumberedLocation] {
        Array((removals + [removed]).suffix(max(limit, 1)))
    }

    /// The history after the newest is forgotten, when it is `removed`.
    public func forgetting(_ removed: NumberedLocation) -> [NumberedLocation] {
        removals.last == removed ? Array(removals.dropLast()) : removals
    }
}
