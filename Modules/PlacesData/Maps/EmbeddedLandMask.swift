public import PlacesDomain
import PlacesLandMaskData
import Synchronization

/// The land mask compiled into Places: land and water at 1 arc-minute (about 1.85 km at the equator), reduced from
/// the GLOBE mask of `global-land-mask` (MIT; GLOBE data, NOAA, public domain) by `Scripts/update-land-mask.sh`.
///
/// Read in place from the binary: each row of the grid, north to south, is the lengths of its alternating runs of
/// water and land as LEB128 varints (layout in `Scripts/generate-land-mask.py`). A row is decoded the first time a
/// point falls in it and kept (`DecodedLandMaskRows`, at most 1.4 MB for the whole world), so a map decodes only the
/// rows it covers, once, and the next map of the same area none.
public struct EmbeddedLandMask: LandMask, @unchecked Sendable {
    // Sendable by construction: the bytes are read-only and outlive every value.
    private let bytes: UnsafeRawBufferPointer
    /// Rows of the grid, north to south.
    let rows: Int
    /// Columns of the grid, west to east from -180°.
    let columns: Int
    private let rowOffsets: Int
    private let runs: Int
    private let runsEnd: Int
    /// Where the data comes from, as the generator wrote it.
    public let source: String
    /// The rows decoded so far, shared by every copy of this mask.
    private let decoded: DecodedLandMaskRows

    /// The land mask compiled into Places; `nil` only if the embedded data were damaged, which a test would show.
    public init?() {
        self.init(bytes: Self.embeddedBytes)
    }

    /// The embedded data as it is in the binary.
    static var embeddedBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: places_land_mask_bytes(), count: places_land_mask_count())
    }

    /// A land mask over bytes in the same layout, which must outlive it: for tests with damaged data.
    init?(bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 36, Array(bytes[0..<4]) == Array("PLLM".utf8) else { return nil }
        func field(_ offset: Int) -> Int { Int(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian) }
        guard field(4) == 1, field(32) == bytes.count else { return nil }
        let rows = field(8)
        let columns = field(12)
        let rowOffsets = field(16)
        let runs = field(20)
        let source = field(24)
        guard rows > 0, columns > 0, rowOffsets >= 36, rowOffsets + (rows + 1) * 4 <= runs, runs <= source,
              source + field(28) <= bytes.count
        else { return nil }
        self.bytes = bytes
        self.rows = rows
        self.columns = columns
        self.rowOffsets = rowOffsets
        self.runs = runs
        runsEnd = source
        self.source = String(decoding: bytes[source..<source + field(28)], as: UTF8.self)
        decoded = DecodedLandMaskRows(rows: rows)
    }

    public func land(latitudes: [Double], longitudes: [Double]) -> [Bool] {
        let count = min(latitudes.count, longitudes.count)
        var result = [Bool](repeating: false, count: count)
        guard count > 0 else { return result }
        // The grid cell of every point first, in a loop of its own: its divisions then overlap instead of waiting for
        // each other.
        var pointRows = [Int32](repeating: 0, count: count)
        var pointColumns = [Int32](repeating: 0, count: count)
        var firstRow = rows
        var lastRow = -1
        for index in 0..<count {
            let row = self.row(latitudes[index])
            pointRows[index] = Int32(truncatingIfNeeded: row)
            pointColumns[index] = Int32(truncatingIfNeeded: column(longitudes[index]))
            firstRow = min(firstRow, row)
            lastRow = max(lastRow, row)
        }
        // The run each row's last point fell in: the next point in that row is usually in it or next to it.
        var lastRuns = [Int](repeating: 0, count: lastRow - firstRow + 1)
        // Each row is decoded the first time a point falls in it and kept: a regional map's curved rows of dots cross
        // the grid's rows back and forth, and the next map of the same area needs the same rows.
        decoded.table.withLock { table in
            var previousRow = -1
            var from = 0
            var to = 0
            var run = 0
            for index in 0..<count {
                let row = Int(pointRows[index])
                if row != previousRow {
                    if table.spans[2 * row] < 0 {
                        table.spans[2 * row] = table.ends.count
                        decode(row, appendingTo: &table.ends)
                        table.spans[2 * row + 1] = table.ends.count
                    }
                    from = table.spans[2 * row]
                    to = table.spans[2 * row + 1]
                    if previousRow >= 0 { lastRuns[previousRow - firstRow] = run }
                    run = max(from, lastRuns[row - firstRow])
                }
                let column = pointColumns[index]
                run = table.ends.withUnsafeBufferPointer { Self.run(containing: column, in: $0, from: from, to: to, near: run) }
                previousRow = row
                // Runs alternate water, land, water…: odd runs are land.
                result[index] = (run - from) & 1 == 1
            }
        }
        return result
    }

    /// The first run in `ends[from..<to]` that ends after `column`, or the last one, looked for first near `guess`:
    /// neighbouring points of a map mostly fall in the same run or the next.
    @inline(__always)
    private static func run(containing column: Int32, in ends: UnsafeBufferPointer<Int32>, from: Int, to: Int, near guess: Int) -> Int {
        var run = min(max(from, guess), to - 1)
        for _ in 0..<4 {
            if column >= ends[run] {
                guard run + 1 < to else { return run }
                run += 1
            } else if run > from && column < ends[run - 1] {
                run -= 1
            } else {
                return run
            }
        }
        // A binary search whose steps choose without branching: the points of a wide map land in unpredictable runs.
        var low = from
        var length = to - from
        while length > 1 {
            let half = length >> 1
            low = ends[low + half - 1] <= column ? low + half : low
            length -= half
        }
        return min(ends[low] <= column ? low + 1 : low, to - 1)
    }

    /// The grid row of a latitude, clamped to the grid.
    private func row(_ latitude: Double) -> Int {
        guard latitude.isFinite else { return 0 }
        return min(rows - 1, max(0, Int((90 - latitude) / 180 * Double(rows))))
    }

    /// The grid column of a longitude, wrapped around the globe.
    private func column(_ longitude: Double) -> Int {
        guard longitude.isFinite else { return 0 }
        var wrapped = longitude + 180
        // Most longitudes need no wrapping, and the remainder is the slowest step of a lookup: only the others pay it.
        if !(wrapped >= 0 && wrapped < 360) { wrapped = Self.wrapped(wrapped) }
        let position = Int(wrapped / 360 * Double(columns))
        return min(columns - 1, max(0, position))
    }

    /// `degrees` taken into 0 ..< 360. Not inlined, so that the common case does not compute it as well.
    @inline(never)
    private static func wrapped(_ degrees: Double) -> Double {
        let remainder = degrees.truncatingRemainder(dividingBy: 360)
        return remainder < 0 ? remainder + 360 : remainder
    }

    /// Appends where each run of `row` ends to `ends`; a damaged row reads as all water.
    private func decode(_ row: Int, appendingTo ends: inout [Int32]) {
        let start = runs + Int(bytes.loadUnaligned(fromByteOffset: rowOffsets + row * 4, as: UInt32.self).littleEndian)
        let end = runs + Int(bytes.loadUnaligned(fromByteOffset: rowOffsets + row * 4 + 4, as: UInt32.self).littleEndian)
        guard start <= end, end <= runsEnd else {
            ends.append(Int32(columns))
            return
        }
        var position = start
        var total = 0
        while position < end {
            var value = 0
            var shift = 0
            while position < end {
                let byte = Int(bytes[position])
                position += 1
                value |= (byte & 0x7F) << shift
                shift += 7
                if byte & 0x80 == 0 || shift > 28 { break }
            }
            total += value
            ends.append(Int32(clamping: total))
        }
        if total != columns { ends.append(Int32(clamping: max(columns, total))) }
    }
}
