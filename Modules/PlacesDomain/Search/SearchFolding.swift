import Foundation

/// The matching rule of search: text is compared after case and diacritics are folded away.
///
/// Folding is done per Unicode scalar, the same way for names and for queries, so "zurich" finds "Zürich",
/// "SAO" finds "São Paulo" and a name typed with a combining accent (`e` + U+0301) matches the precomposed one.
/// ASCII is folded inline; every other scalar is folded once by Foundation and remembered, because real lists
/// repeat a few hundred distinct non-ASCII scalars across tens of thousands of names.
public struct SearchFolding: Sendable {
    private var cache: [UInt32: [UInt8]] = [:]

    /// Creates a folder with an empty cache.
    public init() {}

    /// The folded UTF-8 bytes of `text`.
    ///
    /// - Parameter text: A name or a query.
    /// - Returns: Lower-case bytes without diacritics; empty when `text` folds to nothing.
    public mutating func fold(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        append(text, to: &out)
        return out
    }

    private static func isDiacritic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Appends the folded UTF-8 bytes of `text` to `out`.
    ///
    /// - Parameters:
    ///   - text: A name or a query.
    ///   - out: The buffer that receives the bytes.
    public mutating func append(_ text: String, to out: inout [UInt8]) {
        var isASCII = true
        for byte in text.utf8 where byte >= 0x80 {
            isASCII = false
            break
        }
        if isASCII {
            for byte in text.utf8 {
                out.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            }
            return
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                let byte = UInt8(truncatingIfNeeded: value)
                out.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            } else if let folded = cache[value] {
                out.append(contentsOf: folded)
            } else if Self.isDiacritic(scalar) {
                // Foundation keeps a combining mark that has no base letter in the same string; folding per scalar
                // would keep every decomposed accent, so marks are dropped here.
                cache[value] = []
            } else {
                var folded: [UInt8] = []
                let foundation = String(Character(scalar))
                    .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                for piece in foundation.unicodeScalars where !Self.isDiacritic(piece) {
                    folded.append(contentsOf: piece.utf8)
                }
                cache[value] = folded
                out.append(contentsOf: folded)
            }
        }
    }
}
