public import PlacesDomain

extension MapGrid {
    /// `composition` laid out on the grid: its pins in order, each as a mark that touches no other — its number
    /// written from the cell that holds it; written from a free cell beside that one when it would stand next to
    /// another mark, or the centre mark, on its row (two numbers side by side read as one: `81`); else in a cluster
    /// with the mark it would touch or share a cell with. Then the names of the largest places that fit between the
    /// marks.
    ///
    /// Every mark keeps the cell after its number free, for the `+` it takes when it becomes a cluster, and one more
    /// cell free each side of that on its row.
    ///
    /// The grid's projection is the composition's.
    public func place(_ composition: MapComposition) -> MapPlan {
        let centre = composition.centre
        let centreCell = centre.flatMap { cell(for: $0.coordinate) }
        var grid = MarkGrid(columns: columns, rows: rows, centre: centreCell)
        for (index, placed) in composition.pins.enumerated() {
            guard case .onMap(let x, let y) = placed.position else { continue }
            let (column, row) = cell(at: (x, y))
            if let mark = grid.mark(column, row), grid.marks[mark].text.contains(column) {
                grid.join(mark, index)
                continue
            }
            let width = MapPlan.width(ofPinAt: index, placed.pin)
            let start = grid.start(anchor: column, width: width)
            let neighbour = grid.touching(start, row, width: width)
            if neighbour != nil || grid.touchesCentre(start, row, width: width, anchor: column) {
                if let free = grid.freeStart(beside: column, row, width: width) {
                    grid.add(free.column, free.row, width: width, index, apart: true)
                } else if let neighbour {
                    grid.join(neighbour, index)
                } else {
                    // "1+" reads as one mark too; with no room aside, the pin keeps its cell beside the centre.
                    grid.add(start, row, width: width, index, apart: false)
                }
            } else {
                grid.add(start, row, width: width, index, apart: false)
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
        let plan = MapPlan(grid: self, centre: centre, pins: placed)
        var taken = plan.marks.flatMap { mark in mark.columns.map { (column: $0, row: mark.row) } }
        if let cell = plan.centreCell { taken.append(cell) }
        return MapPlan(grid: self, centre: centre, pins: placed, labels: labels(of: composition.labelCandidates, avoiding: taken))
    }
}

/// The marks placed so far, and which cells each keeps.
private struct MarkGrid {
    struct Mark {
        /// The first cell of its number.
        let column: Int
        let row: Int
        /// The cells of its number; it keeps the one after them too.
        let text: Range<Int>
        var pins: [Int]
        let apart: Bool
    }

    let columns: Int
    let rows: Int
    /// The centre mark's cell: drawn unless a pin takes it, so no other mark may stand beside it either.
    let centre: (column: Int, row: Int)?
    private(set) var marks: [Mark] = []
    /// The mark keeping each cell, row after row, as a position in ``marks``; -1 for none.
    private var cells: [Int]

    init(columns: Int, rows: Int, centre: (column: Int, row: Int)?) {
        self.columns = columns
        self.rows = rows
        self.centre = centre
        cells = [Int](repeating: -1, count: columns * rows)
    }

    /// The mark keeping the cell, if any; none outside the grid.
    func mark(_ column: Int, _ row: Int) -> Int? {
        guard (0..<columns).contains(column), (0..<rows).contains(row) else { return nil }
        let mark = cells[row * columns + column]
        return mark >= 0 ? mark : nil
    }

    /// Where a number `width` cells wide written from the cell at `anchor` starts: there, or as far left as keeps it
    /// on the grid.
    func start(anchor: Int, width: Int) -> Int {
        max(0, min(anchor, columns - width))
    }

    /// The cells a mark `width` wide from `start` keeps.
    func kept(_ start: Int, width: Int) -> Range<Int> {
        start..<min(columns, start + width + 1)
    }

    /// A mark on the row that a mark `width` wide from `start` would touch: one keeping a cell of it or a cell
    /// beside it.
    func touching(_ start: Int, _ row: Int, width: Int) -> Int? {
        let cells = kept(start, width: width)
        for column in (cells.lowerBound - 1)...cells.upperBound {
            if let mark = mark(column, row) { return mark }
        }
        return nil
    }

    /// Whether a mark `width` wide from `start`, for a pin in the cell at `anchor`, would cover or stand beside the
    /// centre mark while it is drawn. A pin in the centre's own cell takes it.
    func touchesCentre(_ start: Int, _ row: Int, width: Int, anchor: Int) -> Bool {
        guard let centre, centre.row == row, mark(centre.column, centre.row) == nil else { return false }
        if anchor == centre.column && start == anchor { return false }
        let cells = kept(start, width: width)
        return ((cells.lowerBound - 1)...cells.upperBound).contains(centre.column)
    }

    /// Where a mark `width` wide may start in a row above, below, or diagonally beside the cell, touching no mark and
    /// neither covering nor touching the centre mark, nearest first.
    func freeStart(beside column: Int, _ row: Int, width: Int) -> (column: Int, row: Int)? {
        let candidates = [(0, -1), (0, 1), (-1, -1), (1, -1), (-1, 1), (1, 1)].map { (column + $0.0, row + $0.1) }
        for (anchor, candidateRow) in candidates where (0..<columns).contains(anchor) && (0..<rows).contains(candidateRow) {
            let start = start(anchor: anchor, width: width)
            guard touching(start, candidateRow, width: width) == nil else { continue }
            if let centre, centre.row == candidateRow {
                let cells = kept(start, width: width)
                if ((cells.lowerBound - 1)...cells.upperBound).contains(centre.column) { continue }
            }
            return (start, candidateRow)
        }
        return nil
    }

    mutating func add(_ start: Int, _ row: Int, width: Int, _ pin: Int, apart: Bool) {
        let kept = kept(start, width: width)
        for column in kept { cells[row * columns + column] = marks.count }
        marks.append(Mark(column: start, row: row, text: start..<(start + width), pins: [pin], apart: apart))
    }

    mutating func join(_ mark: Int, _ pin: Int) {
        marks[mark].pins.append(pin)
    }
}
