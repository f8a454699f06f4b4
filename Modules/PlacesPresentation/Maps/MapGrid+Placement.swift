public import PlacesDomain

extension MapGrid {
    /// `composition` laid out on the grid: its pins in order, each as a mark that touches no other — in the cell that
    /// holds it; in a free cell beside that one when a mark there would stand next to another mark, or the centre
    /// mark, on its row (two symbols side by side read as one: `81`); else in a cluster with the mark it would touch
    /// or share a cell with. Then the names of the largest places that fit between the marks.
    ///
    /// The grid's projection is the composition's.
    public func place(_ composition: MapComposition) -> MapPlan {
        let centre = composition.centre
        let centreCell = centre.flatMap { cell(for: $0.coordinate) }
        var grid = MarkGrid(columns: columns, rows: rows, centre: centreCell)
        for (index, placed) in composition.pins.enumerated() {
            guard case .onMap(let x, let y) = placed.position else { continue }
            let (column, row) = cell(at: (x, y))
            if let mark = grid.mark(column, row) {
                grid.join(mark, index)
            } else if let neighbour = grid.touching(column, row) {
                if let free = grid.freeCell(beside: column, row) {
                    grid.add(free.column, free.row, index, apart: true)
                } else {
                    grid.join(neighbour, index)
                }
            } else if grid.touchesCentre(column, row), let free = grid.freeCell(beside: column, row) {
                // "1+" reads as one mark too; with no room aside, the pin keeps its cell beside the centre.
                grid.add(free.column, free.row, index, apart: true)
            } else {
                grid.add(column, row, index, apart: false)
            }
        }
        var marked = [MapPlan.Placement?](repeating: nil, count: composition.pins.count)
        for mark in grid.marks {
            for index in mark.pins {
                marked[index] = mark.pins.count > 1
                    ? .clustered(column: mark.column, row: mark.row)
                    : mark.apart ? .apart(column: mark.column, row: mark.row) : .cell(column: mark.column, row: mark.row)
            }
        }
        let placed = zip(composition.pins, marked).map { placed, mark in
            switch placed.position {
            case .offMap(let distance, let bearing):
                return MapPlan.PlacedPin(pin: placed.pin, placement: .offMap(distance: distance, bearing: bearing))
            case .onMap(let x, let y):
                // Every pin on the map has a mark: the fallback, its own cell, is never taken.
                let own = cell(at: (x, y))
                return MapPlan.PlacedPin(pin: placed.pin, placement: mark ?? .cell(column: own.column, row: own.row))
            }
        }
        var taken = grid.marks.map { (column: $0.column, row: $0.row) }
        if let centreCell, grid.mark(centreCell.column, centreCell.row) == nil { taken.append(centreCell) }
        return MapPlan(grid: self, centre: centre, pins: placed, labels: labels(of: composition.labelCandidates, avoiding: taken))
    }
}

/// The marks placed so far, and which cell each is in.
private struct MarkGrid {
    struct Mark {
        let column: Int
        let row: Int
        var pins: [Int]
        let apart: Bool
    }

    let columns: Int
    let rows: Int
    /// The centre mark's cell: drawn unless a pin takes it, so no other mark may stand beside it either.
    let centre: (column: Int, row: Int)?
    private(set) var marks: [Mark] = []
    /// The mark in each cell, row after row, as a position in ``marks``; -1 for none.
    private var cells: [Int]

    init(columns: Int, rows: Int, centre: (column: Int, row: Int)?) {
        self.columns = columns
        self.rows = rows
        self.centre = centre
        cells = [Int](repeating: -1, count: columns * rows)
    }

    /// The mark in the cell, if any; none outside the grid.
    func mark(_ column: Int, _ row: Int) -> Int? {
        guard (0..<columns).contains(column), (0..<rows).contains(row) else { return nil }
        let mark = cells[row * columns + column]
        return mark >= 0 ? mark : nil
    }

    /// A mark beside the cell on its row, which a mark in the cell would touch.
    func touching(_ column: Int, _ row: Int) -> Int? {
        mark(column - 1, row) ?? mark(column + 1, row)
    }

    /// Whether a mark in the cell would stand beside the centre mark on its row, while the centre mark is drawn.
    func touchesCentre(_ column: Int, _ row: Int) -> Bool {
        guard let centre, centre.row == row, abs(centre.column - column) == 1 else { return false }
        return mark(centre.column, centre.row) == nil
    }

    /// A free cell above, below, or diagonally beside this one that touches no mark on its row and is neither the
    /// centre mark's nor beside it, nearest first.
    func freeCell(beside column: Int, _ row: Int) -> (column: Int, row: Int)? {
        let candidates = [(0, -1), (0, 1), (-1, -1), (1, -1), (-1, 1), (1, 1)].map { (column + $0.0, row + $0.1) }
        return candidates.first { candidate in
            (0..<columns).contains(candidate.0) && (0..<rows).contains(candidate.1)
                && mark(candidate.0, candidate.1) == nil && touching(candidate.0, candidate.1) == nil
                && !(centre.map { $0 == candidate } ?? false) && !touchesCentre(candidate.0, candidate.1)
        }.map { (column: $0.0, row: $0.1) }
    }

    mutating func add(_ column: Int, _ row: Int, _ pin: Int, apart: Bool) {
        cells[row * columns + column] = marks.count
        marks.append(Mark(column: column, row: row, pins: [pin], apart: apart))
    }

    mutating func join(_ mark: Int, _ pin: Int) {
        marks[mark].pins.append(pin)
    }
}
