/// How a person refers to an article of the last list: `@` and its number.
///
/// A bare number always means a location of the list (`open 3`), so articles carry a different mark, which also
/// makes Tab completion unambiguous.
public enum ArticleReference {
    /// The number in `text` when it is `@` followed by digits only (`@3` → 3); `nil` for anything else. A reference
    /// too large for any list is `Int.max`, so that it is reported as out of range rather than read as a title.
    public static func number(in text: String) -> Int? {
        guard text.hasPrefix("@") else { return nil }
        let digits = text.dropFirst()
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits) ?? Int.max
    }

    /// `@3` for 3.
    public static func text(for number: Int) -> String {
        "@\(number)"
    }
}
