import PlacesDomain

/// Makes untrusted text safe and measurable on a terminal.
///
/// Names come from the network. Printed raw, `ESC [` would recolour the terminal, OSC 8 and OSC 52 would plant
/// links or write the clipboard, BEL would ring, `\r` would overwrite the line and U+202E would reverse what
/// follows. Every human output path passes names through ``sanitized(_:)``; JSON and links keep the exact text.
enum TerminalText {
    /// `text` with every control character visible and inert.
    ///
    /// C0 controls and DEL become their Unicode Control Pictures (ESC → ␛, BEL → ␇, NUL → ␀); C1 controls,
    /// bidirectional controls and line/paragraph separators become `<U+XXXX>`.
    static func sanitized(_ text: String) -> String {
        var needsWork = false
        for scalar in text.unicodeScalars where isUnsafe(scalar) {
            needsWork = true
            break
        }
        guard needsWork else { return text }
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
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        ControlCharacters.contains(scalar)
    }

    /// Untrusted text quoted in a message: made inert and kept short, so a 1 MB line cannot flood the screen.
    static func quoted(_ text: String) -> String {
        truncated(sanitized(text), toWidth: 60)
    }

    /// Columns `text` takes on a terminal: 2 for wide East Asian characters and emoji, 0 for combining marks.
    static func width(of text: String) -> Int {
        // Printable ASCII (most names) is one column a byte; only other text needs grapheme clusters.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + width(of: $1) }
    }

    /// Columns one character (grapheme cluster) takes, as terminals draw it (checked against the `wcwidth` package
    /// in the tests): two for East Asian wide and fullwidth characters (`WideCharacters`), for emoji shown as
    /// pictures — by default, or asked for with U+FE0F — and for flags; none for combining marks and invisible
    /// format characters; one for everything else, the soft hyphen included, which terminals draw as `-`.
    static func width(of character: Character) -> Int {
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

    /// `text` cut to at most `columns` columns, ending in "…" when something was cut.
    static func truncated(_ text: String, toWidth columns: Int) -> String {
        guard width(of: text) > columns else { return text }
        guard columns > 1 else { return columns == 1 ? "…" : "" }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = width(of: character)
            if used + characterWidth > columns - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }

    /// `text` followed by spaces up to `columns` columns.
    static func padded(_ text: String, toWidth columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - width(of: text)))
    }
}

extension TerminalText {
    /// `text` broken into lines of at most `columns` columns, at spaces where it can be and inside a word only when
    /// the word alone is wider; its own line breaks are kept, and blank lines between paragraphs too.
    static func wrapped(_ text: String, toWidth columns: Int) -> [String] {
        let columns = max(columns, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var used = 0
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                var wordWidth = width(of: word)
                if used > 0 && used + 1 + wordWidth <= columns {
                    line += " " + word
                    used += 1 + wordWidth
                    continue
                }
                if used > 0 { lines.append(line) }
                // A word wider than the line is cut into pieces that fit.
                while wordWidth > columns {
                    var piece = ""
                    var pieceWidth = 0
                    for character in word {
                        let characterWidth = width(of: character)
                        if pieceWidth + characterWidth > columns && pieceWidth > 0 { break }
                        piece.append(character)
                        pieceWidth += characterWidth
                    }
                    lines.append(piece)
                    word = String(word.dropFirst(piece.count))
                    wordWidth = width(of: word)
                }
                line = word
                used = wordWidth
            }
            lines.append(line)
        }
        return lines
    }
}
