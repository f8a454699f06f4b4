/// The number grammar of coordinates in GPX attributes, KML tuples and CSV WKT: what XML Schema's `decimal` and
/// `double` allow, without their special values.
///
/// An optional `+` or `-`, digits with an optional fraction (`52`, `52.35`, `.5`, `5.`), and an optional exponent
/// (`5.2e1`). `NaN`, `INF`, hexadecimal, digit grouping and white space inside are refused; a value too large for
/// a `Double` reads as infinity, which the coordinate rules then refuse.
enum TransferNumber {
    /// The value of `text`, or `nil` when it is not in the grammar.
    static func parse(_ text: Substring) -> Double? {
        var digits = 0
        var sawPoint = false
        var sawExponent = false
        var exponentDigits = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if sawExponent { exponentDigits += 1 } else { digits += 1 }
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                // A sign starts the number or the exponent.
                guard previous == 0 || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return nil }
            case UInt8(ascii: "."):
                guard !sawPoint, !sawExponent else { return nil }
                sawPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard digits > 0, !sawExponent else { return nil }
                sawExponent = true
            default:
                return nil
            }
            previous = byte
        }
        guard digits > 0, !sawExponent || exponentDigits > 0 else { return nil }
        return Double(text)
    }
}
