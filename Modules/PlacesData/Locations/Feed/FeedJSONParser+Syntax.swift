// Validating and skipping JSON structure: containers, members, keys, literals and white space.

extension FeedJSONParser {
    /// Steps into the array or object at `position`; true when it is empty (and then already closed).
    mutating func openContainer(depth: Int, closing: UInt8) throws(JSONSyntaxError) -> Bool {
        guard depth <= Self.maximumDepth else { throw JSONSyntaxError(offset: position, tooDeep: true) }
        position += 1
        skipWhitespace()
        guard peek() == closing else { return false }
        position += 1
        return true
    }

    /// After a member: skips white space and a `,` (then returns false) or the closing bracket (returns true).
    mutating func endOfMember(closing: UInt8) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: ","):
            position += 1
            skipWhitespace()
            return false
        case closing:
            position += 1
            return true
        default:
            throw error()
        }
    }

    mutating func expectColon() throws(JSONSyntaxError) {
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw error() }
        position += 1
        skipWhitespace()
    }

    mutating func parseKey() throws(JSONSyntaxError) -> Key {
        guard peek() == UInt8(ascii: "\"") else { throw error() }
        let start = position + 1
        if let end = plainStringEnd(from: start) {
            position = end + 1
            return Self.key(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        let decoded = try parseString(decode: true) ?? ""
        return Array(decoded.utf8).withUnsafeBufferPointer { Self.key($0) }
    }

    /// Validates any JSON value without building it.
    mutating func skipValue(depth: Int) throws(JSONSyntaxError) {
        switch peek() {
        case UInt8(ascii: "\""):
            _ = try parseString(decode: false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try parseNumber(convert: false)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
        case UInt8(ascii: "f"):
            try expectLiteral("false")
        case UInt8(ascii: "n"):
            try expectLiteral("null")
        case UInt8(ascii: "["):
            guard try !openContainer(depth: depth, closing: UInt8(ascii: "]")) else { return }
            repeat {
                try skipValue(depth: depth + 1)
            } while try !endOfMember(closing: UInt8(ascii: "]"))
        case UInt8(ascii: "{"):
            guard try !openContainer(depth: depth, closing: UInt8(ascii: "}")) else { return }
            repeat {
                guard peek() == UInt8(ascii: "\"") else { throw error() }
                _ = try parseString(decode: false)
                try expectColon()
                try skipValue(depth: depth + 1)
            } while try !endOfMember(closing: UInt8(ascii: "}"))
        default:
            throw error()
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw error() }
        let matches = literal.withUTF8Buffer { expected in
            expected.elementsEqual(UnsafeBufferPointer(rebasing: bytes[position..<position + count]))
        }
        guard matches else { throw error() }
        position += count
    }

    // MARK: Bytes

    func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The byte at `position`, or 0 at the end: a NUL is never valid outside a string, so every caller treats
    /// the end as an unexpected byte without a separate check.
    func peek() -> UInt8 {
        position < bytes.count ? bytes[position] : 0
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                position += 1
            default:
                return
            }
        }
    }

    func error() -> JSONSyntaxError {
        JSONSyntaxError(offset: position)
    }
}
