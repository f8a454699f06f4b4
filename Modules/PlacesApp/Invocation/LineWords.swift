/// Splits a session line's argument into words the way people quote them in a shell, without a shell's surprises.
///
/// A word that starts with `"` or `'` runs to the same quote followed by white space or the end of the line, and the
/// quotes are not part of it: `add "Q 52.35" 4.83 4.83` has the words `Q 52.35`, `4.83`, `4.83`. Any other quote is
/// an ordinary character, so `O'Brien's Pub` is two words and an unmatched quote is kept as typed.
enum LineWords {
    /// The words of `text`, in order.
    static func split(_ text: String) -> [String] {
        let characters = Array(text)
        var words: [String] = []
        var index = 0
        while index < characters.count {
            if characters[index].isWhitespace {
                index += 1
                continue
            }
            if let end = closingQuote(in: characters, openingAt: index) {
                words.append(String(characters[(index + 1)..<end]))
                index = end + 1
                continue
            }
            var end = index
            while end < characters.count && !characters[end].isWhitespace { end += 1 }
            words.append(String(characters[index..<end]))
            index = end
        }
        return words
    }

    /// Where the quote opened at `start` closes: the same quote character followed by white space or the end.
    private static func closingQuote(in characters: [Character], openingAt start: Int) -> Int? {
        let quote = characters[start]
        guard quote == "\"" || quote == "'" else { return nil }
        var index = start + 1
        while index < characters.count {
            if characters[index] == quote, index + 1 == characters.count || characters[index + 1].isWhitespace {
                return index
            }
            index += 1
        }
        return nil
    }
}
