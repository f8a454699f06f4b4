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

    /// A scale bar for a regional map: a round length and the whole cells it spans, at most a third of the width and
    /// at least two cells, chosen so that the cells are within a tenth of the length where any round length allows.
    public var scale: (metres: Double, cells: Int)? {
        guard let width = frame.widthMetres, width > 0 else { return nil }
        let metresPerCell = width / Double(frame.columns)
        let mostCells = max(2, frame.columns / 3)
        var best: (metres: Double, cells: Int, error: Double)?
        var power = 1.0
        while power < 2 * metresPerCell { power *= 10 }
        power /= 100
        while power <= Double(mostCells) * metresPerCell {
            for multiple in [1.0, 2, 2.5, 5] {
                let metres = multiple * power
                let cells = Int((metres / metresPerCell).rounded())
                guard (2...mostCells).contains(cells) else { continue }
                let error = abs(Double(cells) * metresPerCell - metres) / metres
                // Longer is better among the close ones; closer is better otherwise.
                if let current = best {
                    let bothClose = error <= 0.1 && current.error <= 0.1
                    if bothClose ? metres <= current.metres : error >= current.error { continue }
                }
                best = (metres, cells, error)
            }
            power *= 10
        }
        return best.map { ($0.metres, $0.cells) }
    }

    /// Whether the centre mark has a cell of its own (no pin is there).
    public var centreCell: (column: Int, row: Int)? {
        guard let centre, let cell = frame.cell(for: centre.coordinate) else { return nil }
        let taken = pins.contains { $0.placement == .cell(column: cell.column, row: cell.row) }
        return taken ? nil : cell
    }
}
