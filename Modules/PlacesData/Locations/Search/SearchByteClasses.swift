/// The classes a folded byte and a pair of adjacent folded bytes fall into, shared by the index's builder and its
/// query so both sides always agree.
///
/// Letters a–z, digits and the space each have a class of their own (bits 0–36), so a one-letter query is answered by
/// its set alone; other ASCII bytes share 8 classes and the bytes of other characters 18. Bit 63 marks named entries.
/// Classes 64 ..< 128 are 64 hashed classes of adjacent byte pairs.
enum SearchByteClasses {
    /// Marks entries that have a name, so an unnamed one never matches a non-empty query.
    static let named = 63
    /// The first pair class.
    static let pairBase = 64
    /// How many pair classes there are.
    static let pairCount = 64
    /// Every class, single bytes and pairs.
    static let count = pairBase + pairCount

    /// The class bit of a folded byte.
    @inline(__always)
    static func bit(for byte: UInt8) -> UInt64 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): 1 << UInt64(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): 1 << UInt64(26 + byte - UInt8(ascii: "0"))
        case UInt8(ascii: " "): 1 << 36
        case 0..<0x80: 1 << UInt64(37 + byte % 8)
        default: 1 << UInt64(45 + byte % 18)
        }
    }

    /// The class of an adjacent byte pair, 0 ..< ``pairCount``.
    @inline(__always)
    static func pair(_ first: UInt8, _ second: UInt8) -> Int {
        Int((UInt32(first) &* 31 &+ UInt32(second)) & 63)
    }

    /// Whether a byte's class holds that byte alone, so membership in the set is already a match.
    static func isExact(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: " ")
    }
}
