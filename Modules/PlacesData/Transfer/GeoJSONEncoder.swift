import PlacesDomain
import PlacesSystem

/// Writes locations as a GeoJSON FeatureCollection (RFC 7946) of Point features, one per line, with the name as the
/// `name` property (no properties for an unnamed location) and coordinates in GeoJSON's `[longitude, latitude]`
/// order. Names are escaped by `JSONText`, so they read back exactly, control characters included.
enum GeoJSONEncoder {
    /// The document.
    static func encode(_ locations: [Location]) -> String {
        let features = locations.map { location in
            let coordinate = location.coordinate
            let properties = location.name.map { "{\"name\":\(JSONText.quoted($0))}" } ?? "{}"
            return "{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":["
                + "\(coordinate.decimalLongitude),\(coordinate.decimalLatitude)]},\"properties\":\(properties)}"
        }
        let list = features.isEmpty ? "" : "\n" + features.joined(separator: ",\n") + "\n"
        return "{\"type\":\"FeatureCollection\",\"features\":[\(list)]}\n"
    }
}
