/// The query dialects in which Wikipedia apps accept a coordinate in a Places deep link.
///
/// Modified apps in the wild each read coordinates under their own parameter names; every style writes numbers and
/// names by the same rules (see ``PlacesLink``). The unmodified app reads only an article URL, which
/// ``PlacesLink/build(for:)-(WikipediaArticle)`` writes.
public enum PlacesLinkStyle: String, CaseIterable, Sendable {
    /// `wikipedia://places?lat=LAT&lon=LON&name=NAME`, the canonical form.
    case latLon = "lat-lon"
    /// `wikipedia://places?latitude=LAT&longitude=LON&name=NAME`.
    case latitudeLongitude = "latitude-longitude"
    /// `wikipedia://places?lat=LAT&long=LON&name=NAME`, the feed's own key names.
    case latLong = "lat-long"
    /// `wikipedia://places?WMFLatitude=LAT&WMFLongitude=LON&name=NAME`.
    case wmf
    /// `wikipedia://places?location=LAT,LON&name=NAME`.
    case location
    /// `https://en.wikipedia.org/wiki/Special:Nearby#/coord/LAT,LON`, for a browser when no app is installed.
    case web
}
