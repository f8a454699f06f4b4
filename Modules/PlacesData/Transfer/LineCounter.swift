/// Turns byte offsets into line and column numbers for messages, counting forwards only once: readers ask about
/// offsets in increasing order, so a whole file costs one pass however many positions are asked for.
///
/// A line ends at LF, at CRLF, or at a CR alone (old Mac files).
struct LineCounter {
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    /// The line, from 1, of the byte at `target`.
    mutating func line(at target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if target < offset { rewind() }
        let end = min(target, bytes.count)
        while offset < end {
            let byte = bytes[offset]
            offset += 1
            if byte == 0x0A || (byte == 0x0D && (offset >= bytes.count || bytes[offset] != 0x0A)) {
                line += 1
                lineStart = offset
            }
        }
        return line
    }

    /// The line and column, both from 1, of the byte at `target`; the column counts characters, not bytes.
    mutating func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let line = line(at: target, in: bytes)
        let end = min(target, bytes.count)
        var column = 1
        if lineStart < end {
            // UTF-8 continuation bytes (10xxxxxx) do not start a character.
            for index in lineStart..<end where bytes[index] & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }

    private mutating func rewind() {
        offset = 0
        line = 1
        lineStart = 0
    }
}
