/// Something to mark on a map: a location of the list (`#3`), an article of the last list (`@2`) or a saved
/// article (`S1`).
public struct MapPin: Hashable, Sendable {
    /// How the person refers to it.
    public enum Reference: Hashable, Sendable {
        /// A location of the list, by number.
        case location(Int)
        /// An article of the last list, by number.
        case article(Int)
        /// An article of the saved list, by number.
        case saved(Int)
    }

    /// How the person refers to it.
    public let reference: Reference
    /// Its name, when it has one.
    public let name: String?
    /// Where it is.
    public let coordinate: Coordinate

    /// Creates a pin.
    public init(reference: Reference, name: String?, coordinate: Coordinate) {
        self.reference = reference
        self.name = name
        self.coordinate = coordinate
    }
}
