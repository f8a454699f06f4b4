/// Splits coordinate text into tokens: numbers (with their text, sign and whether they have a fraction), units,
/// hemisphere letters and separators. A comma is a decimal comma or a separator by the rules of `numberTokens`.
enum AngleTokenizer {
    static func tokens(in text: String, decimalCommaAllowed: Bool) throws(CoordinateTextError) -> [AngleToken] {
        let characters = Array(text)
        let numberRuns = countNumberRuns(characters)
        var tokens: [AngleToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let afterNumber = index > 0 && isNumberCharacter(characters[index - 1])
            if character.isWhitespace {
                index += 1
            } else if isNumberStart(character, next: index + 1 < characters.count ? characters[index + 1] : nil) {
                var end = index
                while end < characters.count && isNumberCharacter(characters[end]) { end += 1 }
                let run = String(characters[index..<end])
                tokens += try numberTokens(run, decimalComma: decimalCommaAllowed || numberRuns > 1)
                index = end
            } else if character == "," {
                tokens.append(.separator)
                index += 1
            } else if "°º˚".contains(character) || (character == "d" && afterNumber) {
                tokens.append(.unit(AngleUnit.degree))
                index += 1
            } else if character == "'" && index + 1 < characters.count && characters[index + 1] == "'" {
                tokens.append(.unit(AngleUnit.second))
                index += 2
            } else if "'′’".contains(character) || (character == "m" && afterNumber) {
                tokens.append(.unit(AngleUnit.minute))
                index += 1
            } else if "\"″”".contains(character) || (character == "s" && afterNumber) {
                tokens.append(.unit(AngleUnit.second))
                index += 1
            } else if let letter = character.uppercased().first, "NSEW".contains(letter),
                      character.uppercased().count == 1 {
                tokens.append(.hemisphere(letter))
                index += 1
            } else {
                var end = index + 1
                while end < characters.count && !characters[end].isWhitespace { end += 1 }
                throw .unexpectedText(String(characters[index..<end]))
            }
        }
        return tokens
    }

    /// How many separate runs of number characters the text has; one run with a lone comma is ambiguous.
    private static func countNumberRuns(_ characters: [Character]) -> Int {
        var runs = 0
        var inRun = false
        for character in characters {
            let isPart = isNumberCharacter(character) && character != ","
            if isPart && !inRun { runs += 1 }
            inRun = isNumberCharacter(character)
        }
        return runs
    }

    private static func isNumberStart(_ character: Character, next: Character?) -> Bool {
        if character.isASCII && character.isNumber { return true }
        if character == "." { return next.map { $0.isASCII && $0.isNumber } ?? false }
        if "+-−".contains(character) {
            guard let next else { return false }
            return (next.isASCII && next.isNumber) || next == "."
        }
        return false
    }

    private static func isNumberCharacter(_ character: Character) -> Bool {
        (character.isASCII && character.isNumber) || ".,+-−".contains(character)
    }

    /// Turns a run such as `52.35`, `52,35`, `52.35,4.83` or `-4,83,` into numbers and separators.
    private static func numberTokens(_ run: String, decimalComma: Bool) throws(CoordinateTextError) -> [AngleToken] {
        var body = Substring(run)
        var trailingSeparator = false
        if body.last == "," {
            body = body.dropLast()
            trailingSeparator = true
        }
        let commas = body.filter { $0 == "," }.count
        let hasPoint = body.contains(".")
        var pieces: [Substring]
        if commas == 0 {
            pieces = [body]
        } else if hasPoint {
            pieces = body.split(separator: ",", omittingEmptySubsequences: false)
        } else if commas == 1 && decimalComma {
            pieces = [Substring(body.replacing(",", with: "."))]
        } else {
            throw .ambiguousComma(run)
        }
        var tokens: [AngleToken] = []
        for (index, piece) in pieces.enumerated() {
            if index > 0 { tokens.append(.separator) }
            tokens.append(try number(piece))
        }
        if trailingSeparator { tokens.append(.separator) }
        return tokens
    }

    private static func number(_ text: Substring) throws(CoordinateTextError) -> AngleToken {
        var digits = text
        var negative = false
        var signed = false
        if let first = digits.first, "+-−".contains(first) {
            signed = true
            negative = first != "+"
            digits = digits.dropFirst()
        }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard !digits.isEmpty, parts.count <= 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts.contains(where: { !$0.isEmpty }),
              parts.count == 1 || !parts[1].isEmpty,
              let value = Double(String(digits.hasPrefix(".") ? "0" + digits : digits))
        else { throw .notANumber(String(text)) }
        return .number(value: value, text: String(text), signed: signed, negative: negative, fractional: parts.count == 2, spaced: false)
    }
}
