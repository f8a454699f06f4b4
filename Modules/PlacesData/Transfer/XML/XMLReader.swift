import PlacesDomain

/// A pull reader for the XML that GPX and KML files are written in: just enough of XML 1.0, and strict about it.
///
/// It reads elements, attributes, character data, CDATA sections, the five predefined entities and numeric
/// character references, and skips comments and processing instructions. It refuses any document type or
/// entity declaration outright, so no entity can expand (the "billion laughs") or fetch anything, and an entity
/// it does not know is an error rather than text. Elements nest at most ``maximumDepth`` deep, and nothing is
/// built that the caller does not ask for: text becomes a `String` only while ``next(collectingText:)`` is asked
/// to collect it. The input is checked UTF-8 (`TextDecoding`); every error carries its byte offset.
struct XMLReader {
    /// The deepest nesting read; GPX needs 4 levels, KML with nested folders a few dozen.
    static let maximumDepth = 256

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// The byte ranges of the names of the open elements, innermost last.
    private var open: [Range<Int>] = []
    private var endPending = false
    private var sawRoot = false

    /// A reader of `bytes`, which must stay valid while it is used.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// How many elements are open.
    var depth: Int { open.count }

    /// The next event, or `nil` after the document element has closed and only comments followed.
    ///
    /// - Parameter collectingText: Whether character data is wanted as ``XMLEvent/text(_:)``; otherwise it is
    ///   checked and skipped.
    mutating func next(collectingText: Bool) throws(XMLSyntaxError) -> XMLEvent? {
        if endPending {
            endPending = false
            open.removeLast()
            return .end
        }
        while true {
            if open.isEmpty {
                try skipOutsideRoot()
                guard position < bytes.count else {
                    if !sawRoot { throw XMLSyntaxError(offset: position, problem: .noRootElement) }
                    return nil
                }
                if sawRoot { throw XMLSyntaxError(offset: position, problem: .contentAfterRoot) }
                sawRoot = true
                return .start(try startTag())
            }
            guard position < bytes.count else { throw error(.unexpectedEnd) }
            guard bytes[position] == UInt8(ascii: "<") else {
                if let text = try characterData(collecting: collectingText) { return .text(text) }
                continue
            }
            switch byte(at: position + 1) {
            case UInt8(ascii: "/"):
                try endTag()
                return .end
            case UInt8(ascii: "?"):
                try skip(past: "?>")
            case UInt8(ascii: "!"):
                if starts(with: "<!--") {
                    try skip(past: "-->")
                } else if starts(with: "<![CDATA[") {
                    if let text = try cdata(collecting: collectingText) { return .text(text) }
                } else {
                    try refuseDeclaration()
                }
            default:
                return .start(try startTag())
            }
        }
    }

    // MARK: Markup

    /// Skips white space, comments and processing instructions before and after the document element.
    private mutating func skipOutsideRoot() throws(XMLSyntaxError) {
        while true {
            while position < bytes.count, isSpace(bytes[position]) { position += 1 }
            guard position < bytes.count else { return }
            guard bytes[position] == UInt8(ascii: "<") else { throw error(sawRoot ? .contentAfterRoot : .unexpectedCharacter) }
            if starts(with: "<?") {
                try skip(past: "?>")
            } else if starts(with: "<!--") {
                try skip(past: "-->")
            } else if starts(with: "<!") {
                try refuseDeclaration()
            } else if starts(with: "</") {
                throw error(.unexpectedCharacter)
            } else {
                return
            }
        }
    }

    private func refuseDeclaration() throws(XMLSyntaxError) {
        if starts(with: "<!DOCTYPE") || starts(with: "<!ENTITY") || starts(with: "<!ELEMENT")
            || starts(with: "<!ATTLIST") || starts(with: "<!NOTATION") {
            throw error(.declarationRefused)
        }
        throw error(.unexpectedCharacter)
    }

    private mutating func startTag() throws(XMLSyntaxError) -> XMLElementStart {
        let offset = position
        position += 1
        let name = try parseName()
        guard open.count < Self.maximumDepth else {
            throw XMLSyntaxError(offset: offset, problem: .tooDeep(limit: Self.maximumDepth))
        }
        var attributes: [(name: String, value: String)] = []
        var qualifiedNames: [Range<Int>] = []
        while true {
            let spaced = skipSpace()
            guard position < bytes.count else { throw error(.unexpectedEnd) }
            switch bytes[position] {
            case UInt8(ascii: ">"):
                position += 1
                open.append(name)
                return XMLElementStart(name: localName(name), attributes: attributes, offset: offset)
            case UInt8(ascii: "/"):
                guard byte(at: position + 1) == UInt8(ascii: ">") else { throw error(.unexpectedCharacter) }
                position += 2
                open.append(name)
                endPending = true
                return XMLElementStart(name: localName(name), attributes: attributes, offset: offset)
            default:
                guard spaced else { throw error(.unexpectedCharacter) }
                let attributeOffset = position
                let attributeName = try parseName()
                if qualifiedNames.contains(where: { bytes[$0].elementsEqual(bytes[attributeName]) }) {
                    throw XMLSyntaxError(offset: attributeOffset, problem: .duplicateAttribute(text(attributeName)))
                }
                qualifiedNames.append(attributeName)
                skipSpace()
                guard byte(at: position) == UInt8(ascii: "=") else { throw error(.unexpectedCharacter) }
                position += 1
                skipSpace()
                attributes.append((localName(attributeName), try attributeValue()))
            }
        }
    }

    private mutating func endTag() throws(XMLSyntaxError) {
        let offset = position
        position += 2
        let name = try parseName()
        skipSpace()
        guard byte(at: position) == UInt8(ascii: ">") else {
            throw error(position < bytes.count ? .unexpectedCharacter : .unexpectedEnd)
        }
        position += 1
        guard let expected = open.last, bytes[expected].elementsEqual(bytes[name]) else {
            let expected = open.last.map(text) ?? ""
            throw XMLSyntaxError(offset: offset, problem: .mismatchedTag(expected: expected, found: text(name)))
        }
        open.removeLast()
    }

    /// A name: a letter, `_`, `:` or any non-ASCII character, then those, digits, `-` and `.`.
    private mutating func parseName() throws(XMLSyntaxError) -> Range<Int> {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            let isStart = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
            let isLater = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard isStart || (isLater && position > start) else { break }
            position += 1
        }
        guard position > start else { throw error(position < bytes.count ? .unexpectedCharacter : .unexpectedEnd) }
        return start..<position
    }

    private mutating func attributeValue() throws(XMLSyntaxError) -> String {
        let quote = byte(at: position)
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { throw error(.unexpectedCharacter) }
        position += 1
        var out: [UInt8] = []
        while true {
            guard position < bytes.count else { throw error(.unexpectedEnd) }
            let byte = bytes[position]
            switch byte {
            case quote:
                position += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "<"):
                throw error(.unexpectedCharacter)
            case UInt8(ascii: "&"):
                try reference(into: &out)
            case 0x09, 0x0A, 0x0D:
                // Attribute-value normalisation: each white-space character is a space (CRLF is one).
                if byte == 0x0D && self.byte(at: position + 1) == 0x0A { position += 1 }
                out.append(0x20)
                position += 1
            case 0..<0x20:
                throw error(.invalidCharacter)
            default:
                out.append(byte)
                position += 1
            }
        }
    }

    // MARK: Text

    /// Character data up to the next `<`: returned when collecting, otherwise only checked.
    private mutating func characterData(collecting: Bool) throws(XMLSyntaxError) -> String? {
        var out: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "<"):
                return collecting ? String(decoding: out, as: UTF8.self) : nil
            case UInt8(ascii: "&"):
                if collecting { try reference(into: &out) } else { var ignored: [UInt8] = []; try reference(into: &ignored) }
            case 0x0D:
                // Line ends are normalised to LF: CRLF and a lone CR both.
                position += self.byte(at: position + 1) == 0x0A ? 2 : 1
                if collecting { out.append(0x0A) }
            case 0..<0x20 where byte != 0x09 && byte != 0x0A:
                throw error(.invalidCharacter)
            default:
                if collecting { out.append(byte) }
                position += 1
            }
        }
        throw error(.unexpectedEnd)
    }

    private mutating func cdata(collecting: Bool) throws(XMLSyntaxError) -> String? {
        position += 9
        let start = position
        var out: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "]"), starts(with: "]]>") {
                position += 3
                return collecting ? String(decoding: out, as: UTF8.self) : nil
            }
            if byte == 0x0D {
                position += self.byte(at: position + 1) == 0x0A ? 2 : 1
                if collecting { out.append(0x0A) }
                continue
            }
            if byte < 0x20 && byte != 0x09 && byte != 0x0A { throw error(.invalidCharacter) }
            if collecting { out.append(byte) }
            position += 1
        }
        throw XMLSyntaxError(offset: start, problem: .unexpectedEnd)
    }

    /// Reads a reference at `&` and appends what it stands for.
    private mutating func reference(into out: inout [UInt8]) throws(XMLSyntaxError) {
        let start = position
        // A reference is short; a `;` far away (or none) means a bare `&`, which XML does not allow.
        let limit = min(bytes.count, start + 64)
        guard let end = (start + 1..<limit).first(where: { bytes[$0] == UInt8(ascii: ";") }) else {
            throw XMLSyntaxError(offset: start, problem: .unexpectedCharacter)
        }
        let name = bytes[(start + 1)..<end]
        position = end + 1
        let named: [String: UInt8] = ["amp": 0x26, "lt": 0x3C, "gt": 0x3E, "quot": 0x22, "apos": 0x27]
        let nameText = String(decoding: name, as: UTF8.self)
        if let byte = named[nameText] {
            out.append(byte)
            return
        }
        guard name.first == UInt8(ascii: "#") else {
            throw XMLSyntaxError(offset: start, problem: .undefinedEntity(nameText))
        }
        let digits = name.dropFirst()
        let hex = digits.first == UInt8(ascii: "x")
        let text = String(decoding: hex ? digits.dropFirst() : digits, as: UTF8.self)
        guard !text.isEmpty, text.utf8.allSatisfy({ hex ? isHexDigit($0) : ($0 >= 0x30 && $0 <= 0x39) }),
              let value = UInt32(text, radix: hex ? 16 : 10),
              Self.isCharacter(value), let scalar = Unicode.Scalar(value)
        else {
            throw XMLSyntaxError(offset: start, problem: .invalidCharacterReference("&" + nameText + ";"))
        }
        out.append(contentsOf: scalar.utf8)
    }

    /// XML 1.0's `Char`: tab, LF, CR, and every scalar from U+0020 but U+FFFE and U+FFFF.
    static func isCharacter(_ value: UInt32) -> Bool {
        value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    }

    // MARK: Bytes

    private mutating func skip(past terminator: StaticString) throws(XMLSyntaxError) {
        let start = position
        let first = terminator.utf8Start.pointee
        while position < bytes.count {
            if bytes[position] == first, starts(with: terminator) {
                position += terminator.utf8CodeUnitCount
                return
            }
            position += 1
        }
        throw XMLSyntaxError(offset: start, problem: .unexpectedEnd)
    }

    private func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { expected in
            expected.elementsEqual(UnsafeBufferPointer(rebasing: bytes[position..<position + count]))
        }
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = position
        while position < bytes.count, isSpace(bytes[position]) { position += 1 }
        return position > start
    }

    private func byte(at index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func localName(_ range: Range<Int>) -> String {
        let colon = bytes[range].lastIndex(of: UInt8(ascii: ":"))
        return text(colon.map { ($0 + 1)..<range.upperBound } ?? range)
    }

    private func error(_ problem: XMLProblem) -> XMLSyntaxError {
        XMLSyntaxError(offset: position, problem: problem)
    }
}
