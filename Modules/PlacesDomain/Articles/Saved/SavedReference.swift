/// How a person refers to an article of the saved list: `S` and its number in `saved` (`S2`), as a location is `#5`
/// and an article of the last list `@3`.
public enum SavedReference {
    /// The number in `text` when it is `S` or `s` followed by digits only (`S2` → 2); `nil` for anything else. A
    /// number too large for any list is `Int.max`, so that it is reported as out of range rather than read as a title.
    public static func number(in text: String) -> Int? {
        guard let first = text.first, first == "S" || first == "s" else { return nil }
        let digits = text.dropFirst()
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits) ?? Int.max
    }

    /// `S2` for 2.
    public static func text(for number: Int) -> String {
        "S\(number)"
    }
}
