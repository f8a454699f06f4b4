import PlacesDomain

/// Writes locations as GPX 1.1 waypoints: `<wpt lat="…" lon="…">` with a `<name>` when the location has one.
///
/// Numbers are the shortest decimals that read back as the same `Double` (`DecimalNotation`), so an import gives
/// exactly the coordinates that were exported.
enum GPXEncoder {
    /// The document, and how many names had characters XML cannot hold (``XMLEscaping``).
    static func encode(_ locations: [Location]) -> (text: String, alteredNames: Int) {
        var altered = 0
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="Places" xmlns="http://www.topografix.com/GPX/1/1" \
        xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
        xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">

        """
        for location in locations {
            let coordinate = location.coordinate
            out += "  <wpt lat=\"\(coordinate.decimalLatitude)\" lon=\"\(coordinate.decimalLongitude)\">"
            if let name = location.name {
                out += "\n    <name>\(XMLEscaping.text(name, replaced: &altered))</name>\n  "
            }
            out += "</wpt>\n"
        }
        out += "</gpx>\n"
        return (out, altered)
    }
}
