public import PlacesDomain

/// The link styles a person can choose by name (`--link-style`, `style`): every coordinate dialect of
/// `PlacesLinkStyle`, and `article`, the article link the unmodified Wikipedia app reads.
public enum LinkStyle: String, CaseIterable, Sendable {
    /// `wikipedia://places?lat=LAT&lon=LON&name=NAME`, the canonical form.
    case latLon = "lat-lon"
    /// `wikipedia://places?latitude=LAT&longitude=LON&name=NAME`.
    case latitudeLongitude = "latitude-longitude"
    /// `wikipedia://places?lat=LAT&long=LON&name=NAME`.
    case latLong = "lat-long"
    /// `wikipedia://places?WMFLatitude=LAT&WMFLongitude=LON&name=NAME`.
    case wmf
    /// `wikipedia://places?location=LAT,LON&name=NAME`.
    case location
    /// `wikipedia://places?WMFArticleURL=…`, the article named like the location; needs a name.
    case article
    /// The same place on the Wikipedia website.
    case web

    /// The coordinate dialect this style writes, or `nil` for ``article``.
    public var coordinateStyle: PlacesLinkStyle? {
        switch self {
        case .latLon: .latLon
        case .latitudeLongitude: .latitudeLongitude
        case .latLong: .latLong
        case .wmf: .wmf
        case .location: .location
        case .web: .web
        case .article: nil
        }
    }

    /// The link for `location` in this style.
    ///
    /// - Parameter location: What to link to.
    /// - Returns: The link, or `nil` for ``article`` and an unnamed location, which has no article to name.
    public func link(for location: Location) -> String? {
        if let coordinateStyle { return PlacesLink.build(for: location, style: coordinateStyle) }
        return location.name.map { PlacesLink.build(for: WikipediaArticle(title: $0)) }
    }
}
