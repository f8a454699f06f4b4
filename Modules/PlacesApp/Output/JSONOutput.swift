import PlacesData
import PlacesDomain
import PlacesPresentation

/// Machine-readable output. Never localized, never shortened: the exact names, numbers and links.
enum JSONOutput {
    /// An array of objects with `number`, `name` (null when unnamed), `latitude`, `longitude`, `link` (null when the
    /// style cannot build one) and `origin` (`feed` or `custom`), one object per line.
    static func rows(_ rows: [LocationRow], link: (LocationRow) -> String?) -> String {
        guard !rows.isEmpty else { return "[]\n" }
        var out = "[\n"
        out.reserveCapacity(rows.count * 160)
        for (index, row) in rows.enumerated() {
            out += "  " + object([
                ("number", String(row.number)),
                ("name", row.location.name.map(JSONText.quoted) ?? "null"),
                ("latitude", DecimalNotation.string(row.location.coordinate.latitude)),
                ("longitude", DecimalNotation.string(row.location.coordinate.longitude)),
                ("link", link(row).map(JSONText.quoted) ?? "null"),
                ("origin", JSONText.quoted(row.location.origin.rawValue)),
            ])
            out += index == rows.count - 1 ? "\n" : ",\n"
        }
        return out + "]\n"
    }

    /// `{"key": value, …}` from already-encoded values, in the given order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(JSONText.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
