import PlacesDomain

/// Writes names as XML character data that reads back exactly, for the GPX and KML encoders.
///
/// `&`, `<` and `>` become entities. A carriage return and the characters that act on a terminal
/// (`ControlCharacters`: C1 controls, DEL, bidirectional controls, line separators) become numeric references, as
/// JSON output escapes them: the name is unchanged for a reader, and printing the file cannot change the terminal.
/// Tab and line feed stay as they are. The C0 controls other than those cannot be written in XML 1.0 at all, not
/// even as references; each becomes U+FFFD and is counted, so an export can say a name was changed.
enum XMLEscaping {
    /// `text` as character data.
    ///
    /// - Parameters:
    ///   - text: A name.
    ///   - replaced: Incremented once when any character had to be replaced.
    static func text(_ text: String, replaced: inout Int) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x26 && $0 != 0x3C && $0 != 0x3E }) { return text }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var changed = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if !XMLReader.isCharacter(scalar.value) {
                    out.unicodeScalars.append("\u{FFFD}")
                    changed = true
                } else if scalar == "\r" || ControlCharacters.contains(scalar) {
                    out += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        if changed { replaced += 1 }
        return out
    }

    /// A document of `locations`: `header`, then each location as `entry` writes it, given its index and its name as character
    /// data (or `nil`), then `footer`; and how many names had characters that had to be replaced. `nil` as soon
    /// as the document is certain to be longer than `limit` bytes.
    static func document(
        _ locations: [Location],
        header: String,
        footer: String,
        limit: Int,
        entry: (Int, Location, String?) -> String
    ) -> (text: String, alteredNames: Int)? {
        var altered = 0
        var out = header
        for (index, location) in locations.enumerated() {
            out += entry(index, location, location.name.map { text($0, replaced: &altered) })
            guard out.utf8.count <= limit else { return nil }
        }
        return (out + footer, altered)
    }
}
