/// The user's locations after a load or a change, and anything the person must be told about the store.
public struct CustomLocations: Sendable, Equatable {
    /// The saved locations, oldest first, each with origin ``LocationOrigin/custom``.
    public let locations: [Location]
    /// Set when the store could not be read and was moved aside during this call.
    public let recovery: StoreRecovery?

    /// Creates a result.
    public init(locations: [Location], recovery: StoreRecovery? = nil) {
        self.locations = locations
        self.recovery = recovery
    }
}
