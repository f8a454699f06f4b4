/// The matching rule of search: text is compared after case and diacritics are folded away.
///
/// Folding is done per Unicode scalar, the same way for names and for queries, so "zurich" finds "Zürich",
/// "SAO" finds "São Paulo" and a name typed with a combining accent (`e` + U+0301) matches the precomposed one.
/// Each scalar folds as Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive])` folds it
/// (`FoldingTable`, generated from Foundation and checked against it by the tests), and combining marks are
/// dropped. Foundation itself is not used at run time: loading it costs more than a small command's whole work.
public struct SearchFolding: Sendable {
    /// `FoldingTable`, parsed on first use into a direct lookup for the scalars below U+3000 (every script with
    /// case or diacritics lives there, so the hot path never hashes) and a dictionary for the rare rest.
    private static let table = Table()

    private struct Table: Sendable {
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
        /// folded scalars as UTF-8, reading the text byte by byte.
        private static func forEachEntry(_ body: (UInt32, [UInt8]) -> Void) {
            do {
                var key: UInt32?
                var number: UInt32 = 0
                var digits = 0
                var folded: [UInt8] = []
                for byte in FoldingTable.entries.utf8 {
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
    public init() {}

    /// The folded UTF-8 bytes of `text`.
    ///
    /// - Parameter text: A name or a query.
    /// - Returns: Lower-case bytes without diacritics; empty when `text` folds to nothing.
    public mutating func fold(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        append(text, to: &out)
        return out
    }

    /// `text` folded, with every run of white space as one space and none at the ends: how the gazetteer compares
    /// names, the same when it is built and when it is searched.
    public mutating func key(_ text: String) -> [UInt8] {
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
    public static func capitalizingWords(_ key: [UInt8]) -> String {
        var out = ""
        var wordStart = true
        for character in String(decoding: key, as: UTF8.self) {
            out += wordStart ? character.uppercased() : String(character)
            wordStart = character == " "
        }
        return out
    }

    /// Appends the folded UTF-8 bytes of `text` to `out`: each scalar as the table folds it; a combining mark
    /// dropped; anything else kept as it is.
    ///
    /// - Parameters:
    ///   - text: A name or a query.
    ///   - out: The buffer that receives the bytes.
    public mutating func append(_ text: String, to out: inout [UInt8]) {
        // Most names are ASCII, whose folding only lowers the case of letters: their bytes are read without decoding.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 { out.append(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte) }
            return
        }
        // Read once per text, not once per scalar.
        let table = Self.table
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                // Only letters change: upper case to lower case.
                let byte = UInt8(scalar.value)
                out.append(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte)
            } else if !table.append(scalar.value, to: &out), !Self.isDiacritic(scalar) {
                out.append(contentsOf: scalar.utf8)
            }
        }
    }

    /// Whether folding drops `scalar`: combining marks carry the diacritics.
    static func isDiacritic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: true
        default: false
        }
    }
}
