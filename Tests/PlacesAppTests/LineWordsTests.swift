@testable import PlacesApp
import PlacesTestSupport
import Testing

/// A session line's words: quoted words, quotes that are ordinary characters, and the same words whether the line
/// is plain ASCII (read byte by byte) or not (read character by character).
@Suite struct LineWordsTests {
    @Test("a quoted word runs to the same quote before white space; any other quote is an ordinary character", arguments: [
        (#"add "Q 52.35" 4.83 4.83"#, ["add", "Q 52.35", "4.83", "4.83"]),
        ("O'Brien's Pub", ["O'Brien's", "Pub"]),
        (#"say "unclosed word"#, ["say", #""unclosed"#, "word"]),
        ("'single quoted'\t\r\nnext", ["single quoted", "next"]),
        (#""" ''"#, ["", ""]),
        ("  ", []),
        (#"café "Zürich HB" é"#, ["café", "Zürich HB", "é"]),
    ])
    func words(line: String, expected: [String]) {
        #expect(LineWords.split(line) == expected)
    }

    @Test("an ASCII line splits as the same line does when a word that is not ASCII follows it")
    func asciiMatchesCharacters() {
        var generator = SeededGenerator(seed: 25)
        let alphabet: [Character] = ["a", "b", "1", ".", " ", " ", "\t", "\r", "\n", "\"", "\"", "'", "'", "-"]
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...16, using: &generator)
            let line = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            // "é" makes the whole line go through the character-by-character reading.
            #expect(LineWords.split(line) + ["é"] == LineWords.split(line + " é"), "\(line.debugDescription)")
            #expect(LineWords.firstWord(of: line) == line.prefix { !$0.isWhitespace }, "\(line.debugDescription)")
        }
        #expect(LineWords.firstWord(of: "inspect\u{3000}x") == "inspect")
        #expect(LineWords.firstWord(of: "café au lait") == "café")
    }
}
