/// An import that was carried out: what the file gave, and the user's locations after it.
public struct ImportOutcome: Equatable, Sendable {
    /// What was added, skipped and recognised as already there.
    public let result: ImportResult
    /// The user's locations after the import (unchanged when there was nothing to add).
    public let store: CustomLocations

    /// Creates an outcome.
    ///
    /// - Parameters:
    ///   - result: What was added, skipped and recognised as already there.
    ///   - store: The user's locations after the import.
    public init(result: ImportResult, store: CustomLocations) {
        self.result = result
        self.store = store
    }
}
