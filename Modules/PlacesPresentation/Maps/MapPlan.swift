public import PlacesDomain

/// A composed map laid out on a ``MapGrid``: the grid, the place it is centred on, the cell each pin's mark goes in,
/// and the names that fit — everything but the drawing.
public struct MapPlan: Hashable, Sendable {
    /// Where a pin goes.
    public enum Placement: Hashable, Sendable {
        /// A mark of its own, written from the cell that holds it (or as far left of it as keeps it on the map).
        case cell(column: Int, row: Int)
        /// A mark of its own, drawn in a cell beside the one that holds it, because a mark there or next to it
        /// would touch another one: two symbols side by side read as one ("81").
        case apart(column: Int, row: Int)
        /// One of several pins drawn as one mark, a cluster, in this cell: at this scale they are too close to draw
        /// apart.
        case clustered(column: Int, row: Int)
        /// Beyond the edge of the map, `distance` metres from its centre at an initial `bearing` in degrees.
        case offMap(distance: Double, bearing: Double)

        /// The first cell of its mark, when it is on the map.
        public var cell: (column: Int, row: Int)? {
            switch self {
            case .cell(let column, let row), .apart(let column, let row), .clustered(let column, let row): (column, row)
            case .offMap: nil
            }
        }
    }

    /// What is drawn for one or more pins: a pin's number, or a cluster's — the number of its first pin and `+`.
    public struct Mark: Hashable, Sendable {
        /// The column of its first character.
        public let column: Int
        /// Its row.
        public let row: Int
        /// The pins it stands for, as positions in ``MapPlan/pins``, in order; more than one for a cluster.
        public let pins: [Int]
        /// What is drawn, a character a cell from ``column`` on: "5" for location #5, "3" for article @3, "5+" for a
        /// cluster whose first pin is #5; "•" for pins beyond ``MapPlan/numberedPins``.
        public let text: String

        /// The columns its text takes.
        public var columns: Range<Int> { column..<(column + text.count) }
    }

    /// The most pins drawn with their numbers, the first in the key's order; the others are drawn as •, so that a
    /// crowded map and its key stay readable.
    public static let numberedPins = 35

    /// The number a person uses for `pin` everywhere else, as drawn: "5" for location #5, "3" for article @3, "S1"
    /// for saved article S1 (its mark is part of its number, so that it stands apart from the articles of a list).
    public static func number(of pin: MapPin) -> String {
        switch pin.reference {
        case .location(let number), .article(let number): String(number)
        case .saved(let number): SavedReference.text(for: number)
        }
    }

    /// How many cells the pin at `index` of the key takes alone: its number's, or one for a •.
    static func width(ofPinAt index: Int, _ pin: MapPin) -> Int {
        index < numberedPins ? number(of: pin).count : 1
    }

    /// A pin and where it goes.
    public struct PlacedPin: Hashable, Sendable {
        /// The pin.
        public let pin: MapPin
        /// Where it goes.
        public let placement: Placement
    }

    /// The projection and the grid.
    public let grid: MapGrid
    /// The place a regional map is centred on; `nil` for the world.
    public let centre: Place?
    /// The pins, in the order of the key.
    public let pins: [PlacedPin]
    /// Names of places drawn on the map where they fit.
    public let labels: [MapLabel]

    /// Creates a plan.
    public init(grid: MapGrid, centre: Place?, pins: [PlacedPin], labels: [MapLabel] = []) {
        self.grid = grid
        self.centre = centre
        self.pins = pins
        self.labels = labels
    }

    /// The marks on the map, in the order of their first pin.
    public var marks: [Mark] {
        var order: [Int] = []
        var members: [Int: [Int]] = [:]
        for (index, placed) in pins.enumerated() {
            guard let cell = placed.placement.cell else { continue }
            let key = cell.row * grid.columns + cell.column
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(index)
        }
        return order.map { key in
            let members = members[key] ?? []
            let first = members.first ?? 0
            let text = first < Self.numberedPins ? Self.number(of: pins[first].pin) + (members.count > 1 ? "+" : "") : "•"
            return Mark(column: key % grid.columns, row: key / grid.columns, pins: members, text: text)
        }
    }

    /// A scale bar for a regional map: a round length and the whole cells it spans, at most a third of the width and
    /// at least two cells, chosen so that the cells are within a tenth of the length where any round length allows.
    public var scale: (metres: Double, cells: Int)? {
        guard let width = grid.widthMetres, width > 0 else { return nil }
        let metresPerCell = width / Double(grid.columns)
        let mostCells = max(2, grid.columns / 3)
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

    /// The centre mark's cell, when it has one of its own: no mark is drawn there, nor ends just before it (`5+`
    /// would read as a cluster).
    public var centreCell: (column: Int, row: Int)? {
        guard let centre, let cell = grid.cell(for: centre.coordinate) else { return nil }
        let taken = marks.contains { $0.row == cell.row && ($0.column...($0.column + $0.text.count)).contains(cell.column) }
        return taken ? nil : cell
    }
}
