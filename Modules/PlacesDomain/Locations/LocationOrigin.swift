/// Where a ``Location`` comes from.
public enum LocationOrigin: String, Hashable, Sendable, CaseIterable {
    /// An entry of the Places feed (or its cached or compiled-in copy).
    case feed
    /// A location the user added and Places keeps for them.
    case custom
}
