/// A location with its number in a ``LocationCatalog``: its 1-based place in the full list.
public struct NumberedLocation: Hashable, Sendable {
    /// The location's number, which `open 3` and links to it use whatever was searched.
    public let number: Int
    /// The location.
    public let location: Location

    /// Pairs a number with its location.
    ///
    /// - Parameters:
    ///   - number: The 1-based place in the full list.
    ///   - location: The location at that place.
    public init(number: Int, location: Location) {
        self.number = number
        self.location = location
    }
}
