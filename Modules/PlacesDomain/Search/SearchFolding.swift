/// The matching rule of search: text is compared after case and diacritics are folded away.
///
/// Folding is done per Unicode scalar, the same way for names and for queries, so "zurich" finds "Zürich",
/// "SAO" finds "São Paulo" and a name typed with a combining accent (`e` + U+0301) matches the precomposed one.
/// Each scalar folds as Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive])` folds it
/// (`FoldingTable`, generated from Foundation and checked against it by the tests), and combining marks are
/// dropped. Foundation itself is not used at run time: loading it costs more than a small command's whole work.
package struct SearchFolding: Sendable {
    /// `FoldingTable`, parsed on first use into a direct lookup for the scalars below U+3000 (every script with
    /// case or diacritics lives there, so the hot path never hashes) and a dictionary for the rare rest.
    private static let table = Table()

    // A class, so that taking the table for a name retains one reference rather than each of its three stores.
    private final class Table: Sendable {
        static let directLimit: UInt32 = 0x3000
        /// For scalar `s` below the limit: `offset << 8 | length` into `bytes`, or `UInt32.max` when `s` is not
        /// in the table.
        let direct: [UInt32]
        let bytes: [UInt8]
        let others: [UInt32: [UInt8]]

        init() {
            var direct = [UInt32](repeating: .max, count: Int(Self.directLimit))
            var bytes: [UInt8] = []
            var others: [UInt32: [UInt8]] = [:]
            Self.forEachEntry { key, folded in
                if key < Self.directLimit {
                    direct[Int(key)] = UInt32(bytes.count) << 8 | UInt32(folded.count)
                    bytes.append(contentsOf: folded)
                } else {
                    others[key] = folded
                }
            }
            self.direct = direct
            self.bytes = bytes
            self.others = others
        }

        /// Calls `body` with each entry of ``FoldingTable/entries`` (`SCALAR=FOLDED FOLDED…;` in hexadecimal) and the
        /// folded scalars as UTF-8. Read byte by byte: splitting the text into `String`s took a third of a millisecond
        /// at the first non-ASCII name, on a large feed's critical path.
        private static func forEachEntry(_ body: (UInt32, [UInt8]) -> Void) {
            var text = FoldingTable.entries
            text.withUTF8 { utf8 in
                var key: UInt32?
                var number: UInt32 = 0
                var digits = 0
                var folded: [UInt8] = []
                for byte in utf8 {
                    switch byte {
                    case UInt8(ascii: "0")...UInt8(ascii: "9"):
                        number = number << 4 | UInt32(byte - UInt8(ascii: "0"))
                        digits += 1
                    case UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "a")...UInt8(ascii: "f"):
                        number = number << 4 | UInt32((byte | 0x20) - UInt8(ascii: "a") + 10)
                        digits += 1
                    case UInt8(ascii: "="):
                        key = digits > 0 ? number : nil
                        number = 0
                        digits = 0
                    default:
                        // A space ends a folded scalar; `;` or a line break also ends the entry.
                        if key != nil, digits > 0, let scalar = Unicode.Scalar(number) {
                            folded.append(contentsOf: scalar.utf8)
                        }
                        number = 0
                        digits = 0
                        if byte != UInt8(ascii: " ") {
                            if let key { body(key, folded) }
                            key = nil
                            folded.removeAll(keepingCapacity: true)
                        }
                    }
                }
                if let key {
                    if digits > 0, let scalar = Unicode.Scalar(number) { folded.append(contentsOf: scalar.utf8) }
                    body(key, folded)
                }
            }
        }

        /// Appends the folding of `scalar` and returns true, or returns false when the scalar is not listed.
        func append(_ scalar: UInt32, to out: inout [UInt8]) -> Bool {
            if scalar < Self.directLimit {
                let slot = direct[Int(scalar)]
                guard slot != .max else { return false }
                let offset = Int(slot >> 8)
                out.append(contentsOf: bytes[offset..<offset + Int(slot & 0xFF)])
                return true
            }
            guard let folded = others[scalar] else { return false }
            out.append(contentsOf: folded)
            return true
        }
    }

    /// Creates a folder.
    package init() {}

    /// The folded UTF-8 bytes of `text`.
    ///
    /// - Parameter text: A name or a query.
    /// - Returns: Lower-case bytes without diacritics; empty when `text` folds to nothing.
    package mutating func fold(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        append(text, to: &out)
        return out
    }

    /// `text` folded, with every run of white space as one space and none at the ends: how the gazetteer compares
    /// names, the same when it is built and when it is searched.
    package mutating func key(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        var pendingSpace = false
        for byte in fold(text) {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(0x20) }
            pendingSpace = false
            out.append(byte)
        }
        return out
    }

    /// A folded key with the first letter of each word upper-cased ("den haag" → "Den Haag"): how most names were
    /// written before folding, so the gazetteer stores a name's spelling only when it is something else.
    ///
    /// - Parameter key: Folded bytes, as `key(_:)` makes them.
    /// - Returns: The text with capitals restored where words begin.
    package static func capitalizingWords(_ key: [UInt8]) -> String {
        var out = ""
        var wordStart = true
        for character in String(decoding: key, as: UTF8.self) {
            out += wordStart ? character.uppercased() : String(character)
            wordStart = character == " "
        }
        return out
    }

    /// Appends the folded UTF-8 bytes of `text` to `out`.
    ///
    /// - Parameters:
    ///   - text: A name or a query.
    ///   - out: The buffer that receives the bytes.
    package mutating func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { Self.appendUTF8($0, to: &out) }
    }

    /// Appends the folded UTF-8 bytes of the text `utf8`: ``append(_:to:)`` for text given as its bytes, such as a
    /// feed's names read straight from the document.
    ///
    /// - Parameters:
    ///   - utf8: Valid UTF-8.
    ///   - out: The buffer that receives the bytes.
    package static func appendUTF8(_ utf8: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        // Pure ASCII (most names): only lower-casing.
        guard utf8.contains(where: { $0 >= 0x80 }) else { return appendASCII(utf8, to: &out) }
        let table = Self.table
        var index = 0
        while index < utf8.count {
            let lead = utf8[index]
            if lead < 0x80 {
                out.append(lead &- UInt8(ascii: "A") < 26 ? lead | 0x20 : lead)
                index += 1
                continue
            }
            // Decoded by hand: the text is valid, and the standard library's decoder, through `String`'s scalar
            // view, was most of the time spent folding a feed's non-ASCII names.
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            guard index + length <= utf8.count else { return }
            var value = UInt32(lead & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F))
            for next in index + 1..<index + length { value = value << 6 | UInt32(utf8[next] & 0x3F) }
            if !table.append(value, to: &out), let scalar = Unicode.Scalar(value), !isDiacritic(scalar) {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<index + length]))
            }
            index += length
        }
    }

    /// Appends the folding of ASCII text, given as its bytes: each letter lower-cased, everything else kept.
    ///
    /// - Parameters:
    ///   - ascii: Bytes below 0x80.
    ///   - out: The buffer that receives the bytes.
    package static func appendASCII(_ ascii: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        for byte in ascii { out.append(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte) }
    }

    /// Whether folding drops `scalar`: combining marks carry the diacritics.
    static func isDiacritic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: true
        default: false
        }
    }
}
