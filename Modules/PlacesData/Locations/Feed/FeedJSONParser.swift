import PlacesDomain

/// A single-pass RFC 8259 parser that validates a whole document while extracting only the feed's entries.
///
/// Everything outside the location list is validated and skipped without building values, and inside the list
/// only `name`, `lat` and `long` are converted. Strings without escapes become `String`s straight from the input
/// bytes. Numbers take Clinger's exact fast path (at most 2^53 as an integer, a power of ten up to 22) and fall back
/// to the standard library's correctly rounded conversion otherwise, so every value equals what `JSONDecoder`
/// produces.
struct FeedJSONParser {
    static let maximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    /// When set, reaching `handoff.start` inside the location list hands the rest of the list over.
    var handoff: ParseHandoff?
    /// Whether the handoff happened, so the tail's entries belong to the result.
    private(set) var handedOff = false
    /// The entries found so far. Stored here rather than passed to a closure: a call through a closure per entry
    /// was a measurable part of decoding 235,000 of them.
    var collector: FeedCollector
    /// The current entry's name when it had escapes to decode (`LocationDTO.Name.decoded`): kept beside the entry
    /// so that the entry itself owns nothing.
    private var decodedName: String?

    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) {
        self.bytes = bytes
        position = start
        collector = FeedCollector(expected: (bytes.count - start) / 45)
    }

    /// A parser used for its JSON grammar alone (strings, numbers, containers, skipping) by readers of other JSON
    /// documents, such as GeoJSON: no room is reserved for feed entries.
    init(grammarOf bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        collector = FeedCollector(expected: 0)
    }

    enum Key {
        case name, latitude, longitude, locations, number, nextNumber, other
    }

    static let locationsKey = Array("locations".utf8)
    /// The number the user's store keeps for an entry, and the next one it will give (``FeedDocument``).
    static let numberKey = Array("number".utf8)
    static let nextNumberKey = Array("next_number".utf8)

    /// Byte comparisons spelled out: a generic `elementsEqual` here was a noticeable part of the whole decode.
    static func key(_ text: UnsafeBufferPointer<UInt8>) -> Key {
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
        case 6:
            return text.elementsEqual(Self.numberKey) ? .number : .other
        case 9:
            return text.elementsEqual(Self.locationsKey) ? .locations : .other
        case 11:
            return text.elementsEqual(Self.nextNumberKey) ? .nextNumber : .other
        default:
            return .other
        }
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
        collector.topObject = position
        guard try !openContainer(depth: 1, closing: UInt8(ascii: "}")) else { return false }
        var sawLocations = false
        var sawNextNumber = false
        var isFeed = false
        while true {
            let key = try parseKey()
            try expectColon()
            if key == .nextNumber && !sawNextNumber {
                sawNextNumber = true
                collector.nextNumber = try parseStoredNumber(depth: 2)
            } else if key == .locations && !sawLocations {
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
        let open = position
        if try !openContainer(depth: depth, closing: UInt8(ascii: "]")) { _ = try parseElements(depth: depth) }
        // Between the brackets: what a writer that keeps the rest of the document replaces.
        collector.listInterior = (open + 1)..<(position - 1)
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
            let start = position
            if peek() == UInt8(ascii: "{") {
                let entry = try parseEntry(depth: depth + 1)
                collector.add(entry, decodedName: decodedName, from: start, to: position, in: bytes)
            } else {
                try skipValue(depth: depth + 1)
                collector.add(nil, decodedName: nil, from: start, to: position, in: bytes)
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
        var seenNumber = false
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
            case .number where !seenNumber:
                seenNumber = true
                dto.number = try parseStoredNumber(depth: depth + 1)
            case .name where !seenName:
                seenName = true
                if peek() == UInt8(ascii: "\""), let plain = parsePlainString() {
                    dto.name = .ascii(plain)
                } else if peek() == UInt8(ascii: "\"") {
                    switch try parseText(decode: true) {
                    case .unescaped(let range): dto.name = .unescaped(range)
                    case .decoded(let text):
                        dto.name = .decoded
                        decodedName = text
                    case nil: break
                    }
                } else {
                    try skipValue(depth: depth + 1)
                }
            default:
                try skipValue(depth: depth + 1)
            }
            if try endOfMember(closing: UInt8(ascii: "}")) { return dto }
        }
    }

    /// A number the user's store keeps (an entry's `number`, the document's `next_number`): where its value is,
    /// and the value when it is a whole number from 1 to `CustomNumbering.largest`.
    private mutating func parseStoredNumber(depth: Int) throws(JSONSyntaxError) -> StoredNumber {
        let start = position
        let value = try parseNumberField(depth: depth)
        let number = value.flatMap { $0 >= 1 && $0 <= Double(CustomNumbering.largest) && $0.rounded() == $0 ? Int($0) : nil }
        return StoredNumber(value: number, range: start..<position)
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
}
