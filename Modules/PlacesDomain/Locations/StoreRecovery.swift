/// A store that could not be read was kept under another name and a fresh one started: the loss of the user's
/// saved list, which is said whatever else is kept quiet.
public struct StoreRecovery: Sendable, Equatable {
    /// Where the unreadable file now is; nothing was deleted.
    public let movedTo: String
    /// How many locations could still be read from it and were carried over.
    public let carriedOver: Int
    /// Why it could not be read.
    public let damage: StoreDamage
    /// Whether an earlier run moved it aside: the store is still missing, and the file kept aside is still there,
    /// so the loss is said again until the person moves it back or deletes it.
    public let earlier: Bool

    /// Creates a recovery report.
    ///
    /// - Parameters:
    ///   - movedTo: Where the unreadable file now is.
    ///   - carriedOver: How many locations were carried over into a fresh store.
    ///   - damage: Why it could not be read.
    ///   - earlier: Whether an earlier run moved it aside (and nothing has replaced it since).
    public init(movedTo: String, carriedOver: Int, damage: StoreDamage, earlier: Bool = false) {
        self.movedTo = movedTo
        self.carriedOver = carriedOver
        self.damage = damage
        self.earlier = earlier
    }
}
