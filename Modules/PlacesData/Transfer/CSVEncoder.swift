import PlacesDomain

/// Writes locations as CSV by RFC 4180: the header `name,latitude,longitude`, one record per location, CRLF line
/// ends, and a name quoted when it holds a comma, a quote or a line break (`""` for a quote). An unnamed location
/// has an empty name. A name a spreadsheet would run as a formula is guarded (``CSVFormulaGuard``). Saved articles
/// have a fourth column, `url`, their pages' addresses.
enum CSVEncoder {
    /// The document, or `nil` as soon as it is certain to be longer than `limit` bytes.
    static func encode(_ locations: [Location], links: [PointLink?] = [], limit: Int = .max) -> String? {
        var out = links.isEmpty ? "name,latitude,longitude\r\n" : "name,latitude,longitude,url\r\n"
        for (index, location) in locations.enumerated() {
            out += field(location.name.map(CSVFormulaGuard.guarded) ?? "")
            out += ",\(location.coordinate.decimalLatitude),\(location.coordinate.decimalLongitude)"
            if !links.isEmpty { out += "," + field(links.indices.contains(index) ? links[index].map { CSVFormulaGuard.guarded($0.url) } ?? "" : "") }
            out += "\r\n"
            guard out.utf8.count <= limit else { return nil }
        }
        return out
    }

    private static func field(_ text: String) -> String {
        let needsQuotes = text.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
        guard needsQuotes else { return text }
        var quoted = "\""
        for character in text.unicodeScalars {
            if character == "\"" { quoted += "\"" }
            quoted.unicodeScalars.append(character)
        }
        return quoted + "\""
    }
}
