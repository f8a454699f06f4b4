// Recognising a format from the first bytes of a file, for files whose name does not say.

extension TransferFormat {
    /// How many bytes of a file ``init(content:)`` looks at, at most.
    public static let sniffedBytes = 4096

    /// The format the first bytes of a file are written in, or `nil` when they are XML of another kind.
    ///
    /// A byte order mark is skipped and UTF-16 and UTF-32 are read through their ASCII characters. After white
    /// space: `{` or `[` is GeoJSON; `<` is XML, whose first element (after the declaration, comments and any
    /// document type) decides between GPX (`<gpx>`) and KML (`<kml>`, also with a prefix such as `<kml:kml>`);
    /// anything else is CSV, whose reader then checks for a header.
    ///
    /// - Parameter head: The file's first bytes; ``sniffedBytes`` are enough.
    public init?(content head: some Collection<UInt8>) {
        var bytes = Array(head.prefix(Self.sniffedBytes))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        // UTF-16 and UTF-32 text that starts in ASCII has zero bytes around each ASCII character; without them
        // the markup reads the same. A byte order mark (FE FF, FF FE) is not ASCII and is dropped as well.
        if bytes.contains(0) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            bytes = bytes.filter { $0 != 0 && $0 != 0xFE && $0 != 0xFF }
        }
        let start = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? bytes.endIndex
        let text = bytes[start...]
        switch text.first {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            self = .geojson
        case UInt8(ascii: "<"):
            switch Self.rootElement(of: text) {
            case "gpx": self = .gpx
            case "kml": self = .kml
            default: return nil
            }
        default:
            self = .csv
        }
    }

    /// The local name (without a prefix) of the first element in XML text, skipping `<?…?>` and `<!…>`.
    private static func rootElement(of text: ArraySlice<UInt8>) -> String? {
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: UInt8(ascii: "<")) {
            let next = text.index(after: open)
            guard next < text.endIndex else { return nil }
            if text[next] == UInt8(ascii: "?") || text[next] == UInt8(ascii: "!") {
                // A comment may hold `>`; skip it to its end, and anything else to its first `>`.
                let isComment = text[next...].starts(with: Array("!--".utf8))
                let terminator: [UInt8] = isComment ? Array("-->".utf8) : [UInt8(ascii: ">")]
                guard let end = firstIndex(of: terminator, in: text, from: next) else { return nil }
                index = end
                continue
            }
            let name = text[next...].prefix { byte in
                !(byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || [0x20, 0x09, 0x0A, 0x0D].contains(byte))
            }
            let local = name.split(separator: UInt8(ascii: ":")).last ?? name
            return String(decoding: local, as: UTF8.self).lowercased()
        }
        return nil
    }

    private static func firstIndex(of needle: [UInt8], in text: ArraySlice<UInt8>, from start: Int) -> Int? {
        var index = start
        while index + needle.count <= text.endIndex {
            if text[index..<index + needle.count].elementsEqual(needle) { return index + needle.count }
            index += 1
        }
        return nil
    }
}
