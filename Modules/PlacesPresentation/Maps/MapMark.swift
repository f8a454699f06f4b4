public import PlacesDomain

/// A mark on a map: the cells it is drawn in, its text, and the pins it stands for (several for a cluster).
public struct MapMark: Hashable, Sendable {
    /// The column of its first character, from 0 at the left.
    public let column: Int
    /// Its row, from 0 at the top.
    public let row: Int
    /// What is drawn, a character a cell: a pin's number ("5" for #5, "3" for @3), a cluster's (its first pin's number
    /// and "+"), or "•".
    public let text: String
    /// The pins it stands for, in the order of the key.
    public let pins: [MapPin.Reference]

    /// The columns it is drawn in.
    public var columns: Range<Int> { column..<(column + text.count) }
}
