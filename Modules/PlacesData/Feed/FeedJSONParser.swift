import PlacesDomain

/// The first byte at which a document stops being valid JSON.
struct JSONSyntaxError: Error, Equatable {
    let offset: Int
}

/// A single-pass RFC 8259 parser that validates a whole document while extracting only the feed's entries.
///
/// Everything outside the location list is validated and skipped without building values, and inside the list
/// only `name`, `lat` and `long` are converted. Strings without escapes become `String`s straight from the input
/// bytes. Numbers take Clinger's exact fast path (at most 2^53 as an integer, a power of ten up to 22) and fall back
/// to the standard library's correctly rounded conversion otherwise, so every value equals what `JSONDecoder`
/// produces.
struct FeedJSONParser {
    static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    /// Another parser working on the tail of the location list from `start`; see `FeedDecoder`.
    struct Handoff {
        /// The byte where the tail parser started: the first byte of an element.
        let start: Int
        /// The nesting depth of the list the tail parser assumed.
        let depth: Int
        /// Waits for the tail parser: the offset just past the list's `]`, or its first syntax error.
        let join: () -> Result<Int, JSONSyntaxError>
    }

    /// When set, reaching `handoff.start` inside the location list hands the rest of the list over.
    var handoff: Handoff?
    /// Whether the handoff happened, so the tail's entries belong to the result.
    private(set) var handedOff = false
    /// The entries found so far. Stored here rather than passed to a closure: a call through a closure per entry
    /// was a measurable part of decoding 235,000 of them.
    var collector: FeedCollector

    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) {
        self.bytes = bytes
        position = start
        collector = FeedCollector(expected: (bytes.count - start) / 45)
    }

    private enum Key {
        case name, latitude, longitude, locations, other
    }

    // MARK: Document

    /// Parses the document, collecting each element of the location list into ``collector``.
    ///
    /// - Returns: Whether the document has a location list at all.
    mutating func parseFeed() throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        var isFeed = false
        switch peek() {
        case UInt8(ascii: "["):
            try parseEntries(depth: 1)
            isFeed = true
        case UInt8(ascii: "{"):
            isFeed = try parseTopObject()
        default:
            try skipValue(depth: 1)
        }
        skipWhitespace()
        guard position == bytes.count else { throw error() }
        return isFeed
    }

    private mutating func parseTopObject() throws(JSONSyntaxError) -> Bool {
        guard try !openContainer(depth: 1, closing: UInt8(ascii: "}")) else { return false }
        var sawLocations = false
        var isFeed = false
        while true {
            let key = try parseKey()
            try expectColon()
            if key == .locations && !sawLocations {
                sawLocations = true
                if peek() == UInt8(ascii: "[") {
                    try parseEntries(depth: 2)
                    isFeed = true
                } else {
                    try skipValue(depth: 2)
                }
            } else {
                try skipValue(depth: 2)
            }
            if try endOfMember(closing: UInt8(ascii: "}")) { return isFeed }
        }
    }

    private mutating func parseEntries(depth: Int) throws(JSONSyntaxError) {
        guard try !openContainer(depth: depth, closing: UInt8(ascii: "]")) else { return }
        _ = try parseElements(depth: depth)
    }

    /// Parses list elements from the current one up to and including the closing `]`.
    ///
    /// A tail parser starts here, in the middle of the list, and stops after the `]`, returning where it ended.
    mutating func parseElements(depth: Int) throws(JSONSyntaxError) -> Int {
        while true {
            if let handoff, position == handoff.start, depth == handoff.depth {
                // The tail parser began exactly at this element, so everything from here was parsed by it.
                position = try handoff.join().get()
                handedOff = true
                return position
            }
            if peek() == UInt8(ascii: "{") {
                collector.add(try parseEntry(depth: depth + 1))
            } else {
                try skipValue(depth: depth + 1)
                collector.add(nil)
            }
            if try endOfMember(closing: UInt8(ascii: "]")) { return position }
        }
    }

    private mutating func parseEntry(depth: Int) throws(JSONSyntaxError) -> LocationDTO {
        var dto = LocationDTO()
        guard try !openContainer(depth: depth, closing: UInt8(ascii: "}")) else { return dto }
        var seenName = false
        var seenLatitude = false
        var seenLongitude = false
        while true {
            let key = try parseKey()
            try expectColon()
            switch key {
            case .latitude where !seenLatitude:
                seenLatitude = true
                dto.latitude = try parseNumberField(depth: depth + 1)
            case .longitude where !seenLongitude:
                seenLongitude = true
                dto.longitude = try parseNumberField(depth: depth + 1)
            case .name where !seenName:
                seenName = true
                if peek() == UInt8(ascii: "\"") {
                    dto.name = try parseString(decode: true)
                } else {
                    try skipValue(depth: depth + 1)
                }
            default:
                try skipValue(depth: depth + 1)
            }
            if try endOfMember(closing: UInt8(ascii: "}")) { return dto }
        }
    }

    private mutating func parseNumberField(depth: Int) throws(JSONSyntaxError) -> Double? {
        switch peek() {
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber(convert: true)
        default:
            try skipValue(depth: depth)
            return nil
        }
    }

    // MARK: Structure

    /// Steps into the array or object at `position`; true when it is empty (and then already closed).
    private mutating func openContainer(depth: Int, closing: UInt8) throws(JSONSyntaxError) -> Bool {
        guard depth <= Self.maximumDepth else { throw error() }
        position += 1
        skipWhitespace()
        guard peek() == closing else { return false }
        position += 1
        return true
    }

    /// After a member: skips white space and a `,` (then returns false) or the closing bracket (returns true).
    private mutating func endOfMember(closing: UInt8) throws(JSONSyntaxError) -> Bool {
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

    private mutating func expectColon() throws(JSONSyntaxError) {
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw error() }
        position += 1
        skipWhitespace()
    }

    private mutating func parseKey() throws(JSONSyntaxError) -> Key {
        guard peek() == UInt8(ascii: "\"") else { throw error() }
        let start = position + 1
        if let end = plainStringEnd(from: start) {
            position = end + 1
            return Self.key(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        let decoded = try parseString(decode: true) ?? ""
        return Array(decoded.utf8).withUnsafeBufferPointer { Self.key($0) }
    }

    private static let locationsKey = Array("locations".utf8)

    /// Byte comparisons spelled out: a generic `elementsEqual` here cost a tenth of the whole decode.
    private static func key(_ text: UnsafeBufferPointer<UInt8>) -> Key {
        switch text.count {
        case 3:
            return text[0] == UInt8(ascii: "l") && text[1] == UInt8(ascii: "a") && text[2] == UInt8(ascii: "t")
                ? .latitude : .other
        case 4:
            if text[0] == UInt8(ascii: "l") && text[1] == UInt8(ascii: "o") && text[2] == UInt8(ascii: "n")
                && text[3] == UInt8(ascii: "g") { return .longitude }
            if text[0] == UInt8(ascii: "n") && text[1] == UInt8(ascii: "a") && text[2] == UInt8(ascii: "m")
                && text[3] == UInt8(ascii: "e") { return .name }
            return .other
        case 9:
            return text.elementsEqual(Self.locationsKey) ? .locations : .other
        default:
            return .other
        }
    }

    /// Validates any JSON value without building it.
    private mutating func skipValue(depth: Int) throws(JSONSyntaxError) {
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

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw error() }
        let matches = literal.withUTF8Buffer { expected in
            expected.elementsEqual(UnsafeBufferPointer(rebasing: bytes[position..<position + count]))
        }
        guard matches else { throw error() }
        position += count
    }

    // MARK: Strings

    /// The index of the closing quote when the string from `start` has only printable ASCII and no escapes.
    private func plainStringEnd(from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return index }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
            index += 1
        }
        return nil
    }

    /// Parses a string starting at its opening quote; returns its text when `decode` is set.
    private mutating func parseString(decode: Bool) throws(JSONSyntaxError) -> String? {
        position += 1
        let start = position
        if let end = plainStringEnd(from: start) {
            position = end + 1
            return decode ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) : nil
        }
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
                if copying { return String(decoding: out, as: UTF8.self) }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position - 1]), as: UTF8.self)
            case UInt8(ascii: "\\"):
                if decode && !copying {
                    copying = true
                    out.append(contentsOf: bytes[start..<position])
                }
                try parseEscape(into: &out, decode: decode)
            case 0..<0x20:
                throw error()
            case 0x80...:
                let length = try utf8SequenceLength()
                if copying { out.append(contentsOf: bytes[position..<position + length]) }
                position += length
            default:
                if copying { out.append(byte) }
                position += 1
            }
        }
    }

    private mutating func parseEscape(into out: inout [UInt8], decode: Bool) throws(JSONSyntaxError) {
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

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
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

    /// The length of the well-formed UTF-8 sequence at `position` (Unicode Table 3-7), or an error.
    private func utf8SequenceLength() throws(JSONSyntaxError) -> Int {
        let lead = bytes[position]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: throw error()
        }
        guard position + length <= bytes.count, secondRange.contains(bytes[position + 1]) else { throw error() }
        for index in (position + 2)..<(position + length) where !(0x80...0xBF).contains(bytes[index]) {
            throw error()
        }
        return length
    }

    // MARK: Numbers

    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// Parses a number; when `convert` is set, returns its value, or `nil` when it overflows to infinity or
    /// underflows to zero (values `JSONDecoder` refuses as not representable).
    private mutating func parseNumber(convert: Bool) throws(JSONSyntaxError) -> Double? {
        let start = position
        var negative = false
        if bytes[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var droppedDigits = 0
        var nonZeroDigit = false
        var fractionDigits = 0

        guard position < bytes.count, isDigit(bytes[position]) else { throw error() }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while position < bytes.count, isDigit(bytes[position]) {
                accumulate(bytes[position], &mantissa, &significantDigits, &droppedDigits, &nonZeroDigit)
                position += 1
            }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else { throw error() }
            while position < bytes.count, isDigit(bytes[position]) {
                let before = droppedDigits
                accumulate(bytes[position], &mantissa, &significantDigits, &droppedDigits, &nonZeroDigit)
                // Digits after the point shift the exponent only when they were kept in the mantissa.
                if droppedDigits == before { fractionDigits += 1 }
                position += 1
            }
        }
        var exponent = 0
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            var exponentNegative = false
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                exponentNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            guard position < bytes.count, isDigit(bytes[position]) else { throw error() }
            while position < bytes.count, isDigit(bytes[position]) {
                // Beyond a million the result is 0 or infinity anyway; capping avoids overflow.
                if exponent < 1_000_000 { exponent = exponent * 10 + Int(bytes[position] - UInt8(ascii: "0")) }
                position += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        guard convert else { return nil }

        let scale = exponent - fractionDigits
        if droppedDigits == 0, mantissa <= 1 << 53, abs(scale) <= 22 {
            let magnitude = Double(mantissa)
            let value = scale < 0 ? magnitude / Self.exactPowersOfTen[-scale] : magnitude * Self.exactPowersOfTen[scale]
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let parsed = Double(text), parsed.isFinite, parsed != 0 || !nonZeroDigit else { return nil }
        return parsed
    }

    private func accumulate(
        _ digit: UInt8,
        _ mantissa: inout UInt64,
        _ significantDigits: inout Int,
        _ droppedDigits: inout Int,
        _ nonZeroDigit: inout Bool
    ) {
        let value = UInt64(digit - UInt8(ascii: "0"))
        if value != 0 { nonZeroDigit = true }
        if significantDigits < 19 {
            mantissa = mantissa * 10 + value
            if mantissa != 0 { significantDigits += 1 }
        } else {
            droppedDigits += 1
        }
    }

    // MARK: Bytes

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The byte at `position`, or 0 at the end: a NUL is never valid outside a string, so every caller treats
    /// the end as an unexpected byte without a separate check.
    private func peek() -> UInt8 {
        position < bytes.count ? bytes[position] : 0
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                position += 1
            default:
                return
            }
        }
    }

    private func error() -> JSONSyntaxError {
        JSONSyntaxError(offset: position)
    }
}

/// Entries as they are parsed: the usable locations and how many were skipped.
struct FeedCollector {
    var locations: [Location] = []
    var skipped = 0

    init(expected: Int) {
        locations.reserveCapacity(expected)
        let bytes = locations.capacity * MemoryLayout<Location>.stride
        locations.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { HugePages.advise(UnsafeMutableRawPointer(base), byteCount: bytes) }
        }
    }

    mutating func add(_ entry: LocationDTO?) {
        if let location = entry?.toDomain() {
            locations.append(location)
        } else {
            skipped += 1
        }
    }

    mutating func append(_ other: FeedCollector) {
        locations.append(contentsOf: other.locations)
        skipped += other.skipped
    }
}
