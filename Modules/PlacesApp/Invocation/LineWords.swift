/// Splits a session line's argument into words the way people quote them in a shell, without a shell's surprises.
///
/// A word that starts with `"` or `'` runs to the same quote followed by white space or the end of the line, and the
/// quotes are not part of it: `add "Q 52.35" 4.83 4.83` has the words `Q 52.35`, `4.83`, `4.83`. Any other quote is
/// an ordinary character, so `O'Brien's Pub` is two words and an unmatched quote is kept as typed.
enum LineWords {
    /// The words of `text`, in order.
    static func split(_ text: String) -> [String] {
        var text = text
        if let words = text.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? splitASCII(bytes) : nil }) {
            return words
        }
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

    /// The characters of `text` up to its first white space, as typed (no quotes are read): a command's name.
    static func firstWord(of text: String) -> Substring {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return text.prefix { !$0.isWhitespace } }
        return text[..<(utf8.firstIndex { $0 == 0x20 || (0x09...0x0D).contains($0) } ?? utf8.endIndex)]
    }

    /// The same rule over the bytes of an ASCII line, where each byte is a character (CR LF, one character, is white
    /// space either way), without asking Unicode's tables about every character: a session piping thousands of
    /// lines spent a fifth of its time there.
    private static func splitASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var words: [String] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isWhitespace(byte) {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                var end = index + 1
                while end < bytes.count, !(bytes[end] == byte && (end + 1 == bytes.count || isWhitespace(bytes[end + 1]))) {
                    end += 1
                }
                if end < bytes.count {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]), as: UTF8.self))
                    index = end + 1
                    continue
                }
            }
            var end = index
            while end < bytes.count && !isWhitespace(bytes[end]) { end += 1 }
            words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self))
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
