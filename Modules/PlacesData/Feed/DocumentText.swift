#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain

// A decoded feed's names stay in the document they were parsed from (`PackedLocations`), so the document is kept for
// as long as its list is: both kinds of buffer the decoder parses can hand out a name's text.

extension Data: LocationText {
    package func string(_ range: Range<Int>) -> String {
        // Offsets count from the first byte, as the parser read them, also in a slice of a larger `Data`.
        withUnsafeBytes { raw in String(decoding: raw[range], as: UTF8.self) }
    }
}

extension Array: LocationText where Element == UInt8 {
    package func string(_ range: Range<Int>) -> String {
        String(decoding: self[range], as: UTF8.self)
    }
}
