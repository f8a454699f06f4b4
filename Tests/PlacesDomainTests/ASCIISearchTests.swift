@testable import PlacesDomain
import PlacesTestSupport
import Testing

/// The byte searches a link's parser uses find what the character searches find.
@Suite struct ASCIISearchTests {
    @Test("the first ASCII character and the parts between them, as the character searches give them", arguments: [
        "lat=1&lon=2", "&&lat=1&", "", "#", "a#\u{301}b#c", "\u{301}&x", "x&\u{301}y", "\r\n&=#?/", "café=1&b=2", "#\u{FE0F}\u{20E3}&#",
    ])
    func examples(text: String) {
        check(Substring(text))
    }

    @Test("random text, ASCII or not, and slices of it")
    func matchesCharacterSearch() {
        var generator = SeededGenerator(seed: 19)
        let pieces = ["#", "?", "/", "&", "=", "a", "1", "\r", "\n", "\r\n", "\u{301}", "é", "\u{20E3}", "\u{FE0F}", " "]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            check(Substring(text))
            // A slice starting after its string's first character, as the parser's are.
            if let first = text.indices.first { check(text[text.index(after: first)...]) }
        }
    }

    private func check(_ text: Substring) {
        for character in "#?/&=" {
            let byte = character.asciiValue ?? 0
            #expect(text.firstIndex(ofASCII: byte) == text.firstIndex(of: character), "\(Array(text.unicodeScalars))")
            #expect(text.split(ascii: byte) == text.split(separator: character), "\(Array(text.unicodeScalars))")
        }
    }
}
