#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Finding bytes in bytes with the C library's `memchr` and `memcmp`, which scan long text many times faster than a
/// loop in Swift. (`memmem` would do both at once, but glibc exports it only as a GNU extension.)
package enum ByteSearch {
    /// The offset of the first occurrence of `needle` in `haystack` at or after `start`, or `nil`.
    ///
    /// The scan looks for one byte of the needle, the anchor, and compares the rest only where it is found: pick a
    /// byte that is rare in the haystack (``rarestByte(in:)`` for names), and the comparisons are few.
    package static func firstOffset(
        of needle: UnsafeRawBufferPointer,
        in haystack: UnsafeRawBufferPointer,
        from start: Int,
        anchor: Int = 0
    ) -> Int? {
        guard let base = haystack.baseAddress, let pattern = needle.baseAddress, !needle.isEmpty,
              needle.indices.contains(anchor), start >= 0, start <= haystack.count
        else { return nil }
        let byte = Int32(needle[anchor])
        var position = start
        while haystack.count - position >= needle.count {
            let searched = haystack.count - position - needle.count + 1
            guard let found = memchr(base + position + anchor, byte, searched) else { return nil }
            let offset = UnsafeRawPointer(found) - base - anchor
            if memcmp(base + offset, pattern, needle.count) == 0 { return offset }
            position = offset + 1
        }
        return nil
    }

    /// The position of the byte of `needle` that is least common in names written in Latin letters: any byte
    /// outside ASCII, else the rarest letter by English and European place names' letter frequencies.
    package static func rarestByte(in needle: [UInt8]) -> Int {
        var best = 0
        var bestRank = Int.max
        for (index, byte) in needle.enumerated() {
            let rank = byte >= 0x80 ? 0 : commonness[Int(byte)]
            if rank < bestRank {
                best = index
                bestRank = rank
            }
        }
        return best
    }

    /// How common each ASCII byte is in place names, as a rank: higher is more common.
    private static let commonness: [Int] = {
        var ranks = [Int](repeating: 1, count: 128)
        // Least to most common lower-case letters in Latin-script place names; space and the vowels most of all.
        for (rank, letter) in "qxzjwkvfyghbpmcudltsnroiea ".utf8.enumerated() { ranks[Int(letter)] = rank + 2 }
        return ranks
    }()
}
