/// How one history entry is written on its line of the history file: libedit's `vis(3)` form, which libedit (and
/// so every earlier version of Places) reads and writes.
///
/// Spaces, backslashes and control characters (C0, DEL, C1) are written as octal escapes of their UTF-8 bytes
/// (`\040`), so an entry never spans lines; other characters are written as they are. Reading also understands
/// the rest of what `vis` writes (`\^A`, `\M-C`, `\M^E`, `\s`, `\n`…), and keeps anything else as it stands.
package enum HistoryLineCoding {
    /// `line` escaped for the file.
    package static func encoded(_ line: String) -> String {
        var out = ""
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x00...0x20, 0x5C, 0x7F...0x9F:
                for byte in String(scalar).utf8 {
                    let octal = String(byte, radix: 8)
                    out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                }
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The entry a line of the file holds; bytes that do not form UTF-8 become U+FFFD.
    package static func decoded(_ line: String) -> String {
        var bytes: [UInt8] = []
        var rest = Array(line.utf8)[...]
        while let byte = rest.popFirst() {
            if byte == UInt8(ascii: "\\"), let decoded = escape(&rest) {
                bytes.append(decoded)
            } else {
                // A plain byte, or a backslash that starts no escape vis writes: kept as it stands.
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads one escape after its backslash from `rest`, or leaves `rest` alone and returns `nil`.
    private static func escape(_ rest: inout ArraySlice<UInt8>) -> UInt8? {
        let saved = rest
        guard let first = rest.popFirst() else { return nil }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = Int(first - UInt8(ascii: "0"))
            for _ in 0..<2 {
                guard let digit = rest.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                value = value * 8 + Int(digit - UInt8(ascii: "0"))
                rest.removeFirst()
            }
            return UInt8(truncatingIfNeeded: value)
        case UInt8(ascii: "^"):
            return rest.popFirst().map(control)
        case UInt8(ascii: "M"):
            switch rest.popFirst() {
            case UInt8(ascii: "-"): return rest.popFirst().map { $0 | 0x80 }
            case UInt8(ascii: "^"): return rest.popFirst().map { control($0) | 0x80 }
            default: break
            }
        default:
            if let simple = simpleEscapes[first] { return simple }
        }
        rest = saved
        return nil
    }

    /// `^X` → the control character: `^?` is DEL, the others the letter's low five bits.
    private static func control(_ byte: UInt8) -> UInt8 {
        byte == UInt8(ascii: "?") ? 0x7F : byte & 0x1F
    }

    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "s"): 0x20, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09,
        UInt8(ascii: "r"): 0x0D, UInt8(ascii: "b"): 0x08, UInt8(ascii: "a"): 0x07, UInt8(ascii: "v"): 0x0B,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "E"): 0x1B,
    ]
}
