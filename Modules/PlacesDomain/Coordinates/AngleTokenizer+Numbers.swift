extension AngleTokenizer {
    /// Where the number starting at `index` ends, or `nil` when no number starts there.
    ///
    /// A sign may be followed by spaces (`- 33.86`) where a value starts: at the beginning or after a separator.
    /// Between two values, `52.35 - 4.83` could as well be a dash, so there the sign must touch its number.
    static func numberEnd(in characters: [Character], at index: Int, tokens: [AngleToken]) -> Int? {
        let character = characters[index]
        var start = index
        if signs.contains(character) {
            start += 1
            let atValueStart: Bool
            if case .separator = tokens.last { atValueStart = true } else { atValueStart = tokens.isEmpty }
            if atValueStart {
                while start < characters.count && characters[start].isWhitespace { start += 1 }
            }
        }
        guard start < characters.count else { return nil }
        let first = characters[start]
        let startsNumber = isDigit(first)
            || (first == "." && start + 1 < characters.count && isDigit(characters[start + 1]))
        guard startsNumber else { return nil }
        var end = start
        while end < characters.count && isNumberCharacter(characters[end]) { end += 1 }
        return end
    }

    /// How many separate runs of digits the text has; one run with a lone comma is ambiguous.
    static func countNumberRuns(_ characters: [Character]) -> Int {
        var runs = 0
        var inRun = false
        var counted = false
        for character in characters {
            guard isNumberCharacter(character) else {
                inRun = false
                continue
            }
            if !inRun { counted = false }
            inRun = true
            if isDigit(character) && !counted {
                runs += 1
                counted = true
            }
        }
        return runs
    }

    static func isNumberCharacter(_ character: Character) -> Bool {
        isDigit(character) || ".,".contains(character) || signs.contains(character)
    }

    /// Turns a run such as `52.35`, `52,35`, `52.35,4.83` or `-4,83,` into numbers and separators.
    static func numberTokens(_ run: String, decimalComma: Bool) throws(CoordinateTextError) -> [AngleToken] {
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
            if index > 0 { tokens.append(.separator(",")) }
            tokens.append(try number(piece))
        }
        if trailingSeparator { tokens.append(.separator(",")) }
        return tokens
    }

    private static let signs: Set<Character> = ["+", "-", "−"]

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    private static func number(_ text: Substring) throws(CoordinateTextError) -> AngleToken {
        var digits = text
        var negative = false
        var signed = false
        if let first = digits.first, signs.contains(first) {
            signed = true
            negative = first != "+"
            digits = digits.dropFirst()
        }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard !digits.isEmpty, parts.count <= 2,
              parts.allSatisfy({ $0.allSatisfy(isDigit) }),
              parts.contains(where: { !$0.isEmpty }),
              parts.count == 1 || !parts[1].isEmpty,
              let value = Double(String(digits.hasPrefix(".") ? "0" + digits : digits))
        else { throw .notANumber(String(text)) }
        return .number(value: value, text: String(text), signed: signed, negative: negative, fractional: parts.count == 2, spaced: false)
    }
}
