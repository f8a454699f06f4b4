extension CoordinateTextParser {
    /// Splits `add`'s argument into a name and a coordinate, the words split at white space.
    ///
    /// See ``namedCoordinate(fromWords:)`` for the rules.
    ///
    /// - Parameter text: The argument as typed.
    /// - Returns: The name (if any) and the coordinate.
    /// - Throws: ``CoordinateTextError`` as ``namedCoordinate(fromWords:)`` does.
    public static func namedCoordinate(from text: String) throws(CoordinateTextError) -> NamedCoordinate {
        try namedCoordinate(fromWords: text.split(whereSeparator: \.isWhitespace).map(String.init))
    }

    /// Splits `add`'s argument, given as the words it was typed as, into a name and a coordinate.
    ///
    /// The coordinate is the longest run of trailing words that reads as one, so `Area 51 37.24 -115.81` is named
    /// "Area 51" and `Home 52 21 17 N 4 50 2 E` is "Home" at 52°21'17"N. A word is never split, so a quoted name
    /// (the shell's words, or a session line's) stays whole: `add "Q 52.35" 4.83 4.83`.
    ///
    /// Nothing is guessed. A name may end in a whole number (`Area 51`, `Route 66`), but when it would end in
    /// anything else a coordinate is written with — a decimal, a sign, a unit, a hemisphere letter — or when a lone
    /// hemisphere letter or word could start the coordinate or end the name (`Block E 52.3 4.8`, `Camp North 52.3
    /// 4.8`), the split is ambiguous. So is a name ending in two whole numbers before two plain numbers
    /// (`Test 40 26 46 79 58 56`, `X 52 21 4 50`): those may be degrees, minutes and seconds written with spaces.
    ///
    /// - Parameter words: The argument's words.
    /// - Returns: The name (if any) and the coordinate.
    /// - Throws: ``CoordinateTextError/numberAsName(_:)`` for a name that is only a number,
    ///   ``CoordinateTextError/ambiguousName(word:name:)`` or
    ///   ``CoordinateTextError/ambiguousNameNumbers(numbers:name:)`` when the split is not clear; otherwise the
    ///   error of the words from the first number-like word on, which is what the person most likely meant as the
    ///   coordinate; ``CoordinateTextError/empty`` when nothing looks like a coordinate.
    public static func namedCoordinate(fromWords words: [String]) throws(CoordinateTextError) -> NamedCoordinate {
        let words = words.filter { !$0.trimmingWhitespace().isEmpty }
        guard !words.isEmpty else { throw .empty }
        var splits: [(start: Int, coordinate: Coordinate)] = []
        for start in words.indices {
            if let coordinate = try? coordinate(from: words[start...].joined(separator: " ")) {
                splits.append((start, coordinate))
            }
        }
        guard let chosen = splits.first else {
            guard let first = words.firstIndex(where: looksNumeric) else { throw .empty }
            _ = try coordinate(from: words[first...].joined(separator: " "))
            throw .empty
        }
        let name = Array(words[..<chosen.start])
        let coordinateWords = Array(words[chosen.start...])
        let firstWord = coordinateWords[0]
        // A hemisphere that is the coordinate's only one may as well be the end of the name (`Camp North 52.3 4.8`);
        // when it changes the point, or names a place, nothing says which was meant.
        if isHemisphere(firstWord), splits.count > 1,
           splits.contains(where: { $0.coordinate != chosen.coordinate })
            || (chosen.start > 0 && coordinateWords.filter(carriesHemisphere).count == 1) {
            throw .ambiguousName(word: firstWord, name: (name + [firstWord]).joined(separator: " "))
        }
        if let last = name.last, looksNumeric(last) || isHemisphereLetter(last), !last.allSatisfy(\.isWholeNumberDigit) {
            throw .ambiguousName(word: last, name: name.joined(separator: " "))
        }
        let trailingNumbers = name.reversed().prefix { $0.allSatisfy(\.isWholeNumberDigit) }.count
        if trailingNumbers >= 2, coordinateWords.count == 2, coordinateWords.allSatisfy(isPlainNumber) {
            throw .ambiguousNameNumbers(
                numbers: (name.suffix(trailingNumbers) + coordinateWords).joined(separator: " "),
                name: name.joined(separator: " ")
            )
        }
        // A name that is only a number reads as a location's number wherever a place is named (`map 1 2 3`).
        if !name.isEmpty, name.allSatisfy({ word in word.drop { $0 == "#" }.allSatisfy(\.isWholeNumberDigit) }) {
            throw .numberAsName(name.joined(separator: " "))
        }
        return NamedCoordinate(name: Location.normalizedName(name.joined(separator: " ")), coordinate: chosen.coordinate)
    }

    private static func looksNumeric(_ word: String) -> Bool {
        if word.lowercased().hasPrefix("geo:") { return true }
        let body = word.drop { "NSEWnsew+-−".contains($0) }
        return body.first.map { $0.isASCII && ($0.isNumber || $0 == ".") } ?? false
    }

    private static func isHemisphereLetter(_ word: String) -> Bool {
        word.count == 1 && "NSEWnsew".contains(word)
    }

    /// A hemisphere letter or word on its own: `N`, `north`, `oost`.
    private static func isHemisphere(_ word: String) -> Bool {
        guard let tokens = try? AngleTokenizer.tokens(in: word, decimalCommaAllowed: false), tokens.count == 1 else {
            return false
        }
        return tokens[0].isHemisphere
    }

    /// Whether a word is or holds a hemisphere letter or word: `N`, `52.35N`, `E4.83`, `north`.
    private static func carriesHemisphere(_ word: String) -> Bool {
        (try? AngleTokenizer.tokens(in: word, decimalCommaAllowed: false))?.contains(where: \.isHemisphere) ?? false
    }

    /// A number and nothing else: digits, a sign, a decimal point or comma.
    private static func isPlainNumber(_ word: String) -> Bool {
        word.contains(where: \.isWholeNumberDigit) && word.allSatisfy { $0.isWholeNumberDigit || ".,+-−".contains($0) }
    }
}

private extension Character {
    var isWholeNumberDigit: Bool { isASCII && isNumber }
}
