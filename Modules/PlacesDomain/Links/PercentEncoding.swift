/// Percent-encoding of query values, in both directions, with no platform URL type in between.
///
/// Only RFC 3986's unreserved characters (`A-Z a-z 0-9 - . _ ~`) are left as they are; every other byte of the
/// UTF-8 text is written as `%XX`. A name can then contain `&`, `=`, `+`, `#`, `%`, `?` or `/` and still come back
/// byte for byte, and can never end its own parameter or start another.
package enum PercentEncoding {
    private static let hex = Array("0123456789ABCDEF".utf8)

    /// `text` with every byte outside the unreserved set written as `%XX`.
    package static func encode(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The text behind `encoded`, or `nil` when a `%` is not followed by two hex digits or the bytes are not
    /// UTF-8. `+` stays a plus sign: these are URI query values, not HTML form data.
    package static func decode(_ encoded: some StringProtocol) -> String? {
        // Most parameters have nothing to decode, and their text is already valid UTF-8.
        if !encoded.utf8.contains(UInt8(ascii: "%")) { return String(encoded) }
        var out: [UInt8] = []
        var bytes = encoded.utf8.makeIterator()
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "%") else {
                out.append(byte)
                continue
            }
            guard let high = bytes.next().flatMap(hexValue), let low = bytes.next().flatMap(hexValue) else {
                return nil
            }
            out.append(high << 4 | low)
        }
        return String(validating: out, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
