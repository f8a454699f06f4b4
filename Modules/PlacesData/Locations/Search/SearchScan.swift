import PlacesDomain
import PlacesSystem

/// One search answered by reading every folded name, without the index's bit sets: what a single search of a long
/// list costs least, since the sets take longer to build than the names take to read.
///
/// The rule is `FoldedNames.positions(containing:)`'s: the folded query is a part of the folded name, and an empty
/// folded query (combining marks alone) matches every named entry.
enum SearchScan {
    /// The positions (0-based, plus `offset`) of the named entries of `part` whose folded name contains `needle`,
    /// ascending.
    static func matches(of needle: [UInt8], in part: FoldedNames, offset: Int) -> [Int] {
        var result: [Int] = []
        if needle.isEmpty {
            for position in 0..<part.count where part.isNamed(position) { result.append(offset + position) }
        } else {
            collect(needle, in: part, offset: offset, into: &result)
        }
        return result
    }

    /// Appends to `result` the positions (plus `offset`) of the names in `part` that contain `needle`.
    ///
    /// The names lie end to end in one buffer; rather than starting a comparison at every byte of every name, the
    /// whole buffer is scanned sixteen bytes at a time for the needle's rarest byte, and only where it occurs is the
    /// rest compared — within the name that holds it, never across two names. A name that matches is left at once.
    private static func collect(_ needle: [UInt8], in part: FoldedNames, offset: Int, into result: inout [Int]) {
        let anchor = ByteRarity.rarestPosition(in: needle)
        part.bytes.withUnsafeBufferPointer { bytes in
            part.starts.withUnsafeBufferPointer { starts in
                needle.withUnsafeBufferPointer { needle in
                    guard let base = bytes.baseAddress else { return }
                    let length = needle.count
                    var name = 0
                    // The earliest place the anchor byte of a match could be.
                    var from = anchor
                    while let hit = firstIndex(of: needle[anchor], in: base, from: from, to: bytes.count) {
                        let start = hit - anchor
                        while Int(starts[name + 1]) <= start { name += 1 }
                        let end = Int(starts[name + 1])
                        if start + length <= end, equal(base + start, needle, length) {
                            result.append(name + offset)
                            from = end + anchor
                        } else {
                            from = hit + 1
                        }
                    }
                }
            }
        }
    }

    /// The first position in `from..<end` holding `byte`.
    @inline(__always)
    private static func firstIndex(of byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var index = start
        let pattern = SIMD16<UInt8>(repeating: byte)
        while index + 16 <= end {
            let found = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self) .== pattern
            if any(found) {
                for lane in 0..<16 where found[lane] { return index + lane }
            }
            index += 16
        }
        while index < end {
            if base[index] == byte { return index }
            index += 1
        }
        return nil
    }

    @inline(__always)
    private static func equal(_ text: UnsafePointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>, _ length: Int) -> Bool {
        var index = 0
        while index < length && text[index] == needle[index] { index += 1 }
        return index == length
    }
}
