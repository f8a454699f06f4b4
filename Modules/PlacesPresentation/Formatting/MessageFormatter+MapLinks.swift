public import PlacesDomain

extension MessageFormatter {
    /// Why a pasted link names no place: what it is, and what to copy instead, or the links that work.
    ///
    /// - Parameter problem: The parser's reason.
    /// - Returns: One or two sentences; the link's own text is quoted within its bound.
    public func mapLinkProblem(_ problem: MapLinkProblem) -> String {
        switch problem {
        case .directions(let service):
            localizer(MapLinkText.directions(service: Self.name(of: service)))
        case .shortLink(let service, let host):
            localizer(MapLinkText.shortLink(service: Self.name(of: service), host: Quoted(locator: host), marker: Self.marker(of: service) ?? "@"))
        case .search(let service, let words):
            localizer(MapLinkText.search(service: Self.name(of: service), words: Quoted(words), marker: Self.marker(of: service)))
        case .noCoordinates(let service):
            localizer(MapLinkText.noCoordinates(service: Self.name(of: service), marker: Self.marker(of: service) ?? "@"))
        case .invalidCoordinates(let service, let reason):
            localizer(MapLinkText.invalid(service: Self.name(of: service), reason: coordinateText(reason)))
        case .placesLink(let rejection):
            linkRejection(rejection)
        case .unknown(let link):
            localizer(MapLinkText.unknown(Quoted(locator: link)))
        }
    }

    /// What the add form says of an article's address given as coordinates.
    ///
    /// - Parameter title: The article's title, quoted within its bound.
    public func formArticleLink(title: String) -> String {
        localizer(MapLinkText.formArticle(Quoted(title)))
    }

    /// A service as it names itself.
    static func name(of service: MapService) -> String {
        switch service {
        case .googleMaps: "Google Maps"
        case .openStreetMap: "OpenStreetMap"
        case .appleMaps: "Apple Maps"
        case .bingMaps: "Bing Maps"
        case .geo: "geo:"
        case .wikipedia: "Wikipedia"
        }
    }

    /// The part of a service's address that holds the point, to copy instead of a link without one.
    static func marker(of service: MapService) -> String? {
        switch service {
        case .googleMaps: "@"
        case .openStreetMap: "#map="
        case .appleMaps: "ll="
        case .bingMaps: "cp="
        case .geo, .wikipedia: nil
        }
    }
}
