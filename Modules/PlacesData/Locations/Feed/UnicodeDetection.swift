#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the encoding of a JSON document the way `JSONDecoder` does, and converts it to UTF-8.
///
/// RFC 8259 asks for UTF-8, but `JSONDecoder` also reads UTF-16 and UTF-32 (recognised by a byte order mark or by
/// the zero bytes around the first ASCII character), and a UTF-8 byte order mark is skipped.
enum UnicodeDetection {
    /// The document as UTF-8 without a byte order mark, or `nil` when it is UTF-16/32 that does not decode.
    static func utf8(from data: Data) -> Data? {
        let head = Array(data.prefix(4))
        func at(_ index: Int) -> UInt8? { index < head.count ? head[index] : nil }
        switch (at(0), at(1), at(2), at(3)) {
        case (0xEF, 0xBB, 0xBF, _):
            return data.dropFirst(3)
        case (0x00, 0x00, 0xFE, 0xFF):
            return transcode(data.dropFirst(4), unitSize: 4, bigEndian: true)
        case (0xFF, 0xFE, 0x00, 0x00):
            return transcode(data.dropFirst(4), unitSize: 4, bigEndian: false)
        case (0xFE, 0xFF, _, _):
            return transcode(data.dropFirst(2), unitSize: 2, bigEndian: true)
        case (0xFF, 0xFE, _, _):
            return transcode(data.dropFirst(2), unitSize: 2, bigEndian: false)
        case (0x00, 0x00, 0x00, .some(let byte)) where byte != 0:
            return transcode(data, unitSize: 4, bigEndian: true)
        case (.some(let byte), 0x00, 0x00, 0x00) where byte != 0:
            return transcode(data, unitSize: 4, bigEndian: false)
        case (0x00, .some(let byte), _, _) where byte != 0:
            return transcode(data, unitSize: 2, bigEndian: true)
        case (.some(let byte), 0x00, _, _) where byte != 0:
            return transcode(data, unitSize: 2, bigEndian: false)
        default:
            return data
        }
    }

    private static func transcode(_ data: Data, unitSize: Int, bigEndian: Bool) -> Data? {
        guard data.count % unitSize == 0 else { return nil }
        let bytes = Array(data)
        var units: [UInt32] = []
        units.reserveCapacity(bytes.count / unitSize)
        var index = 0
        while index < bytes.count {
            var unit: UInt32 = 0
            for offset in 0..<unitSize {
                let byte = UInt32(bytes[index + (bigEndian ? offset : unitSize - 1 - offset)])
                unit = unit << 8 | byte
            }
            units.append(unit)
            index += unitSize
        }
        let text: String?
        if unitSize == 2 {
            text = String(validating: units.map { UInt16(truncatingIfNeeded: $0) }, as: UTF16.self)
        } else {
            var scalars = String.UnicodeScalarView()
            for unit in units {
                guard let scalar = Unicode.Scalar(unit) else { return nil }
                scalars.append(scalar)
            }
            text = String(scalars)
        }
        return text.map { Data($0.utf8) }
    }
}
