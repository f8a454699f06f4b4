/// A file format that locations are exported to and imported from.
///
/// Each is what other apps keep places in: GeoJSON (geojson.io, GIS tools, Google Takeout), GPX 1.1 (OsmAnd, GPS
/// devices), KML 2.2 (Google My Maps, Google Earth) and CSV (spreadsheets).
public enum TransferFormat: String, CaseIterable, Hashable, Sendable {
    /// A GeoJSON FeatureCollection of Point features (RFC 7946).
    case geojson
    /// GPX 1.1 waypoints.
    case gpx
    /// KML 2.2 Placemarks with a Point.
    case kml
    /// Comma-separated values with a header naming the columns (RFC 4180).
    case csv

    /// The file name extension an exported file gets, without the dot.
    public var fileExtension: String { rawValue }

    /// The format a file name's extension names, case-insensitively: `.geojson` and `.json`, `.gpx`, `.kml`,
    /// `.csv` and `.tsv`; `nil` for any other name, which leaves the choice to the content.
    ///
    /// - Parameter fileName: A file name or path.
    public init?(fileName: String) {
        let name = fileName.split(separator: "/").last.map(String.init) ?? fileName
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "geojson", "json": self = .geojson
        case "gpx": self = .gpx
        case "kml": self = .kml
        case "csv", "tsv": self = .csv
        default: return nil
        }
    }
}
