/// The deep-link contract with the Wikipedia app's Places tab: building links, in every dialect.
///
/// Numbers are written by ``DecimalNotation/string(_:)`` (plain decimal, shortest round-trip digits) and names by
/// percent-encoding every byte outside RFC 3986's unreserved set, so that ``PlacesLinkParser`` gives back exactly
/// the location that was encoded. The name item is left out when a location has none. No link can fail to be built:
/// every location has a coordinate, and every article a title.
public enum PlacesLink {
    /// The scheme of the canonical link.
    public static let scheme = "wikipedia"

    /// The link that opens `location` in the Places tab.
    ///
    /// - Parameters:
    ///   - location: What to show.
    ///   - style: The dialect of the receiving app; the canonical ``PlacesLinkStyle/latLon`` unless told otherwise.
    /// - Returns: The link as text.
    public static func build(for location: Location, style: PlacesLinkStyle = .latLon) -> String {
        let coordinate = location.coordinate
        let latitude = coordinate.decimalLatitude
        let longitude = coordinate.decimalLongitude
        let query: String
        switch style {
        case .latLon: query = "lat=\(latitude)&lon=\(longitude)"
        case .latitudeLongitude: query = "latitude=\(latitude)&longitude=\(longitude)"
        case .latLong: query = "lat=\(latitude)&long=\(longitude)"
        case .wmf: query = "WMFLatitude=\(latitude)&WMFLongitude=\(longitude)"
        case .location: query = "location=\(latitude),\(longitude)"
        case .web: return webFallback(for: coordinate)
        }
        let nameItem = location.name.map { "&name=\(PercentEncoding.encode($0))" } ?? ""
        return "\(scheme)://places?\(query)\(nameItem)"
    }

    /// The link the unmodified Wikipedia app reads: an article, by its URL.
    ///
    /// - Parameter article: The article to open; its Places tab shows where the article is.
    /// - Returns: `wikipedia://places?WMFArticleURL=…`.
    public static func build(for article: WikipediaArticle) -> String {
        "\(scheme)://places?WMFArticleURL=\(PercentEncoding.encode(article.url))"
    }

    /// The web page that shows the same place when no app handles `wikipedia://` links.
    ///
    /// - Parameter coordinate: The point to centre on.
    /// - Returns: `https://en.wikipedia.org/wiki/Special:Nearby#/coord/LAT,LON`.
    public static func webFallback(for coordinate: Coordinate) -> String {
        "\(WikipediaArticle.base)Special:Nearby#/coord/\(coordinate)"
    }
}
