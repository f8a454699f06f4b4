/// Writes numbers the way links and JSON need them: plain decimal digits, never an exponent.
///
/// `Double.description` already picks the shortest digits that read back as the same `Double`, but it switches to
/// exponent notation (`1e-05`, `1.2e+17`) outside a middle range. Receiving apps parse coordinates with strict
/// number grammars, so the digits are kept and only the notation is rewritten.
public enum DecimalNotation {
    /// The shortest plain decimal text that parses back to exactly `value`.
    ///
    /// Examples: `52.3547498`, `-3.7495758`, `0.00001`, `52` (no trailing `.0`).
    ///
    /// - Parameter value: A finite number. Non-finite values have no decimal form and are written as
    ///   `nan`, `inf` or `-inf`; ``Coordinate`` never holds one.
    /// - Returns: Digits with an optional leading `-` and an optional `.` fraction.
    public static func string(_ value: Double) -> String {
        guard value.isFinite else { return value.description }
        if value == 0 { return "0" }
        let text = value.description
        var negative = false
        var digits: [UInt8] = []
        var pointIndex: Int?
        var exponent = 0
        var utf8 = text.utf8[...]
        if utf8.first == UInt8(ascii: "-") {
            negative = true
            utf8 = utf8.dropFirst()
        }
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: ".") {
                pointIndex = digits.count
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                exponent = Int(Substring(text.utf8[text.utf8.index(after: index)...])) ?? 0
                break
            } else {
                digits.append(byte)
            }
            index = utf8.index(after: index)
        }
        // The value is 0.DIGITS × 10^decimalPoint once leading zeros are removed.
        var decimalPoint = (pointIndex ?? digits.count) + exponent
        while let first = digits.first, first == UInt8(ascii: "0") {
            digits.removeFirst()
            decimalPoint -= 1
        }
        while let last = digits.last, last == UInt8(ascii: "0") { digits.removeLast() }

        var out: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        if decimalPoint <= 0 {
            out.append(contentsOf: [UInt8(ascii: "0"), UInt8(ascii: ".")])
            out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -decimalPoint))
            out.append(contentsOf: digits)
        } else if decimalPoint >= digits.count {
            out.append(contentsOf: digits)
            out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: decimalPoint - digits.count))
        } else {
            out.append(contentsOf: digits[..<decimalPoint])
            out.append(UInt8(ascii: "."))
            out.append(contentsOf: digits[decimalPoint...])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Reads a number in the strict grammar links use.
    ///
    /// The grammar, exactly: an optional `+` or `-`; one or more ASCII digits (leading zeros allowed, so `007.5`
    /// is 7.5); then optionally a `.` followed by one or more digits. Nothing else: no exponent, no white space, no
    /// leading or trailing `.`, no `inf` or `nan`, no digit grouping. `-0` is zero. Anything a careless encoder might
    /// produce is refused rather than guessed at.
    ///
    /// - Parameter text: The candidate number.
    /// - Returns: The value, or `nil` when `text` is not in the grammar.
    @inlinable
    public static func parseStrict(_ text: some StringProtocol) -> Double? {
        var sawDigit = false
        var sawPoint = false
        var digitsAfterPoint = 0
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard offset == 0 else { return nil }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                sawDigit = true
                if sawPoint { digitsAfterPoint += 1 }
            case UInt8(ascii: "."):
                guard sawDigit, !sawPoint else { return nil }
                sawPoint = true
            default:
                return nil
            }
        }
        guard sawDigit, !sawPoint || digitsAfterPoint > 0 else { return nil }
        return Double(String(text))
    }

    /// Whether `text`, a number in the ``parseStrict(_:)`` grammar, is at most `limit` in magnitude, judged on its
    /// digits: `90.00000000000000000000001` is more than 90 although it rounds to 90.0 as a `Double`.
    ///
    /// - Parameters:
    ///   - text: A number that ``parseStrict(_:)`` accepts.
    ///   - limit: The largest magnitude allowed.
    /// - Returns: Whether -`limit` ≤ the number ≤ `limit`.
    public static func magnitude(of text: some StringProtocol, isAtMost limit: Int) -> Bool {
        var digits = Substring(text)
        if let first = digits.first, first == "+" || first == "-" { digits = digits.dropFirst() }
        let point = digits.firstIndex(of: ".")
        let whole = digits[..<(point ?? digits.endIndex)].drop { $0 == "0" }
        let fractionIsZero = point.map { digits[digits.index(after: $0)...].allSatisfy { $0 == "0" } } ?? true
        let bound = String(limit)
        if whole.count != bound.count { return whole.count < bound.count }
        if whole != bound { return whole < bound }
        return fractionIsZero
    }
}
