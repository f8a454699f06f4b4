/// Writes JSON text by hand, for the store and for `--json` output, where key order and number format matter.
public enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    ///
    /// Besides what JSON requires (`"`, `\` and C0 controls), DEL, C1 controls, the line and paragraph separators
    /// and the bidirectional controls are escaped as `\uXXXX`. The text decodes to exactly the same string, but
    /// printing the JSON on a terminal cannot change its colours, title, clipboard or reading order.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if needsEscape(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
