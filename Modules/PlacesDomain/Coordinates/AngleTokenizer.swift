/// Splits coordinate text into tokens: numbers (with their text, sign and whether they have a fraction), units,
/// hemisphere letters and separators. A comma is a decimal comma or a separator by the rules of `numberTokens`.
///
/// Units are `°` (also `º`, `˚`, `d`, `deg`), minutes `'` (also `′`, `’`, `‘`, `ʹ`, `m`) and seconds `"` (also `″`,
/// `”`, `“`, `ʺ`, two minute marks, `s`); colons between numbers are degrees, minutes and seconds (`52:21:17`).
/// Hemispheres are letters (N, S, E, W) or words (north…, and in Dutch noord, zuid, oost, west, and the
/// abbreviations NB, ZB, OL, WL that Dutch coordinates are written with).
enum AngleTokenizer {
    static func tokens(in text: String, decimalCommaAllowed: Bool) throws(CoordinateTextError) -> [AngleToken] {
        let characters = Array(text)
        let decimalComma = decimalCommaAllowed || countNumberRuns(characters) > 1
        var tokens: [AngleToken] = []
        // Colons in the number chain being read: one after degrees, two after minutes.
        var colons = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let afterNumber = index > 0 && isNumberCharacter(characters[index - 1])
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character.isWhitespace {
                index += 1
            } else if let end = numberEnd(in: characters, at: index, tokens: tokens) {
                let run = String(characters[index..<end].filter { !$0.isWhitespace })
                let numbers = try numberTokens(run, decimalComma: decimalComma)
                tokens += numbers
                index = end
                if colons > 0 && (index >= characters.count || characters[index] != ":") {
                    guard numbers.count == 1 else { throw .unexpectedText(":") }
                    tokens.append(.unit(colons == 1 ? .minute : .second))
                    colons = 0
                }
            } else if character == ":" {
                // 52:21:17 — the colon ends the degrees, then the minutes.
                guard tokens.last?.isNumber == true, colons < 2, let next, next.isASCII, next.isNumber else {
                    throw .unexpectedText(":")
                }
                colons += 1
                tokens.append(.unit(colons == 1 ? .degree : .minute))
                index += 1
            } else if ",;/".contains(character) {
                tokens.append(.separator(character))
                index += 1
            } else if degreeMarks.contains(character) {
                tokens.append(.unit(.degree))
                index += 1
            } else if minuteMarks.contains(character), let next, minuteMarks.contains(next) {
                tokens.append(.unit(.second))
                index += 2
            } else if minuteMarks.contains(character) {
                tokens.append(.unit(.minute))
                index += 1
            } else if secondMarks.contains(character) {
                tokens.append(.unit(.second))
                index += 1
            } else if character.isLetter {
                var end = index
                while end < characters.count && characters[end].isLetter { end += 1 }
                let word = String(characters[index..<end]).lowercased()
                let rest = String(characters[(index + 1)..<end]).lowercased()
                // `d`, `m` and `s` right after a number are units, also before a hemisphere (`17sN`); `s` alone
                // after a number is seconds, `S` south.
                if afterNumber, let unit = unitLetters[character], rest.isEmpty || hemisphereWords[rest] != nil {
                    tokens.append(.unit(unit))
                    index += 1
                    continue
                }
                if let letter = hemisphereWords[word] {
                    tokens.append(.hemisphere(letter))
                } else if degreeWords.contains(word) {
                    tokens.append(.unit(.degree))
                } else {
                    throw .unexpectedText(String(characters[index..<end]))
                }
                index = end
            } else {
                throw .unexpectedText(textUpToSpace(in: characters, at: index))
            }
        }
        return tokens
    }

    private static let degreeMarks: Set<Character> = ["°", "º", "˚"]
    private static let minuteMarks: Set<Character> = ["'", "′", "’", "‘", "ʹ"]
    private static let secondMarks: Set<Character> = ["\"", "″", "”", "“", "ʺ"]
    private static let degreeWords: Set<String> = ["deg", "degree", "degrees"]
    private static let unitLetters: [Character: AngleUnit] = ["d": .degree, "m": .minute, "s": .second]
    private static let hemisphereWords: [String: Character] = [
        "n": "N", "s": "S", "e": "E", "w": "W",
        "north": "N", "south": "S", "east": "E", "west": "W",
        "noord": "N", "zuid": "S", "oost": "E",
        "nb": "N", "zb": "S", "ol": "E", "wl": "W",
    ]

    /// The text from `index` to the next white space, to quote in a message.
    private static func textUpToSpace(in characters: [Character], at index: Int) -> String {
        String(characters[index...].prefix { !$0.isWhitespace })
    }
}
