/// The deep-link contract with the Wikipedia app's Places tab: building links, in every dialect.
///
/// Numbers are written by ``DecimalNotation/string(_:)`` (plain decimal, shortest round-trip digits) and names by
/// percent-encoding every byte outside RFC 3986's unreserved set, so that ``PlacesLinkParser`` gives back exactly
/// the location that was encoded. The name item is left out when a location has none.
public enum PlacesLink {
    /// The scheme of the canonical link.
    public static let scheme = "wikipedia"

    /// The link that opens `location` in the Places tab.
    ///
    /// - Parameters:
    ///   - location: What to show.
    ///   - style: The dialect of the receiving app; ``PlacesLinkStyle/latLon`` unless told otherwise.
    /// - Returns: The link as text.
    /// - Throws: ``PlacesLinkBuildError/articleNeedsName`` for the article style and an unnamed location.
    public static func build(
        for location: Location,
        style: PlacesLinkStyle = .latLon
    ) throws(PlacesLinkBuildError) -> String {
        let latitude = DecimalNotation.string(location.coordinate.latitude)
        let longitude = DecimalNotation.string(location.coordinate.longitude)
        let query: String
        switch style {
        case .latLon: query = "lat=\(latitude)&lon=\(longitude)"
        case .latitudeLongitude: query = "latitude=\(latitude)&longitude=\(longitude)"
        case .latLong: query = "lat=\(latitude)&long=\(longitude)"
        case .wmf: query = "WMFLatitude=\(latitude)&WMFLongitude=\(longitude)"
        case .location: query = "location=\(latitude),\(longitude)"
        case .web:
            return webFallback(for: location.coordinate)
        case .article:
            guard let name = location.name else { throw .articleNeedsName }
            let article = WikipediaArticle(title: name)
            return "\(scheme)://places?WMFArticleURL=\(PercentEncoding.encode(article.url))"
        }
        let nameItem = location.name.map { "&name=\(PercentEncoding.encode($0))" } ?? ""
        return "\(scheme)://places?\(query)\(nameItem)"
    }

    /// The web page that shows the same place when no app handles `wikipedia://` links.
    ///
    /// - Parameter coordinate: The point to centre on.
    /// - Returns: `https://en.wikipedia.org/wiki/Special:Nearby#/coord/LAT,LON`.
    public static func webFallback(for coordinate: Coordinate) -> String {
        let latitude = DecimalNotation.string(coordinate.latitude)
        let longitude = DecimalNotation.string(coordinate.longitude)
        return "\(WikipediaArticle.base)Special:Nearby#/coord/\(latitude),\(longitude)"
    }
}
