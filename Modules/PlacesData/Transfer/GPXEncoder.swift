import PlacesDomain

/// Writes locations as GPX 1.1 waypoints: `<wpt lat="…" lon="…">` with a `<name>` when the location has one.
///
/// Numbers are the shortest decimals that read back as the same `Double` (`DecimalNotation`), so an import gives
/// exactly the coordinates that were exported.
enum GPXEncoder {
    /// The document, and how many names had characters XML cannot hold (``XMLEscaping``); `nil` as soon as the
    /// document is certain to be longer than `limit` bytes.
    static func encode(_ locations: [Location], limit: Int = .max) -> (text: String, alteredNames: Int)? {
        let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="Places" xmlns="http://www.topografix.com/GPX/1/1" \
        xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
        xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">

        """
        return XMLEscaping.document(locations, header: header, footer: "</gpx>\n", limit: limit) { location, name in
            let point = "  <wpt lat=\"\(location.coordinate.decimalLatitude)\" lon=\"\(location.coordinate.decimalLongitude)\">"
            return point + (name.map { "\n    <name>\($0)</name>\n  " } ?? "") + "</wpt>\n"
        }
    }
}
