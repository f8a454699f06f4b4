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
    /// hemisphere letter could start the coordinate or end the name (`Block E 52.3 4.8`), the split is ambiguous.
    ///
    /// - Parameter words: The argument's words.
    /// - Returns: The name (if any) and the coordinate.
    /// - Throws: ``CoordinateTextError/ambiguousName(word:name:)`` when the split is not clear; otherwise the error
    ///   of the words from the first number-like word on, which is what the person most likely meant as the
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
        let firstWord = words[chosen.start]
        if isHemisphereLetter(firstWord), splits.contains(where: { $0.coordinate != chosen.coordinate }) {
            throw .ambiguousName(word: firstWord, name: (name + [firstWord]).joined(separator: " "))
        }
        if let last = name.last, looksNumeric(last) || isHemisphereLetter(last), !last.allSatisfy(\.isWholeNumberDigit) {
            throw .ambiguousName(word: last, name: name.joined(separator: " "))
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
}

private extension Character {
    var isWholeNumberDigit: Bool { isASCII && isNumber }
}
