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
    /// byte that is rare in the haystack (for folded names, the one `ByteRarity` picks), and the comparisons are few.
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
}
