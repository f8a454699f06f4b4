/// Well-formed UTF-8, byte by byte: for the JSON parser's strings and for checking CSV, GPX and KML files.
enum UTF8Sequence {
    /// The length of the well-formed UTF-8 sequence that starts at `index` with a byte of 0x80 or more (Unicode
    /// Table 3-7), or `nil` when the bytes there are not one.
    @inline(__always)
    static func length(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch bytes[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        for next in (index + 2)..<(index + length) where bytes[next] & 0xC0 != 0x80 { return nil }
        return length
    }
}
