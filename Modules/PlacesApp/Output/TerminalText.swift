import PlacesPresentation

/// Lays out text on a terminal: padding and wrapping by columns, which ``DisplayText`` measures.
enum TerminalText {
    /// `text` followed by spaces up to `columns` columns.
    static func padded(_ text: String, toWidth columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - DisplayText.width(of: text)))
    }

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
                var wordWidth = DisplayText.width(of: word)
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
                        let characterWidth = DisplayText.width(of: character)
                        if pieceWidth + characterWidth > columns && pieceWidth > 0 { break }
                        piece.append(character)
                        pieceWidth += characterWidth
                    }
                    lines.append(piece)
                    word = String(word.dropFirst(piece.count))
                    wordWidth = DisplayText.width(of: word)
                }
                line = word
                used = wordWidth
            }
            lines.append(line)
        }
        return lines
    }
}
