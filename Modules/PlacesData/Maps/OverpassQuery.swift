#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain

/// The question Places asks an Overpass API server for a street map: the ways it draws at the area's detail, in the
/// area's box, with their geometry (`out geom`), as JSON — sent as `GET …/interpreter?data=QUERY`.
///
/// Bounded twice over, as the server's usage policy asks: to the box (`[bbox:…]`, the view snapped outwards, see
/// `StreetArea`) and to the features drawn, and by the server's own `timeout` and `maxsize`, which match the client's
/// deadline and size bound.
enum OverpassQuery {
    /// The roads drawn heavier: every class from motorway to tertiary, and their links.
    static let majorRoads = "motorway|trunk|primary|secondary|tertiary|motorway_link|trunk_link|primary_link|secondary_link|tertiary_link"
    /// The other streets drawn, at the narrowest views.
    static let minorRoads = "residential|unclassified|living_street|pedestrian|road"

    /// The query for `area`, the server asked to give up after `seconds` and above `maximumBytes`.
    static func text(for area: StreetArea, seconds: Int, maximumBytes: Int) -> String {
        let box = [area.south, area.west, area.north, area.east].map { "\(($0 * 100_000).rounded() / 100_000)" }.joined(separator: ",")
        var statements: [String] = []
        switch area.detail {
        case .streets:
            statements.append("way[highway~\"^(\(majorRoads)|\(minorRoads))$\"];")
            statements.append("way[railway~\"^(rail|light_rail|subway)$\"];")
        case .town:
            statements.append("way[highway~\"^(\(majorRoads))$\"];")
            statements.append("way[railway~\"^(rail|light_rail|subway)$\"];")
        case .region:
            statements.append("way[highway~\"^(motorway|trunk|primary)$\"];")
            statements.append("way[railway=rail];")
        }
        statements.append("way[waterway~\"^(river|canal\(area.detail == .region ? "" : "|stream"))$\"];")
        statements.append("way[natural~\"^(water|coastline)$\"];")
        statements.append("relation[natural=water];")
        if area.detail != .region { statements.append("way[leisure=park];relation[leisure=park];") }
        return "[out:json][timeout:\(seconds)][maxsize:\(maximumBytes)][bbox:\(box)];(\(statements.joined()));out geom;"
    }

    /// The address of the query for `area` on `server` (`https://overpass-api.de/api/interpreter`), or `nil` when the
    /// server's address cannot take a query.
    static func url(server: URL, area: StreetArea, seconds: Int, maximumBytes: Int) -> URL? {
        guard var components = URLComponents(url: server, resolvingAgainstBaseURL: false) else { return nil }
        var items = components.queryItems ?? []
        items.append(URLQueryItem(name: "data", value: text(for: area, seconds: seconds, maximumBytes: maximumBytes)))
        components.queryItems = items
        // `+` in a query is a space to many servers: the regular expressions' `|` and the rest are percent-encoded
        // by URLComponents, `+` is not.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacing("+", with: "%2B")
        return components.url
    }
}
