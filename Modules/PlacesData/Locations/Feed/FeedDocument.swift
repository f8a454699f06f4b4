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
    /// Each usable entry's `number` as the user's store keeps it, in step with `decoded.locations`.
    let entryNumbers: [StoredNumber?]
    /// The document's `next_number`, when it has one.
    let nextNumber: StoredNumber?
    /// Where the top object's `{` is; `nil` for a document that is a bare list.
    let topObject: Int?
    /// Where the first entry that is not a location starts, when one is not.
    let firstSkippedOffset: Int?

    /// The text of usable entry `index`, exactly as it is in the document.
    func entryText(_ index: Int) -> String {
        String(decoding: bytes[entryRanges[index]], as: UTF8.self)
    }

    /// Where the `number` of usable entry `index` is in its text, when it has one.
    func entryNumberRange(_ index: Int) -> Range<Int>? {
        entryNumbers[index].map { ($0.range.lowerBound - entryRanges[index].lowerBound)..<($0.range.upperBound - entryRanges[index].lowerBound) }
    }

    /// The document with its list holding `entries` (each a JSON object's text), one per line, its `next_number`
    /// set to `nextNumber`, and everything else unchanged. A document that is a bare list becomes an object, the
    /// only form that can hold `next_number`.
    func replacingEntries(with entries: [String], nextNumber: Int) -> [UInt8] {
        guard let topObject else { return [UInt8](FeedEncoder.store(entries, nextNumber: nextNumber)) }
        let number = Array(String(nextNumber).utf8)
        var edits: [(range: Range<Int>, bytes: [UInt8])] = [(listInterior, Array(FeedEncoder.listInterior(entries).utf8))]
        if let stored = self.nextNumber {
            edits.append((stored.range, number))
        } else {
            // Laid out as the member after it is: on a line of its own in a document written a member per line.
            let member = Array("\"next_number\": ".utf8) + number + [UInt8(ascii: ",")]
            let lineBreak = topObject + 1 < bytes.count && (bytes[topObject + 1] == UInt8(ascii: "\n") || bytes[topObject + 1] == UInt8(ascii: "\r"))
            edits.append(((topObject + 1)..<(topObject + 1), lineBreak ? Array("\n  ".utf8) + member : member + [UInt8(ascii: " ")]))
        }
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        var done = 0
        for edit in edits {
            out.append(contentsOf: bytes[done..<edit.range.lowerBound])
            out.append(contentsOf: edit.bytes)
            done = edit.range.upperBound
        }
        out.append(contentsOf: bytes[done...])
        return out
    }
}
