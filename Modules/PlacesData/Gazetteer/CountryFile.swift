import PlacesDomain

/// The country shapes' binary layout, read in place: no parsing at start-up, no copy, nothing allocated per lookup.
///
/// Written by `Scripts/generate-countries.py`, whose header describes the layout and why it is so; all integers
/// little-endian. In short: a grid of 1-degree cells, each either wholly one country (or sea) or a mixed cell with a
/// reference point, the country it is in, and the borders and coasts clipped to the cell in units of 1/4096 degree.
/// Then the towns and villages by the borders, cell by cell, with their population and country: the evidence
/// `EmbeddedGazetteer` weighs where the borders are drawn too coarsely to tell (see `BorderRule`).
struct CountryFile: Sendable {
    private let bytes: EmbeddedBytes

    let countryCount: Int
    let columns: Int
    let rows: Int
    /// Units per degree of the cells' local coordinates.
    let units: Int
    let mixedCount: Int
    /// How many towns and villages by the borders the file holds.
    let settlementCount: Int
    /// How far from a border, in metres, the shapes' borders may be off: the towns and villages were chosen for
    /// points within it.
    let borderMargin: Double
    private let countries: Int
    private let grid: Int
    private let mixedStarts: Int
    private let cellData: Int
    private let cellDataEnd: Int
    private let settlementCells: Int
    private let settlementCellCount: Int
    private let settlements: Int
    private let text: Int
    /// Where the data comes from, as the generator wrote it.
    let source: String

    static let countrySize = 16
    static let settlementCellSize = 8
    static let settlementSize = 9
    /// The index that means "no country".
    static let none = 255

    /// Reads the header and checks that every section lies inside `bytes`, in order; `nil` for anything else.
    init?(bytes: UnsafeRawBufferPointer) {
        let bytes = EmbeddedBytes(raw: bytes)
        self.bytes = bytes
        guard bytes.hasHeader("PLCT", size: 80, version: 2, lengthField: 56) else { return nil }
        let field = bytes.u32
        countryCount = field(8)
        columns = field(12)
        rows = field(16)
        units = field(20)
        countries = field(24)
        grid = field(28)
        mixedCount = field(32)
        mixedStarts = field(36)
        cellData = field(40)
        text = field(44)
        settlementCells = field(60)
        settlementCellCount = field(64)
        settlements = field(68)
        settlementCount = field(72)
        borderMargin = Double(field(76))
        cellDataEnd = settlementCells
        let sections = [
            (countries, countryCount * Self.countrySize), (grid, columns * rows * 2), (mixedStarts, (mixedCount + 1) * 4),
            (cellData, 0), (settlementCells, (settlementCellCount + 1) * Self.settlementCellSize),
            (settlements, settlementCount * Self.settlementSize), (text, 0),
        ]
        // Local coordinates are u16: a cell's far edge, `units`, must fit.
        guard bytes.sectionsInOrder(sections, after: 80), countryCount < Self.none, columns == 360, rows == 180,
              units > 0, units < 65_536, let source = bytes.text(text + field(48), field(52))
        else { return nil }
        self.source = source
    }

    // MARK: Reading

    /// Text at `offset` in the text section; empty when it runs outside the file.
    private func string(_ offset: Int, _ length: Int) -> String {
        bytes.text(text + offset, length) ?? ""
    }

    /// Country `index`: its code and its English and Dutch names.
    func country(at index: Int) -> (code: String, english: String, dutch: String)? {
        guard index >= 0, index < countryCount else { return nil }
        let record = countries + index * Self.countrySize
        return (
            String(decoding: bytes.raw[record..<record + 2], as: UTF8.self),
            string(bytes.u32(record + 2), bytes.u16(record + 6)),
            string(bytes.u32(record + 8), bytes.u16(record + 12))
        )
    }

    /// Country `index`'s ISO code alone.
    func code(at index: Int) -> String? {
        guard index >= 0, index < countryCount else { return nil }
        let record = countries + index * Self.countrySize
        return String(decoding: bytes.raw[record..<record + 2], as: UTF8.self)
    }

    /// The index of the country with ISO code `code`, by binary search (the table is sorted by code).
    func index(of code: String) -> Int? {
        let key = Array(code.utf8)
        guard key.count == 2 else { return nil }
        var low = 0
        var high = countryCount - 1
        while low <= high {
            let middle = (low + high) / 2
            let record = countries + middle * Self.countrySize
            let stored = (bytes.u8(record), bytes.u8(record + 1))
            if stored == (Int(key[0]), Int(key[1])) { return middle }
            if stored < (Int(key[0]), Int(key[1])) { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    // MARK: Lookup

    /// The cell holding a point, and the point in that cell's units (from its south-west corner).
    private func cell(latitude: Double, longitude: Double) -> (column: Int, row: Int, x: Double, y: Double) {
        let column = min(columns - 1, max(0, Int((longitude + 180).rounded(.down))))
        let row = min(rows - 1, max(0, Int((latitude + 90).rounded(.down))))
        let scale = Double(units)
        return (column, row, (longitude + 180 - Double(column)) * scale, (latitude + 90 - Double(row)) * scale)
    }

    /// The grid's entry for a cell: below 256 a country index (255: none), from 256 on a mixed cell.
    private func entry(column: Int, row: Int) -> Int { bytes.u16(grid + (row * columns + column) * 2) }

    /// The index of the country a point lies in, or `nil` at sea (and in the few places no country claims).
    func countryIndex(latitude: Double, longitude: Double) -> Int? {
        let (column, row, x, y) = cell(latitude: latitude, longitude: longitude)
        let value = entry(column: column, row: row)
        if value < 256 { return value < countryCount ? value : nil }
        var inside = CountrySet()
        var referenceCountry = Self.none
        let complete = visitLines(ofMixedCell: value - 256) { reference, country in
            referenceCountry = country
            _ = reference
        } line: { country, ax, ay, bx, by, reference in
            // The segment from the reference point to the point crosses this edge: the point is on the other side of
            // the country's border than the reference. Points on the line count as on its negative side, so a
            // segment through a vertex counts the two edges that meet there once together, or not at all.
            let dx = x - reference.x
            let dy = y - reference.y
            let sideA = dx * (ay - reference.y) - dy * (ax - reference.x) > 0
            let sideB = dx * (by - reference.y) - dy * (bx - reference.x) > 0
            guard sideA != sideB else { return }
            let ex = bx - ax
            let ey = by - ay
            let referenceSide = ex * (reference.y - ay) - ey * (reference.x - ax) > 0
            let pointSide = ex * (y - ay) - ey * (x - ax) > 0
            if referenceSide != pointSide { inside.toggle(country) }
        }
        guard complete else { return nil }
        if referenceCountry < countryCount { inside.toggle(referenceCountry) }
        return inside.first.flatMap { $0 < countryCount ? $0 : nil }
    }

    /// The country of the nearest border or coast within `metres` of a point, looking in its cell and the cells
    /// around it that come that near: for a point at sea just off a coast, or on land a coast's simplification left
    /// outside.
    func nearestCountryIndex(latitude: Double, longitude: Double, within metres: Double) -> Int? {
        var best = metres * metres
        var found: Int?
        visitEdges(nearLatitude: latitude, longitude: longitude) { country, squaredMetres in
            if squaredMetres < best {
                best = squaredMetres
                found = country
            }
        }
        return found
    }

    /// Whether country `index`'s border or coast comes within `metres` of a point, looking in its cell and the cells
    /// around it.
    func country(_ index: Int, comesWithin metres: Double, ofLatitude latitude: Double, longitude: Double) -> Bool {
        var near = false
        let limit = metres * metres
        visitEdges(nearLatitude: latitude, longitude: longitude) { country, squaredMetres in
            if country == index, squaredMetres <= limit { near = true }
        }
        return near
    }

    /// Calls `visit` with the country and the squared distance in metres from a point of every edge in the point's
    /// cell and the eight around it: a cell is a degree, so every edge within several kilometres is among them.
    private func visitEdges(nearLatitude latitude: Double, longitude: Double, _ visit: (_ country: Int, _ squaredMetres: Double) -> Void) {
        let (column, row, x, y) = cell(latitude: latitude, longitude: longitude)
        let xScale = max(1, Geodesy.metresPerDegreeOfLongitude(atLatitude: latitude)) / Double(units)
        let yScale = Geodesy.metresPerDegree / Double(units)
        for rowStep in -1...1 {
            for columnStep in -1...1 {
                let neighbourRow = row + rowStep
                // Across the antimeridian the next cell is at the other end of the row.
                let neighbourColumn = (column + columnStep + columns) % columns
                guard neighbourRow >= 0, neighbourRow < rows else { continue }
                let value = entry(column: neighbourColumn, row: neighbourRow)
                guard value >= 256 else { continue }
                // The point in the neighbour's units (columns wrap exactly at 360 degrees).
                let px = x - Double(columnStep * units)
                let py = y - Double(rowStep * units)
                _ = visitLines(ofMixedCell: value - 256) { _, _ in } line: { country, ax, ay, bx, by, _ in
                    guard country < countryCount else { return }
                    let ex = (bx - ax) * xScale
                    let ey = (by - ay) * yScale
                    let fx = (px - ax) * xScale
                    let fy = (py - ay) * yScale
                    let length = ex * ex + ey * ey
                    let t = length == 0 ? 0 : min(1, max(0, (fx * ex + fy * ey) / length))
                    let gx = fx - t * ex
                    let gy = fy - t * ey
                    visit(country, gx * gx + gy * gy)
                }
            }
        }
    }

    // MARK: Towns and villages by borders

    /// Calls `visit` with every town or village by a border in the cells a circle of `metres` around a point
    /// touches: its latitude and longitude, population and country index. Some lie outside the circle; none inside
    /// it is missed.
    func visitSettlements(
        within metres: Double,
        ofLatitude latitude: Double,
        longitude: Double,
        _ visit: (_ latitude: Double, _ longitude: Double, _ population: Int, _ country: Int) -> Void
    ) {
        guard settlementCount > 0 else { return }
        let degrees = max(0, metres) / Geodesy.metresPerDegree
        let spread = max(1e-9, Geodesy.metresPerDegreeOfLongitude(atLatitude: min(89, abs(latitude) + degrees)) / Geodesy.metresPerDegree)
        let lowRow = max(0, Int((latitude - degrees + 90).rounded(.down)))
        let highRow = min(rows - 1, Int((latitude + degrees + 90).rounded(.down)))
        let centre = min(columns - 1, max(0, Int((longitude + 180).rounded(.down))))
        // The cells either side that the circle can reach; near a pole, the whole row.
        let span = Int(min(Double(columns), (degrees / spread).rounded(.up) + 1))
        let cells = 2 * span + 1 >= columns ? Array(0..<columns) : (centre - span...centre + span).map { ($0 + columns) % columns }
        guard lowRow <= highRow else { return }
        for row in lowRow...highRow {
            for column in cells {
                visitSettlements(inCell: row * columns + column, column: column, row: row, visit)
            }
        }
    }

    /// Calls `visit` with the towns and villages of grid cell `cell`, found by binary search in the list of cells
    /// that have any.
    private func visitSettlements(
        inCell cell: Int,
        column: Int,
        row: Int,
        _ visit: (_ latitude: Double, _ longitude: Double, _ population: Int, _ country: Int) -> Void
    ) {
        var low = 0
        var high = settlementCellCount - 1
        while low <= high {
            let middle = (low + high) / 2
            let stored = bytes.u32(settlementCells + middle * Self.settlementCellSize)
            if stored < cell {
                low = middle + 1
            } else if stored > cell {
                high = middle - 1
            } else {
                let first = bytes.u32(settlementCells + middle * Self.settlementCellSize + 4)
                let end = min(settlementCount, bytes.u32(settlementCells + (middle + 1) * Self.settlementCellSize + 4))
                let scale = Double(units)
                for index in first..<max(first, end) {
                    let record = settlements + index * Self.settlementSize
                    visit(
                        Double(row) - 90 + Double(bytes.u16(record + 2)) / scale,
                        Double(column) - 180 + Double(bytes.u16(record)) / scale,
                        bytes.u32(record + 4),
                        bytes.u8(record + 8)
                    )
                }
                return
            }
        }
    }

    /// Decodes mixed cell `cell`: calls `start` with its reference point and the reference's country, then `line`
    /// for every edge with its country, its ends in the cell's units, and the reference. Returns false when the
    /// data runs out before the cell does.
    @inline(__always)
    private func visitLines(
        ofMixedCell cell: Int,
        start: (_ reference: (x: Double, y: Double), _ country: Int) -> Void,
        line: (_ country: Int, _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ reference: (x: Double, y: Double)) -> Void
    ) -> Bool {
        guard cell >= 0, cell < mixedCount else { return false }
        var position = cellData + bytes.u32(mixedStarts + cell * 4)
        let end = min(cellDataEnd, cellData + bytes.u32(mixedStarts + (cell + 1) * 4))
        guard position + 8 <= end else { return false }
        let reference = (x: Double(bytes.u16(position)), y: Double(bytes.u16(position + 2)))
        start(reference, bytes.u8(position + 4))
        let lineCount = bytes.u16(position + 6)
        position += 8
        for _ in 0..<lineCount {
            guard position + 7 <= end else { return false }
            let country = bytes.u8(position)
            let count = bytes.u16(position + 1)
            var ax = bytes.u16(position + 3)
            var ay = bytes.u16(position + 5)
            position += 7
            for _ in 1..<max(count, 1) {
                guard let dx = varint(&position, end), let dy = varint(&position, end) else { return false }
                let bx = ax + dx
                let by = ay + dy
                line(country, Double(ax), Double(ay), Double(bx), Double(by), reference)
                ax = bx
                ay = by
            }
        }
        return true
    }

    /// A zigzag LEB128 varint at `position`, which moves past it; `nil` when it runs past `end` or is too long.
    @inline(__always)
    private func varint(_ position: inout Int, _ end: Int) -> Int? {
        var value = 0
        var shift = 0
        while position < end, shift < 28 {
            let byte = Int(bytes.raw[position])
            position += 1
            value |= (byte & 0x7F) << shift
            if byte < 0x80 { return (value >> 1) ^ -(value & 1) }
            shift += 7
        }
        return nil
    }
}

/// The countries a point is in so far, as bits: at most 255 countries, four words, no allocation.
struct CountrySet {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// Flips whether `country` is in the set.
    mutating func toggle(_ country: Int) {
        let bit = UInt64(1) << UInt64(country & 63)
        switch country >> 6 {
        case 0: words.0 ^= bit
        case 1: words.1 ^= bit
        case 2: words.2 ^= bit
        default: words.3 ^= bit
        }
    }

    /// The lowest country in the set: with borders that meet exactly, a point is in one country at most.
    var first: Int? {
        for (index, word) in [words.0, words.1, words.2, words.3].enumerated() where word != 0 {
            return index * 64 + word.trailingZeroBitCount
        }
        return nil
    }
}
