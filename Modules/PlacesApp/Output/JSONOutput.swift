import PlacesDomain
import PlacesPresentation
import PlacesSystem

/// Machine-readable output, rendered from view states. Never localized, never shortened: exact names, numbers and
/// links, with keys in a fixed order.
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
                ("name", string(row.location.name)),
                ("latitude", DecimalNotation.string(row.location.coordinate.latitude)),
                ("longitude", DecimalNotation.string(row.location.coordinate.longitude)),
                ("link", string(link(row))),
                ("origin", JSONText.quoted(row.location.origin.rawValue)),
            ])
            out += index == rows.count - 1 ? "\n" : ",\n"
        }
        return out + "]\n"
    }

    /// `{"valid", "latitude", "longitude", "name", "article", "reason"}`; the reason is English in every language.
    static func inspection(_ inspection: LinkInspection) -> String {
        let request = inspection.request
        return object([
            ("valid", inspection.isValid ? "true" : "false"),
            ("latitude", number(request?.coordinate?.latitude)),
            ("longitude", number(request?.coordinate?.longitude)),
            ("name", string(request?.label)),
            ("article", string(request?.article?.url)),
            ("reason", string(inspection.machineReason)),
        ])
    }

    /// `{"location", "article", "nearest", "web"}`: the place (null for an article without coordinates), the
    /// nearest locations with their distances in whole metres, and the same place on the web.
    static func placesTab(_ state: PlacesTabState) -> String {
        switch state {
        case .article(_, let url):
            return object([("location", "null"), ("article", string(url)), ("nearest", "[]"), ("web", string(url))])
        case .place(let place):
            let location = object([
                ("name", string(place.label)),
                ("latitude", number(place.coordinate.latitude)),
                ("longitude", number(place.coordinate.longitude)),
            ])
            let nearest = place.nearest.map { nearby in
                object([
                    ("number", String(nearby.row.number)),
                    ("name", string(nearby.row.location.name)),
                    ("latitude", number(nearby.row.location.coordinate.latitude)),
                    ("longitude", number(nearby.row.location.coordinate.longitude)),
                    ("distance_m", String(Int(nearby.metres.rounded()))),
                ])
            }
            return object([
                ("location", location),
                ("article", string(place.articleURL)),
                ("nearest", "[" + nearest.joined(separator: ", ") + "]"),
                ("web", string(place.webFallback)),
            ])
        }
    }

    /// `{"key": value, …}` from already-encoded values, in the given order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(JSONText.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func string(_ text: String?) -> String {
        text.map(JSONText.quoted) ?? "null"
    }

    private static func number(_ value: Double?) -> String {
        value.map(DecimalNotation.string) ?? "null"
    }
}
