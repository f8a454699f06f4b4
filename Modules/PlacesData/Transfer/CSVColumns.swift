import PlacesDomain

/// Which columns of a CSV file hold the name and the coordinates, recognised from the header's names.
///
/// Names are compared without case, spaces around them, `_` and `-`, anything from a `(` or `[` on
/// (`Latitude (WGS84)`) and a trailing unit (`latitude_deg`). The coordinates come from a latitude and a longitude column (`lat`, `latitude`, `lon`,
/// `lng`, `long`, `longitude`, and the Spanish, German and Dutch words), or else from one column holding both
/// (`coordinates`, `coords`, `latlng`: read like `add` reads them), or else from a `WKT` column
/// (`POINT (lon lat)`, as Google My Maps and QGIS write it). The name is `name`, else `title`, else `label` (or
/// their translations). Two columns with the same role are refused rather than one chosen.
struct CSVColumns: Equatable {
    /// Where the coordinates are.
    enum Coordinates: Equatable {
        case separate(latitude: Int, longitude: Int)
        case combined(Int)
        case wellKnownText(Int)
    }

    let coordinates: Coordinates
    let name: Int?
    /// The `url` (or `link`) column, where `export --saved` writes a saved article's page: the first one.
    var url: Int? = nil

    private enum Role: Hashable {
        case latitude, longitude, combined, wellKnownText, url
        case name(rank: Int)
    }

    private static let roles: [String: Role] = {
        var roles: [String: Role] = [:]
        for word in ["lat", "latitude", "latitud", "breitengrad", "breedtegraad"] { roles[word] = .latitude }
        for word in ["lon", "lng", "long", "longitude", "longitud", "längengrad", "laengengrad", "lengtegraad"] {
            roles[word] = .longitude
        }
        for word in ["coordinates", "coordinate", "coords", "latlng", "latlon", "lat lng", "lat lon", "lat long"] {
            roles[word] = .combined
        }
        roles["wkt"] = .wellKnownText
        for word in ["url", "link"] { roles[word] = .url }
        for word in ["name", "naam", "nom", "nombre"] { roles[word] = .name(rank: 0) }
        for word in ["title", "titel", "titre", "titulo", "título"] { roles[word] = .name(rank: 1) }
        for word in ["label", "place", "place name", "placename"] { roles[word] = .name(rank: 2) }
        return roles
    }()

    /// The columns the header names, or `nil` when it names no coordinates.
    ///
    /// - Parameter header: The header's fields as text.
    /// - Throws: ``TransferFailure/ambiguousCSVColumns(_:_:)`` when two columns share the role that is used.
    static func recognise(_ header: [String]) throws(TransferFailure) -> CSVColumns? {
        var found: [Role: Int] = [:]
        var conflicts: [Role: (Int, Int)] = [:]
        for (index, text) in header.enumerated() {
            guard let role = role(of: text) else { continue }
            if let earlier = found[role] {
                if conflicts[role] == nil { conflicts[role] = (earlier, index) }
            } else {
                found[role] = index
            }
        }
        func column(_ role: Role) throws(TransferFailure) -> Int? {
            if let (first, second) = conflicts[role] { throw .ambiguousCSVColumns(header[first], header[second]) }
            return found[role]
        }
        let coordinates: Coordinates
        if found[.latitude] != nil || found[.longitude] != nil, let latitude = try column(.latitude),
           let longitude = try column(.longitude) {
            coordinates = .separate(latitude: latitude, longitude: longitude)
        } else if let combined = try column(.combined) {
            coordinates = .combined(combined)
        } else if let text = try column(.wellKnownText) {
            coordinates = .wellKnownText(text)
        } else {
            return nil
        }
        var name: Int?
        for rank in 0...2 where name == nil {
            name = try column(.name(rank: rank))
        }
        return CSVColumns(coordinates: coordinates, name: name, url: found[.url])
    }

    /// Words after a column's name that only give its unit (`latitude_deg`, `lon WGS84`).
    private static let units: Set<String> = ["deg", "degree", "degrees", "dd", "decimal", "wgs84"]

    private static func role(of text: String) -> Role? {
        let head = text.prefix { $0 != "(" && $0 != "[" }
        var words = head.lowercased().split { $0 == " " || $0 == "_" || $0 == "-" || $0 == "\t" || $0 == "\u{FEFF}" }
        while words.count > 1, let last = words.last, units.contains(String(last)) { words.removeLast() }
        return roles[words.joined(separator: " ")]
    }
}
