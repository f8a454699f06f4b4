import PlacesDomain
import PlacesSystem

/// Writes locations as a GeoJSON FeatureCollection (RFC 7946) of Point features, one per line, with the name as the
/// `name` property (no properties for an unnamed location) and coordinates in GeoJSON's `[longitude, latitude]`
/// order. Names are escaped by `JSONText`, so they read back exactly, control characters included. A saved article's
/// feature has its title as `name`, and its web address as `url` and its wiki's host as `wiki`.
enum GeoJSONEncoder {
    /// The document, or `nil` as soon as it is certain to be longer than `limit` bytes.
    static func encode(_ locations: [Location], links: [PointLink?] = [], limit: Int = .max) -> String? {
        var out = "{\"type\":\"FeatureCollection\",\"features\":["
        for (index, location) in locations.enumerated() {
            let coordinate = location.coordinate
            var fields = location.name.map { ["\"name\":\(JSONText.quoted($0))"] } ?? []
            if links.indices.contains(index), let link = links[index] {
                fields += ["\"url\":\(JSONText.quoted(link.url))", "\"wiki\":\(JSONText.quoted(link.wiki))"]
            }
            let properties = "{" + fields.joined(separator: ",") + "}"
            out += (index == 0 ? "\n" : ",\n") + "{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":["
                + "\(coordinate.decimalLongitude),\(coordinate.decimalLatitude)]},\"properties\":\(properties)}"
            guard out.utf8.count <= limit else { return nil }
        }
        return out + (locations.isEmpty ? "" : "\n") + "]}\n"
    }
}
