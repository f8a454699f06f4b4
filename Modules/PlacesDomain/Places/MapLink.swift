/// The map services whose links Places reads as places.
public enum MapService: Hashable, Sendable, CaseIterable {
    /// Google Maps: `google.com/maps/…`, `maps.google.com`, and its short links.
    case googleMaps
    /// OpenStreetMap: `openstreetmap.org`, `osm.org`.
    case openStreetMap
    /// Apple Maps: `maps.apple.com`, and its short links.
    case appleMaps
    /// Bing Maps: `bing.com/maps`.
    case bingMaps
    /// An RFC 5870 `geo:` URI, as Android apps share a place.
    case geo
    /// Wikipedia: an article's address, or its Special:Nearby page.
    case wikipedia
}

/// What a pasted link names, as ``MapLinkParser`` reads it.
public enum MapLinkReading: Hashable, Sendable {
    /// A point, with the name the link gives it (`/place/Dam/`, a `geo:` label), if any.
    case place(Coordinate, name: String?, service: MapService)
    /// A Wikipedia article: its coordinates are the wiki's to give, not the link's.
    case article(title: String, site: WikipediaSite)
    /// A link of the deep-link contract (`wikipedia://places…`) or Wikipedia's Special:Nearby page, as
    /// ``PlacesLinkParser`` reads it.
    case placesLink(PlacesLinkRequest)
}

/// Why a pasted link names no place. Each case carries what a sentence needs; the link's own text is the
/// person's, and is bounded where it is quoted.
public enum MapLinkProblem: Error, Hashable, Sendable {
    /// Directions (`/maps/dir/…`): a route between places, not one place.
    case directions(MapService)
    /// A short link (`goo.gl`, `maps.app.goo.gl`, `osm.org/go`, `maps.apple`): the coordinates are behind a
    /// redirect Places does not follow. The host.
    case shortLink(MapService, host: String)
    /// A search for words (`?q=Dam+Square`, `geo:0,0?q=…`): no coordinates. The words, decoded.
    case search(MapService, words: String)
    /// A page of the service that shows no one point (a way, a route planner, the start page).
    case noCoordinates(MapService)
    /// Coordinates that are there but not valid; why.
    case invalidCoordinates(MapService, CoordinateTextError)
    /// A Wikipedia or `wikipedia://` link that the deep-link contract refuses; its reason.
    case placesLink(PlacesLinkRejection)
    /// A link of no service Places knows: the link as given.
    case unknown(String)
}
