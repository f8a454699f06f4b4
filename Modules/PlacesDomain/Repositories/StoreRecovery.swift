/// A store that could not be read was kept under another name and a fresh one started.
public struct StoreRecovery: Sendable, Equatable {
    /// Where the unreadable file now is; nothing was deleted.
    public let movedTo: String
    /// How many locations could still be read from it and were carried over.
    public let carriedOver: Int

    /// Creates a recovery report.
    public init(movedTo: String, carriedOver: Int) {
        self.movedTo = movedTo
        self.carriedOver = carriedOver
    }
}
