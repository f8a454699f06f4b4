import PlacesDomain

/// Writes JSON text by hand, for the store and for `--json` output, where key order and number format matter.
package enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    ///
    /// Besides what JSON requires (`"`, `\` and C0 controls), DEL, C1 controls, the line and paragraph separators
    /// and the bidirectional controls are escaped as `\uXXXX`. The text decodes to exactly the same string, but
    /// printing the JSON on a terminal cannot change its colours, title, clipboard or reading order.
    package static func quoted(_ text: String) -> String {
        // Most names are printable ASCII without quotes or backslashes: nothing to escape.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
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
                if ControlCharacters.contains(scalar) {
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

}
