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
    /// skipped entries as the document it was made from.
    static func document(_ locations: some Collection<Location>, placeholders: Int = 0) -> Data {
        var entries = locations.map { entry($0) }
        entries.append(contentsOf: repeatElement("{}", count: placeholders))
        return Data("{\n  \"locations\": [\(listInterior(entries))]\n}\n".utf8)
    }

    /// The user's store: `entries` (each a JSON object's text) and the next number it will give.
    static func store(_ entries: [String], nextNumber: Int) -> Data {
        Data("{\n  \"next_number\": \(nextNumber),\n  \"locations\": [\(listInterior(entries))]\n}\n".utf8)
    }

    /// What goes between a list's brackets: the entries one per line, indented, or nothing for none.
    static func listInterior(_ entries: [String]) -> String {
        entries.isEmpty ? "" : "\n    " + entries.joined(separator: ",\n    ") + "\n  "
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
