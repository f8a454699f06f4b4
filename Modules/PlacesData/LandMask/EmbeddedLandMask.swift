public import PlacesDomain
import PlacesLandMaskData

/// The land mask compiled into Places: land and water at 1 arc-minute (about 1.85 km at the equator), reduced from
/// the GLOBE mask of `global-land-mask` (MIT; GLOBE data, NOAA, public domain) by `Scripts/update-land-mask.sh`.
///
/// Read in place from the binary: each row of the grid, north to south, is the lengths of its alternating runs of
/// water and land as LEB128 varints (layout in `Scripts/generate-land-mask.py`). A lookup decodes only the row it
/// needs, and a call for many points decodes each row once.
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
    }

    public func land(
        latitudes: UnsafeBufferPointer<Double>,
        longitudes: UnsafeBufferPointer<Double>,
        into result: UnsafeMutableBufferPointer<Bool>
    ) {
        // The rows decoded so far in this call, a few at a time: where each run ends, water first. A regional map's
        // row of dots crosses a few rows of the grid, back and forth.
        var cache: [(row: Int, ends: [Int])] = []
        var ends: [Int] = []
        var cachedRow = -1
        var lastRun = 0
        let count = min(latitudes.count, longitudes.count, result.count)
        for index in 0..<count {
            let row = self.row(latitudes[index])
            if row != cachedRow {
                if let hit = cache.firstIndex(where: { $0.row == row }) {
                    ends = cache[hit].ends
                } else {
                    decode(row, into: &ends)
                    if cache.count == 8 { cache.removeFirst() }
                    cache.append((row, ends))
                }
                cachedRow = row
                lastRun = 0
            }
            let column = self.column(longitudes[index])
            // Points of a map row move little from one to the next: look near the last run before searching.
            var run = min(lastRun, max(0, ends.count - 1))
            if run < ends.count, column < (run == 0 ? 0 : ends[run - 1]) || column >= ends[run] {
                var low = 0
                var high = ends.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if ends[middle] > column { high = middle } else { low = middle + 1 }
                }
                run = low
            }
            lastRun = run
            // Runs alternate water, land, water…: odd runs are land.
            result[index] = run % 2 == 1 && run < ends.count
        }
    }

    /// The grid row of a latitude, clamped to the grid.
    private func row(_ latitude: Double) -> Int {
        guard latitude.isFinite else { return 0 }
        return min(rows - 1, max(0, Int((90 - latitude) / 180 * Double(rows))))
    }

    /// The grid column of a longitude, wrapped around the globe.
    private func column(_ longitude: Double) -> Int {
        guard longitude.isFinite else { return 0 }
        let wrapped = (longitude + 180).truncatingRemainder(dividingBy: 360)
        let position = Int((wrapped < 0 ? wrapped + 360 : wrapped) / 360 * Double(columns))
        return min(columns - 1, max(0, position))
    }

    /// Decodes where each run of `row` ends; a damaged row reads as all water.
    private func decode(_ row: Int, into ends: inout [Int]) {
        ends.removeAll(keepingCapacity: true)
        let start = runs + Int(bytes.loadUnaligned(fromByteOffset: rowOffsets + row * 4, as: UInt32.self).littleEndian)
        let end = runs + Int(bytes.loadUnaligned(fromByteOffset: rowOffsets + row * 4 + 4, as: UInt32.self).littleEndian)
        guard start <= end, end <= runsEnd else {
            ends = [columns]
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
            ends.append(total)
        }
        if ends.last != columns { ends.append(max(columns, total)) }
    }
}
