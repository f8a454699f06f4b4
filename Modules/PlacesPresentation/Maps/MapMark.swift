public import PlacesDomain

/// A mark on a map: the cell it is drawn in, its symbol, and the pins it stands for (several for a cluster).
public struct MapMark: Hashable, Sendable {
    /// Its column, from 0 at the left.
    public let column: Int
    /// Its row, from 0 at the top.
    public let row: Int
    /// What is drawn: a pin's symbol, or a cluster's mark.
    public let symbol: Character
    /// The pins it stands for, in the order of the key.
    public let pins: [MapPin.Reference]
}
