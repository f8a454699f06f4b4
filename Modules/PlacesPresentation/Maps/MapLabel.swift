public import PlacesDomain

/// A place's name drawn on a map: a dot in the cell that holds the place, and its name beside it, to the right
/// where it fits and else to the left.
public struct MapLabel: Hashable, Sendable {
    /// The place named.
    public let place: GazetteerPlace
    /// The text drawn: the place's name, every character of which takes one cell.
    public let text: String
    /// The row of the dot and the name.
    public let row: Int
    /// The column of the dot, in the cell that holds the place.
    public let column: Int
    /// Whether the name is drawn to the left of the dot rather than to its right.
    public let leftOfDot: Bool

    /// The columns the label takes, dot and name.
    public var columns: Range<Int> {
        leftOfDot ? (column - text.count)..<(column + 1) : column..<(column + 1 + text.count)
    }

    /// The column where the name starts.
    public var textColumn: Int { leftOfDot ? column - text.count : column + 1 }
}
