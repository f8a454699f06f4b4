import PlacesDomain

/// Writes locations as GPX 1.1 waypoints: `<wpt lat="…" lon="…">` with a `<name>` when the location has one, and for
/// a saved article a `<link href="…">` to its page.
///
/// Numbers are the shortest decimals that read back as the same `Double` (`DecimalNotation`), so an import gives
/// exactly the coordinates that were exported.
enum GPXEncoder {
    /// The document, and how many names had characters XML cannot hold (``XMLEscaping``); `nil` as soon as the
    /// document is certain to be longer than `limit` bytes.
    static func encode(_ locations: [Location], links: [PointLink?] = [], limit: Int = .max) -> (text: String, alteredNames: Int)? {
        let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="Places" xmlns="http://www.topografix.com/GPX/1/1" \
        xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
        xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">

        """
        return XMLEscaping.document(locations, header: header, footer: "</gpx>\n", limit: limit) { index, location, name in
            let point = "  <wpt lat=\"\(location.coordinate.decimalLatitude)\" lon=\"\(location.coordinate.decimalLongitude)\">"
            var unused = 0
            let link = links.indices.contains(index) ? links[index].map { "    <link href=\"\(XMLEscaping.text($0.url, replaced: &unused))\"/>\n" } : nil
            guard name != nil || link != nil else { return point + "</wpt>\n" }
            return point + "\n" + (name.map { "    <name>\($0)</name>\n" } ?? "") + (link ?? "") + "  </wpt>\n"
        }
    }
}
