/// The bytes of a data file compiled into Places (the gazetteer, the country shapes), read in place: little-endian
/// integers at offsets, and the checks every such file's header gets before anything else is read.
///
/// Sendable by construction: the bytes are read-only (the binary's own constant data, or a test's buffer that
/// outlives the value), and nothing here mutates.
struct EmbeddedBytes: @unchecked Sendable {
    /// The bytes.
    let raw: UnsafeRawBufferPointer

    /// How many there are.
    var count: Int { raw.count }

    @inline(__always)
    func u8(_ offset: Int) -> Int { Int(raw[offset]) }
    @inline(__always)
    func u16(_ offset: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self).littleEndian) }
    @inline(__always)
    func u32(_ offset: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian) }
    @inline(__always)
    func i32(_ offset: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: offset, as: Int32.self).littleEndian) }

    /// Whether the bytes start with a header of `size` bytes that begins with `magic`, names layout `version` at
    /// offset 4 and the file's own length at `lengthField`: a truncated or foreign file fails here.
    func hasHeader(_ magic: String, size: Int, version: Int, lengthField: Int) -> Bool {
        raw.count >= size && Array(raw[0..<4]) == Array(magic.utf8) && u32(4) == version && u32(lengthField) == raw.count
    }

    /// Whether each section, given by its start and size in bytes (0 when it runs to the next), begins after the
    /// header and the section before it, and ends inside the bytes.
    func sectionsInOrder(_ sections: [(start: Int, size: Int)], after header: Int) -> Bool {
        var end = header
        for (start, size) in sections {
            guard start >= end, size >= 0, start + size <= raw.count else { return false }
            end = start + size
        }
        return true
    }

    /// UTF-8 text at `start`, `length` bytes long; `nil` when that runs outside the bytes.
    func text(_ start: Int, _ length: Int) -> String? {
        guard start >= 0, length >= 0, start + length <= raw.count else { return nil }
        return String(decoding: raw[start..<start + length], as: UTF8.self)
    }
}
