#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain

/// Turns the bytes of a CSV, GPX or KML file into checked UTF-8, the one encoding the readers parse.
///
/// A byte order mark is removed and UTF-16 or UTF-32 converted the way JSON documents are (`UnicodeDetection`).
/// An XML file that declares ISO-8859-1 or Windows-1252 is converted from that; one that declares another
/// single-byte or multi-byte encoding is refused. What is left must be valid UTF-8: invalid bytes are reported
/// with their line, never replaced, because a name that reads back differently from what the file holds would be
/// a silent change.
enum TextDecoding {
    /// The file as valid UTF-8 without a byte order mark.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - xml: Whether an XML declaration may name the encoding.
    static func utf8(_ data: Data, xml: Bool) throws(TransferFailure) -> [UInt8] {
        guard let unicode = UnicodeDetection.utf8(from: data) else { throw .invalidText(line: 1) }
        var bytes = [UInt8](unicode)
        // A byte order mark, or the zero bytes of UTF-16 and UTF-32, decide over a declaration.
        let head = Array(data.prefix(4))
        let marked = head.contains(0) || head.starts(with: [0xEF, 0xBB, 0xBF]) || head.starts(with: [0xFE, 0xFF])
            || head.starts(with: [0xFF, 0xFE])
        if xml, !marked, let declared = declaredEncoding(bytes) {
            switch declared.lowercased() {
            case "utf-8", "utf8", "us-ascii", "ascii", "utf-16", "utf-32":
                break
            case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1":
                bytes = transcodeSingleByte(bytes) { UInt32($0) }
            case "windows-1252", "cp1252":
                bytes = transcodeSingleByte(bytes) { UInt32(windows1252($0)) }
            default:
                throw .unsupportedEncoding(declared)
            }
        }
        if let bad = firstInvalidUTF8(bytes) {
            let line = bytes.withUnsafeBufferPointer { buffer in
                var lines = LineCounter()
                return lines.line(at: bad, in: buffer)
            }
            throw .invalidText(line: line)
        }
        return bytes
    }

    /// The `encoding` of an XML declaration at the very start, if there is one.
    private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        guard bytes.starts(with: Array("<?xml".utf8)),
              let end = bytes.prefix(1024).firstIndex(of: UInt8(ascii: ">"))
        else { return nil }
        let declaration = bytes[..<end]
        let key = Array("encoding".utf8)
        guard let found = declaration.indices.first(where: { declaration[$0...].starts(with: key) }) else { return nil }
        let rest = declaration[(found + key.count)...].drop { [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains($0) }
        guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        return String(decoding: rest.dropFirst().prefix { $0 != quote }, as: UTF8.self)
    }

    private static func transcodeSingleByte(_ bytes: [UInt8], _ scalar: (UInt8) -> UInt32) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte < 0x80 {
                out.append(byte)
            } else if let unicode = Unicode.Scalar(scalar(byte)) {
                out.append(contentsOf: unicode.utf8)
            }
        }
        return out
    }

    /// Windows-1252 differs from ISO-8859-1 in 0x80…0x9F, where it has printable characters (€, curly quotes…);
    /// its five unassigned bytes map to the C1 controls of the same value, as browsers do.
    private static func windows1252(_ byte: UInt8) -> UInt16 {
        (0x80...0x9F).contains(byte) ? windows1252High[Int(byte - 0x80)] : UInt16(byte)
    }

    private static let windows1252High: [UInt16] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    /// The offset of the first byte that does not belong to well-formed UTF-8, or `nil`.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var index = 0
            let count = buffer.count
            while index < count {
                // Eight ASCII bytes at a time: most files are nearly all ASCII.
                if index + 8 <= count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 {
                        index += 8
                        continue
                    }
                }
                if buffer[index] < 0x80 {
                    index += 1
                    continue
                }
                guard let length = UTF8Sequence.length(in: buffer, at: index) else { return index }
                index += length
            }
            return nil
        }
    }
}
