import PlacesDomain

/// Makes untrusted text inert and measures it as a screen of fixed-width cells shows it.
///
/// Names come from the network. Printed raw, `ESC [` would recolour a terminal, OSC 8 and OSC 52 would plant links
/// or write the clipboard, BEL would ring, `\r` would overwrite the line and U+202E would reverse what follows.
/// Every human output path passes names through ``sanitized(_:)``; JSON and links keep the exact text. Widths are
/// counted in columns because that is what a line holds; a front end with proportional type can ignore them.
package enum DisplayText {
    /// `text` with every control character visible and inert.
    ///
    /// C0 controls and DEL become their Unicode Control Pictures (ESC → ␛, BEL → ␇, NUL → ␀); C1 controls,
    /// bidirectional controls and line/paragraph separators become `<U+XXXX>`. Applying it twice changes nothing.
    package static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F:
                out.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
            case 0x7F:
                out.append("\u{2421}")
            default:
                if isUnsafe(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out.append(contentsOf: "<U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)>".unicodeScalars)
                } else {
                    out.append(scalar)
                }
            }
        }
        return String(out)
    }

    /// Whether printing `scalar` could change the terminal or the reading order instead of showing a character.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        ControlCharacters.contains(scalar)
    }

    /// Columns `text` takes on a terminal: 2 for wide East Asian characters and emoji, 0 for combining marks.
    package static func width(of text: String) -> Int {
        // Printable ASCII (most names) is one column a byte; only other text needs grapheme clusters.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        // So is Latin text whose accented letters are single scalars (é, ß, ø, ł…), below the combining marks at
        // U+0300: each scalar is a character of its own, one column wide, none of them wide, an emoji or a mark.
        if text.unicodeScalars.allSatisfy({ (0x20..<0x7F).contains($0.value) || (0xA0..<0x300).contains($0.value) }) {
            return text.unicodeScalars.count
        }
        return text.reduce(0) { $0 + width(of: $1) }
    }

    /// Columns one character (grapheme cluster) takes, as terminals draw it (checked against the `wcwidth` package
    /// in the tests): two for East Asian wide and fullwidth characters (`WideCharacters`), for emoji shown as
    /// pictures — by default, or asked for with U+FE0F — and for flags; none for combining marks and invisible
    /// format characters; one for everything else, the soft hyphen included, which terminals draw as `-`.
    package static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value == 0xAD { return 1 }
        if first.properties.isEmojiPresentation || scalars.contains(where: WideCharacters.contains) { return 2 }
        if first.properties.isEmoji && scalars.contains("\u{FE0F}") { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    /// `text` cut to at most `columns` columns and at most four Unicode scalars a column, ending in "…" when
    /// something was cut.
    ///
    /// Columns alone do not bound the output: combining marks and zero-width characters take none, so 60,000 of
    /// them on one letter are one column and 120 KB. Four scalars a column leave room for every real script's marks.
    package static func truncated(_ text: String, toWidth columns: Int) -> String {
        let scalarLimit = max(columns, 1) * 4
        if text.utf8.count <= columns, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        let fits = width(of: text) <= columns && text.unicodeScalars.count <= scalarLimit
        guard !fits else { return text }
        guard columns > 1 else { return columns == 1 ? "…" : "" }
        var result = ""
        var used = 0
        var scalarsUsed = 0
        for character in text {
            let characterWidth = width(of: character)
            if used + characterWidth > columns - 1 { break }
            let scalars = character.unicodeScalars
            if scalarsUsed + scalars.count > scalarLimit - 1 {
                // A letter carrying more marks than are left keeps as many of them as fit.
                let room = scalarLimit - 1 - scalarsUsed
                if room > 0 { result.unicodeScalars.append(contentsOf: scalars.prefix(room)) }
                break
            }
            result.append(character)
            used += characterWidth
            scalarsUsed += scalars.count
        }
        return result + "…"
    }
}
