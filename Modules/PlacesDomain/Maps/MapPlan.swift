/// A map composed by ``ComposeMap``: the frame, the place it is centred on, and where each pin goes — everything
/// but the drawing, which a front end does in its own way.
public struct MapPlan: Hashable, Sendable {
    /// Where a pin goes.
    public enum Placement: Hashable, Sendable {
        /// In this cell.
        case cell(column: Int, row: Int)
        /// In a cell an earlier pin already has.
        case underAnother
        /// Beyond the edge of the map.
        case offMap
    }

    /// A pin and where it goes.
    public struct PlacedPin: Hashable, Sendable {
        /// The pin.
        public let pin: MapPin
        /// Where it goes.
        public let placement: Placement
    }

    /// The projection and the grid.
    public let frame: MapFrame
    /// The place a regional map is centred on; `nil` for the world.
    public let centre: Place?
    /// The pins, in the order of the key.
    public let pins: [PlacedPin]

    /// Whether the centre mark has a cell of its own (no pin is there).
    public var centreCell: (column: Int, row: Int)? {
        guard let centre, let cell = frame.cell(for: centre.coordinate) else { return nil }
        let taken = pins.contains { $0.placement == .cell(column: cell.column, row: cell.row) }
        return taken ? nil : cell
    }
}
