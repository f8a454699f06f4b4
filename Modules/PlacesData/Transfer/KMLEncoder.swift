import PlacesDomain

/// Writes locations as a KML 2.2 document of Placemarks, each a `<name>` (when the location has one) and a
/// `<Point>` whose coordinates are `longitude,latitude`, the order KML uses.
enum KMLEncoder {
    /// The document, and how many names had characters XML cannot hold (``XMLEscaping``).
    static func encode(_ locations: [Location]) -> (text: String, alteredNames: Int) {
        var altered = 0
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <kml xmlns="http://www.opengis.net/kml/2.2">
          <Document>
            <name>Places</name>

        """
        for location in locations {
            let coordinate = location.coordinate
            out += "    <Placemark>\n"
            if let name = location.name {
                out += "      <name>\(XMLEscaping.text(name, replaced: &altered))</name>\n"
            }
            out += "      <Point><coordinates>\(coordinate.decimalLongitude),\(coordinate.decimalLatitude)</coordinates></Point>\n"
            out += "    </Placemark>\n"
        }
        out += "  </Document>\n</kml>\n"
        return (out, altered)
    }
}
