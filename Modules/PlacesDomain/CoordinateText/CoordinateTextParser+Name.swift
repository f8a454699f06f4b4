extension CoordinateTextParser {
    /// Splits `add`'s argument into a name and a coordinate: the coordinate is the shortest run of trailing words
    /// that parses, and everything before it is the name, so `Area 51 37.24 -115.81` is named "Area 51" without
    /// quotes.
    ///
    /// - Parameter text: The argument as typed.
    /// - Returns: The name (if any) and the coordinate.
    /// - Throws: The error of the words from the first number-like word on, which is what the person most likely
    ///   meant as the coordinate; ``CoordinateTextError/empty`` when nothing looks like a coordinate.
    public static func namedCoordinate(from text: String) throws(CoordinateTextError) -> NamedCoordinate {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { throw .empty }
        for start in stride(from: words.count - 1, through: 0, by: -1) {
            let candidate = words[start...].joined(separator: " ")
            if let coordinate = try? coordinate(from: candidate) {
                let name = words[..<start].joined(separator: " ")
                return NamedCoordinate(name: Location.normalizedName(name), coordinate: coordinate)
            }
        }
        guard let first = words.firstIndex(where: looksNumeric) else { throw .empty }
        _ = try coordinate(from: words[first...].joined(separator: " "))
        throw .empty
    }

    private static func looksNumeric(_ word: Substring) -> Bool {
        if word.lowercased().hasPrefix("geo:") { return true }
        let body = word.drop { "NSEWnsew+-−".contains($0) }
        return body.first.map { $0.isASCII && ($0.isNumber || $0 == ".") } ?? false
    }
}
