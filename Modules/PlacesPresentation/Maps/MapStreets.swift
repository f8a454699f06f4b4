import PlacesDomain

/// A street layer drawn on a ``MapGrid``: each line in braille dots at the map's resolution (a road is a line of dots,
/// not a block of cells), heavier for major roads (two dots wide), dashed for railways, dotted for water as a line;
/// water and parks as areas with a texture of their own, so that they read without colour, less their holes (an
/// island in a lake is land); the land bare; and the names of streets where they fit.
struct MapStreets {
    /// The cells of the layer, row by row.
    var cells: [[MapCell]]
    /// Street names drawn, each with the cells it took.
    var names: [(text: String, row: Int, columns: Range<Int>)] = []

    /// The water texture: a wave, "⠢⠔", two cells long.
    static let waterTexture: [UInt8] = [0x22, 0x14]
    /// The park texture: a dot in every other cell, "⠂ ".
    static let parkTexture: UInt8 = 0x02
    /// The most street names on a map, one per name.
    static let mostNames = 16

    /// The street layer of `map` on `grid`, over the water of `landCells` (the land mask's cells, when there is a land
    /// mask: its water shows as water under the streets — the sea, which OpenStreetMap has no area for).
    init(_ map: StreetMap, on grid: MapGrid, landCells: [[MapCell]]?) {
        let columns = grid.columns
        let rows = grid.rows
        let width = grid.widthDots
        let height = grid.heightDots
        // One mask of dots per cell for each kind.
        var masks = [[UInt8]](repeating: [UInt8](repeating: 0, count: columns * rows), count: StreetMap.Kind.allCases.count)
        func set(_ kind: StreetMap.Kind, _ x: Int, _ y: Int) {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            masks[kind.rawValue][(y / 4) * columns + x / 2] |= Self.dotBits[y % 4][x % 2]
        }
        // The holes in areas (islands in a lake), by kind: taken out of the areas once all are filled.
        var holes: [StreetMap.Kind: [UInt8]] = [:]
        for way in map.ways {
            let points = way.points.compactMap { grid.dot(for: $0) }
            guard points.count >= 2 else { continue }
            if way.kind.isArea && way.isHole {
                var hole = holes[way.kind] ?? [UInt8](repeating: 0, count: columns * rows)
                Self.fill(points, width: width, height: height) { x, y in hole[(y / 4) * columns + x / 2] |= Self.dotBits[y % 4][x % 2] }
                holes[way.kind] = hole
                continue
            }
            if way.kind.isArea {
                Self.fill(points, width: width, height: height) { x, y in set(way.kind, x, y) }
                continue
            }
            var step = 0
            for (a, b) in zip(points, points.dropFirst()) {
                Self.line(from: a, to: b, width: width, height: height) { x, y, steep in
                    step += 1
                    switch way.kind {
                    case .majorRoad:
                        set(.majorRoad, x, y)
                        if steep { set(.majorRoad, x + 1, y) } else { set(.majorRoad, x, y + 1) }
                    case .railway: if step % 3 != 0 { set(.railway, x, y) }
                    case .waterLine: if step % 2 == 0 { set(.waterLine, x, y) }
                    default: set(way.kind, x, y)
                    }
                }
            }
        }
        for (kind, hole) in holes {
            for index in hole.indices { masks[kind.rawValue][index] &= ~hole[index] }
        }
        let lines: [StreetMap.Kind] = [.majorRoad, .railway, .minorRoad, .waterLine]
        cells = (0..<rows).map { row in
            (0..<columns).map { column -> MapCell in
                let index = row * columns + column
                var dots: UInt8 = 0
                var top: StreetMap.Kind?
                for kind in lines where masks[kind.rawValue][index] != 0 {
                    dots |= masks[kind.rawValue][index]
                    top = top ?? kind
                }
                if let top { return MapCell(landDots: dots, kind: Self.cellKind(top)) }
                let landCell = landCells?[row][column]
                // Water where the ways say so, or where the land mask has more water than land.
                if masks[StreetMap.Kind.waterArea.rawValue][index].nonzeroBitCount >= 4
                    || landCell?.kind == .water || (landCell?.kind == .coast && (landCell?.landDots.nonzeroBitCount ?? 8) < 4) {
                    return MapCell(landDots: Self.waterTexture[column % 2], kind: .water)
                }
                if masks[StreetMap.Kind.park.rawValue][index].nonzeroBitCount >= 4 {
                    return MapCell(landDots: (row + column) % 2 == 0 ? Self.parkTexture : 0, kind: .park)
                }
                return MapCell(landDots: 0, kind: .ground)
            }
        }
    }

    /// The kind of a cell whose topmost line is of `kind`.
    private static func cellKind(_ kind: StreetMap.Kind) -> MapCell.Kind {
        switch kind {
        case .majorRoad: .majorRoad
        case .railway: .railway
        case .waterLine: .waterLine
        case .minorRoad, .park, .waterArea: .minorRoad
        }
    }

    /// Writes the names of `map`'s streets where they fit: along a horizontal run of the street's own cells, major
    /// roads first, each name once, one free cell from any mark, label or other name, and no name straight above or
    /// below another.
    mutating func name(_ map: StreetMap, on grid: MapGrid, avoiding taken: Set<Int>) {
        let columns = grid.columns
        var blocked = taken
        var named = Set<Int>()
        var seen = Set<String>()
        let ordered = map.ways.filter { $0.name != nil && ($0.kind == .majorRoad || $0.kind == .minorRoad || $0.kind == .waterLine) }
            .sorted { $0.kind > $1.kind }
        for way in ordered where names.count < Self.mostNames {
            guard let name = way.name, !seen.contains(name), let text = MapGrid.labelText(name) else { continue }
            let length = text.count
            // The middle of the way's points that are on the map, and a run of cells centred there.
            let onMap = way.points.compactMap { grid.cell(for: $0) }
            guard onMap.count >= 2 else { continue }
            let middle = onMap[onMap.count / 2]
            let first = middle.column - length / 2
            let span = first..<(first + length)
            guard span.lowerBound >= 1, span.upperBound <= columns - 1 else { continue }
            let row = middle.row
            let margin = (span.lowerBound - 1)..<(span.upperBound + 1)
            guard margin.allSatisfy({ !blocked.contains(row * columns + $0) }),
                  span.allSatisfy({ !named.contains((row - 1) * columns + $0) && !named.contains((row + 1) * columns + $0) })
            else { continue }
            for (offset, character) in text.enumerated() {
                cells[row][first + offset] = MapCell(symbol: character, kind: .streetName)
            }
            for column in span {
                blocked.insert(row * columns + column)
                named.insert(row * columns + column)
            }
            seen.insert(name)
            names.append((text, row, span))
        }
    }

    /// The bit of a cell's mask for the dot at row `dy` (0–3) and column `dx` (0–1) of a cell.
    static let dotBits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    /// Visits the dots of the segment from `a` to `b` (in dots) that lie within the map, one per step along its
    /// longer axis; `steep` when it runs more up and down than across. The segment is first clipped to the map, so a
    /// way that runs far beyond the edge costs no more than one that ends at it.
    static func line(from a: (x: Double, y: Double), to b: (x: Double, y: Double), width: Int, height: Int, visit: (Int, Int, Bool) -> Void) {
        guard let (p, q) = clip(a, b, width: Double(width), height: Double(height)) else { return }
        let dx = q.x - p.x
        let dy = q.y - p.y
        let steps = max(1, Int(max(abs(dx), abs(dy)).rounded(.up)))
        let steep = abs(dy) > abs(dx)
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            visit(Int((p.x + dx * t).rounded(.down)), Int((p.y + dy * t).rounded(.down)), steep)
        }
    }

    /// The part of a segment within the box from (-1, -1) to (`width` + 1, `height` + 1) (Liang–Barsky), or `nil`.
    private static func clip(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), width: Double, height: Double) -> ((x: Double, y: Double), (x: Double, y: Double))? {
        var t0 = 0.0
        var t1 = 1.0
        let dx = b.x - a.x
        let dy = b.y - a.y
        for (p, q) in [(-dx, a.x + 1), (dx, width + 1 - a.x), (-dy, a.y + 1), (dy, height + 1 - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let r = q / p
            if p < 0 { if r > t1 { return nil } else if r > t0 { t0 = r } } else { if r < t0 { return nil } else if r < t1 { t1 = r } }
        }
        return ((a.x + t0 * dx, a.y + t0 * dy), (a.x + t1 * dx, a.y + t1 * dy))
    }

    /// Visits every dot whose centre lies inside the polygon `points` (even–odd rule), row by row.
    static func fill(_ points: [(x: Double, y: Double)], width: Int, height: Int, visit: (Int, Int) -> Void) {
        guard let top = points.map(\.y).min(), let bottom = points.map(\.y).max() else { return }
        let first = max(0, Int(top.rounded(.down)))
        let last = min(height - 1, Int(bottom.rounded(.up)))
        guard first <= last else { return }
        let ring = points.first.map { points + [$0] } ?? points
        var crossings: [Double] = []
        for y in first...last {
            let centre = Double(y) + 0.5
            crossings.removeAll(keepingCapacity: true)
            for (a, b) in zip(ring, ring.dropFirst()) where (a.y <= centre) != (b.y <= centre) {
                crossings.append(a.x + (centre - a.y) / (b.y - a.y) * (b.x - a.x))
            }
            crossings.sort()
            var index = 0
            while index + 1 < crossings.count {
                let from = max(0, Int((crossings[index] - 0.5).rounded(.up)))
                let to = min(width - 1, Int((crossings[index + 1] - 0.5).rounded(.down)))
                if from <= to { for x in from...to { visit(x, y) } }
                index += 2
            }
        }
    }
}
