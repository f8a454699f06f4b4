import PlacesDomain

/// A feed document kept whole, with where each usable entry is, so it can be rewritten changing only its list.
///
/// The user's store is a feed other tools may write, with fields Places does not know (`"note"`) and members
/// outside the list; a rewrite keeps each entry's text and everything around the list byte for byte.
package struct FeedDocument: Sendable {
    /// The document as UTF-8.
    let bytes: [UInt8]
    /// Its usable entries and how many were skipped.
    package let decoded: DecodedFeed
    /// The bytes of each usable entry, in step with `decoded.locations`.
    let entryRanges: [Range<Int>]
    /// The bytes between the location list's brackets.
    let listInterior: Range<Int>

    /// The text of usable entry `index`, exactly as it is in the document.
    func entryText(_ index: Int) -> String {
        String(decoding: bytes[entryRanges[index]], as: UTF8.self)
    }

    /// The document with its list holding `entries` (each a JSON object's text), one per line, and everything
    /// outside the list unchanged.
    func replacingEntries(with entries: [String]) -> [UInt8] {
        var out = Array(bytes[..<listInterior.lowerBound])
        out.append(contentsOf: FeedEncoder.listInterior(entries).utf8)
        out.append(contentsOf: bytes[listInterior.upperBound...])
        return out
    }
}
