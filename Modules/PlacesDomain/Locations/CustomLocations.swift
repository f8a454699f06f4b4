/// The user's locations after a load or a change, with the numbers the store keeps for them, and anything the
/// person must be told about the store.
public struct CustomLocations: Sendable, Equatable {
    /// The saved locations, in store order (oldest first, a brought-back one last), each with origin
    /// ``LocationOrigin/custom``.
    public let locations: [Location]
    /// Each location's number as the store keeps it, in step with ``locations``; `nil` for one that has none yet
    /// (written by another tool, or before numbers were kept). ``numbered(above:)`` gives every location its number.
    public let storedNumbers: [Int?]
    /// The lowest number the store has not given: a removed location's number is never given again.
    public let nextNumber: Int
    /// Set when the store could not be read and was moved aside during this call.
    public let recovery: StoreRecovery?

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - locations: The saved locations, in store order.
    ///   - storedNumbers: Their numbers as kept, in step; `nil` (the default) for a store that keeps none.
    ///   - nextNumber: The lowest number the store has not given.
    ///   - recovery: Where an unreadable store was moved, when it was.
    public init(locations: [Location], storedNumbers: [Int?]? = nil, nextNumber: Int = 1, recovery: StoreRecovery? = nil) {
        self.locations = locations
        self.storedNumbers = storedNumbers ?? Array(repeating: nil, count: locations.count)
        self.nextNumber = nextNumber
        self.recovery = recovery
    }

    /// Every location with its number in a list whose feed has `floor` entries (``CustomNumbering``), ascending by
    /// number.
    public func numbered(above floor: Int) -> [NumberedLocation] {
        let numbers = CustomNumbering.numbers(stored: storedNumbers, next: nextNumber, above: floor).numbers
        return zip(numbers, locations).map { NumberedLocation(number: $0, location: $1) }.sorted { $0.number < $1.number }
    }
}
