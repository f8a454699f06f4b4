// JSON strings: validated always, decoded only when the feed needs their text.

extension FeedJSONParser {
    /// The index of the closing quote when the string from `start` has only printable ASCII and no escapes.
    func plainStringEnd(from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return index }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
            index += 1
        }
        return nil
    }

    /// Parses a string starting at its opening quote when it is printable ASCII without escapes, and returns where
    /// its text is; otherwise parses nothing and returns `nil`.
    mutating func parsePlainString() -> Range<Int>? {
        guard let end = plainStringEnd(from: position + 1) else { return nil }
        defer { position = end + 1 }
        return position + 1..<end
    }

    /// The text of `range`, which holds valid UTF-8.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Parses a string starting at its opening quote; returns its text when `decode` is set.
    mutating func parseString(decode: Bool) throws(JSONSyntaxError) -> String? {
        switch try parseText(decode: decode) {
        case .unescaped(let range): text(range)
        case .decoded(let decoded): decoded
        case nil: nil
        }
    }

    /// A string's text as parsing found it: where it is, when it has no escapes (valid UTF-8, checked), or made.
    enum ParsedText {
        case unescaped(Range<Int>)
        case decoded(String)
    }

    /// Parses a string starting at its opening quote; returns its text when `decode` is set, as a place in the
    /// document unless escapes had to be decoded.
    mutating func parseText(decode: Bool) throws(JSONSyntaxError) -> ParsedText? {
        if let plain = parsePlainString() { return decode ? .unescaped(plain) : nil }
        position += 1
        let start = position
        // Bytes are copied only from the first escape on; until then the input slice is the text.
        var out: [UInt8] = []
        var copying = false
        while true {
            guard position < bytes.count else { throw error() }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                guard decode else { return nil }
                if copying { return .decoded(String(decoding: out, as: UTF8.self)) }
                return .unescaped(start..<position - 1)
            case UInt8(ascii: "\\"):
                if decode && !copying {
                    copying = true
                    out.append(contentsOf: bytes[start..<position])
                }
                try parseEscape(into: &out, decode: decode)
            case 0..<0x20:
                throw error()
            case 0x80...:
                guard let length = UTF8Sequence.length(in: bytes, at: position) else { throw error() }
                if copying { out.append(contentsOf: bytes[position..<position + length]) }
                position += length
            default:
                if copying { out.append(byte) }
                position += 1
            }
        }
    }

    mutating func parseEscape(into out: inout [UInt8], decode: Bool) throws(JSONSyntaxError) {
        position += 1
        guard position < bytes.count else { throw error() }
        let escaped = bytes[position]
        let simple: UInt8?
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = escaped
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default: throw error()
        }
        if let simple {
            position += 1
            if decode { out.append(simple) }
            return
        }
        position += 1
        var scalar = try hexQuad()
        if (0xD800...0xDBFF).contains(scalar) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                  bytes[position + 1] == UInt8(ascii: "u")
            else { throw error() }
            position += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw error() }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalar) {
            throw error()
        }
        if decode, let unicode = Unicode.Scalar(scalar) {
            out.append(contentsOf: unicode.utf8)
        }
    }

    mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw error() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error()
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}
