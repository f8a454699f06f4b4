#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain
import PlacesSystem

/// Writes locations as a Places feed document (`{"locations": [...]}`), one location per line so that the file
/// diffs and reads well, with numbers in the plain decimal form links use and names escaped by `JSONText`.
enum FeedEncoder {
    /// The document for `locations`, followed by `placeholders` empty entries.
    ///
    /// An empty entry (`{}`) is one the decoder skips and counts, so a saved copy reports the same number of
    /// skipped entries as the document it was made from. Each entry is written into the document as it is made: a
    /// million places kept as `String`s, then joined, then copied, peaked at four times the document's size.
    static func document(_ locations: some Collection<Location>, placeholders: Int = 0) -> Data {
        var document = Data()
        // About what an entry of a real feed takes, so that the buffer rarely grows.
        document.reserveCapacity(32 + locations.count * 64 + placeholders * 8)
        append("{\n  \"locations\": [", to: &document)
        let entries = [AnySequence(locations.lazy.map { entry($0) }), AnySequence(repeatElement("{}", count: placeholders))]
        appendListInterior(entries.joined(), to: &document)
        append("]\n}\n", to: &document)
        return document
    }

    /// The user's store: `entries` (each a JSON object's text) and the next number it will give.
    static func store(_ entries: [String], nextNumber: Int) -> Data {
        Data("{\n  \"next_number\": \(nextNumber),\n  \"locations\": [\(listInterior(entries))]\n}\n".utf8)
    }

    /// What goes between a list's brackets: the entries one per line, indented, or nothing for none.
    static func listInterior(_ entries: [String]) -> String {
        var interior = Data()
        appendListInterior(entries, to: &interior)
        return String(decoding: interior, as: UTF8.self)
    }

    /// Appends ``listInterior(_:)`` of `entries` to `out`.
    private static func appendListInterior(_ entries: some Sequence<String>, to out: inout Data) {
        var first = true
        for entry in entries {
            append(first ? "\n    " : ",\n    ", to: &out)
            append(entry, to: &out)
            first = false
        }
        if !first { append("\n  ", to: &out) }
    }

    private static func append(_ text: String, to out: inout Data) {
        var text = text
        text.withUTF8 { out.append($0) }
    }

    /// One entry: `{"name": "…", "lat": 52.35, "long": 4.83}`, without `name` for an unnamed location; with the
    /// number the user's store keeps for it first, when it has one (`{"number": 5, "name": …}`).
    static func entry(_ location: Location, number: Int? = nil) -> String {
        var fields: [String] = []
        if let number { fields.append("\"number\": \(number)") }
        if let name = location.name { fields.append("\"name\": \(JSONText.quoted(name))") }
        fields.append("\"lat\": \(DecimalNotation.string(location.coordinate.latitude))")
        fields.append("\"long\": \(DecimalNotation.string(location.coordinate.longitude))")
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
