import PlacesDomain

/// Splits CSV text into records and fields by RFC 4180, leniently where spreadsheets are lenient.
///
/// A field is quoted when its first character other than spaces is `"`; inside, `""` is a quote and separators
/// and line breaks are text. An unquoted field runs to the next separator or line end, without the spaces around
/// it. Records end at LF, CRLF or a lone CR. Fields are byte ranges: only the columns a reader needs become
/// strings (``text(_:)``).
struct CSVScanner {
    /// One field: where its text is, and whether it was quoted (then `""` inside stands for `"`).
    struct Field {
        let range: Range<Int>
        let quoted: Bool
    }

    /// One record and the line it starts on.
    struct Record {
        var fields: [Field] = []
        let line: Int
        /// Text after a closing quote (`"a"b`): the record's fields cannot be trusted.
        var malformed = false
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let separator: UInt8
    private(set) var position: Int
    private(set) var line: Int

    /// A scanner of `bytes` from `position`, which is on `line`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, from position: Int = 0, line: Int = 1) {
        self.bytes = bytes
        self.separator = separator
        self.position = position
        self.line = line
    }

    /// The next record, or `nil` at the end of the text.
    ///
    /// - Throws: ``TransferFailure/unterminatedQuote(line:)`` for a quote that is never closed.
    mutating func next() throws(TransferFailure) -> Record? {
        guard position < bytes.count else { return nil }
        var record = Record(line: line)
        while true {
            while position < bytes.count, bytes[position] == 0x20, separator != 0x20 { position += 1 }
            if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
                try quotedField(into: &record)
            } else {
                let start = position
                while position < bytes.count, !isEnd(bytes[position]) { position += 1 }
                var end = position
                while end > start, bytes[end - 1] == 0x20 || (bytes[end - 1] == 0x09 && separator != 0x09) { end -= 1 }
                record.fields.append(Field(range: start..<end, quoted: false))
            }
            guard position < bytes.count else { return record }
            let byte = bytes[position]
            position += 1
            if byte == separator { continue }
            // A line break: CRLF counts once.
            if byte == 0x0D, position < bytes.count, bytes[position] == 0x0A { position += 1 }
            line += 1
            return record
        }
    }

    private mutating func quotedField(into record: inout Record) throws(TransferFailure) {
        let openedOn = line
        position += 1
        let start = position
        while true {
            guard position < bytes.count else { throw .unterminatedQuote(line: openedOn) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "\"") {
                    position += 2
                    continue
                }
                break
            }
            if byte == 0x0A || (byte == 0x0D && (position + 1 >= bytes.count || bytes[position + 1] != 0x0A)) { line += 1 }
            position += 1
        }
        record.fields.append(Field(range: start..<position, quoted: true))
        position += 1
        while position < bytes.count, bytes[position] == 0x20, separator != 0x20 { position += 1 }
        guard position < bytes.count, !isEnd(bytes[position]) else { return }
        // Text after the closing quote: keep the record's shape by skipping to the field's end.
        record.malformed = true
        while position < bytes.count, !isEnd(bytes[position]) { position += 1 }
    }

    private func isEnd(_ byte: UInt8) -> Bool {
        byte == separator || byte == 0x0A || byte == 0x0D
    }

    /// The text of `field`, with `""` as `"` when it was quoted.
    func text(_ field: Field) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[field.range])
        guard field.quoted, slice.contains(UInt8(ascii: "\"")) else { return String(decoding: slice, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(slice.count)
        var skipNext = false
        for byte in slice {
            if skipNext {
                skipNext = false
                continue
            }
            out.append(byte)
            if byte == UInt8(ascii: "\"") { skipNext = true }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
