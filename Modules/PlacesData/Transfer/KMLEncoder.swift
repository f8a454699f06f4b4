import PlacesDomain

/// Writes locations as a KML 2.2 document of Placemarks, each a `<name>` (when the location has one) and a
/// `<Point>` whose coordinates are `longitude,latitude`, the order KML uses; a saved article's Placemark has its
/// page's address as its `<description>`.
enum KMLEncoder {
    /// The document, and how many names had characters XML cannot hold (``XMLEscaping``); `nil` as soon as the
    /// document is certain to be longer than `limit` bytes.
    static func encode(_ locations: [Location], links: [PointLink?] = [], limit: Int = .max) -> (text: String, alteredNames: Int)? {
        let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <kml xmlns="http://www.opengis.net/kml/2.2">
          <Document>
            <name>Places</name>

        """
        return XMLEscaping.document(locations, header: header, footer: "  </Document>\n</kml>\n", limit: limit) { index, location, name in
            let coordinates = "\(location.coordinate.decimalLongitude),\(location.coordinate.decimalLatitude)"
            var unused = 0
            let link = links.indices.contains(index) ? links[index].map { "      <description>\(XMLEscaping.text($0.url, replaced: &unused))</description>\n" } : nil
            return "    <Placemark>\n" + (name.map { "      <name>\($0)</name>\n" } ?? "") + (link ?? "")
                + "      <Point><coordinates>\(coordinates)</coordinates></Point>\n    </Placemark>\n"
        }
    }
}
