/// Reads the links people paste from maps as places: the rule behind every command that reads a place, and the
/// form's coordinate field.
///
/// One row of `forms` per kind of link says which hosts it is for and where such a link writes its point and its
/// name, most exact first; reading a link is finding its row and looking there. Accepted, for example:
///
/// | service | forms |
/// |---|---|
/// | Google Maps | `…/maps/@52.37,4.89,15z`, `…/maps/place/Dam/@52.37,4.89,17z/data=…!3d52.37!4d4.89`, `?q=52.37,4.89`, `?ll=52.37,4.89`, `…/maps/search/52.37,+4.89`, `?api=1&query=52.37,4.89` |
/// | OpenStreetMap | `#map=15/52.37/4.89`, `?mlat=52.37&mlon=4.89` |
/// | Apple Maps | `?ll=52.37,4.89`, `?q=52.37,4.89`, `?sll=52.37,4.89`, `?coordinate=52.37,4.89&name=Dam` |
/// | Bing Maps | `?cp=52.37~4.89` |
/// | `geo:` | `geo:52.37,4.89`, `geo:0,0?q=52.37,4.89(Dam)` (``GeoURI``) |
/// | Wikipedia | an article's address (its coordinates are the wiki's), `Special:Nearby#/coord/52.37,4.89` |
///
/// A query's `+` is a space and `%XX` an escaped byte, as browsers write them. Google's pin (`!3d…!4d…` in
/// `data=`) comes before the view's centre (`@…`), and OpenStreetMap's marker (`mlat`, `mlon`) before its view.
/// A name in the link (`/place/Dam/`, a `geo:` label, Apple's `name` or `q` beside a point) names the place, unless
/// it is itself coordinates. Refused with a reason (``MapLinkProblem``): directions, short links, searches for words,
/// pages with no point, invalid coordinates, and links of any other site.
public enum MapLinkParser {
    /// The beginnings of text that is given as a link, in lower case.
    static let schemes = ["http://", "https://", "geo:", "wikipedia:", "wikipedia-official:"]

    /// Whether `text` is given as a link rather than as words or coordinates: it starts with `http://`, `https://`,
    /// `geo:` or `wikipedia:` (any case).
    ///
    /// - Parameter text: One word, trimmed.
    public static func isLink(_ text: String) -> Bool {
        let start = text.prefix(20).lowercased()
        return schemes.contains(where: start.hasPrefix)
    }

    /// Reads a pasted link.
    ///
    /// - Parameter text: The link; white space around it is ignored.
    /// - Returns: The place, the article or the Places link it names.
    /// - Throws: ``MapLinkProblem``: why it names no place.
    public static func read(_ text: String) throws(MapLinkProblem) -> MapLinkReading {
        let link = text.trimmingWhitespace()
        let start = link.prefix(20).lowercased()
        if start.hasPrefix("geo:") { return try geo(link) }
        if start.hasPrefix("wikipedia") { return try wikipedia(link) }
        guard let web = WebLink(link) else { throw .unknown(link) }
        if web.host.hasSuffix(".wikipedia.org") { return try wikipedia(link) }
        guard let form = forms.first(where: { $0.accepts(web) }) else { throw .unknown(link) }
        return try form.read(web)
    }

    // MARK: The table

    /// The kinds of link, each with its service, the links it is for and where they write a point and a name.
    private static let forms: [Form] = [
        Form(.googleMaps, for: { ["goo.gl", "maps.app.goo.gl"].contains($0.host) }, isShort: true),
        Form(
            .googleMaps, for: { $0.isGoogleMaps }, directions: ["dir", "daddr"],
            points: [.googlePin, .atSign, .pair("ll", ","), .search("q"), .search("query"), .pair("center", ","),
                     .pathSearch(after: "search"), .pathSearch(after: "place")],
            names: [.pathWord(after: "place")]
        ),
        Form(.openStreetMap, for: { $0.host == "osm.org" && $0.path.first == "go" }, isShort: true),
        Form(
            .openStreetMap, for: { ["openstreetmap.org", "www.openstreetmap.org", "osm.org"].contains($0.host) },
            directions: ["directions"],
            points: [.halves("mlat", "mlon"), .osmView]
        ),
        Form(.appleMaps, for: { $0.host == "maps.apple" }, isShort: true),
        Form(
            .appleMaps, for: { $0.host == "maps.apple.com" }, directions: ["daddr", "directions"],
            points: [.pair("ll", ","), .pair("coordinate", ","), .search("q"), .pair("sll", ",")],
            names: [.parameter("name")]
        ),
        Form(
            .bingMaps, for: { ["bing.com", "www.bing.com"].contains($0.host) && $0.path.first == "maps" },
            directions: ["rtp"],
            points: [.pair("cp", "~")]
        ),
    ]

    /// One kind of link.
    private struct Form: Sendable {
        let service: MapService
        /// Whether a link is of this kind, by its host and path.
        let accepts: @Sendable (WebLink) -> Bool
        /// A short link: only a redirect to the real address, with no coordinates in it.
        var isShort = false
        /// Path words or parameters that make a link directions.
        var directions: [String] = []
        /// Where the point may be, most exact first.
        var points: [PointSpot] = []
        /// Where the name may be.
        var names: [NameSpot] = []

        init(
            _ service: MapService,
            for accepts: @escaping @Sendable (WebLink) -> Bool,
            isShort: Bool = false,
            directions: [String] = [],
            points: [PointSpot] = [],
            names: [NameSpot] = []
        ) {
            self.service = service
            self.accepts = accepts
            self.isShort = isShort
            self.directions = directions
            self.points = points
            self.names = names
        }

        func read(_ link: WebLink) throws(MapLinkProblem) -> MapLinkReading {
            if isShort { throw .shortLink(service, host: link.host) }
            if directions.contains(where: { link.path.contains(Substring($0)) || link.parameter($0) != nil }) {
                throw .directions(service)
            }
            var point: Coordinate?
            var words: String?
            var problem: CoordinateTextError?
            for spot in points {
                do {
                    switch try spot.find(in: link) {
                    case .point(let found)?: point = point ?? found
                    case .words(let found)?: words = words ?? found
                    case nil: break
                    }
                } catch {
                    problem = problem ?? error
                }
            }
            if let point {
                let name = names.lazy.compactMap { $0.find(in: link) }.first ?? words
                return .place(point, name: name, service: service)
            }
            if let problem { throw .invalidCoordinates(service, problem) }
            if let words { throw .search(service, words: words) }
            throw .noCoordinates(service)
        }
    }

    /// What a spot held: a point, or words to search for.
    private enum Found {
        case point(Coordinate)
        case words(String)
    }

    /// Where a link may write its point.
    private enum PointSpot: Sendable {
        /// Google's pin: `!3dLAT!4dLON` in the path's `data=` part.
        case googlePin
        /// The view's centre in a path word `@LAT,LON,ZOOM`.
        case atSign
        /// OpenStreetMap's view in the fragment: `#map=ZOOM/LAT/LON`.
        case osmView
        /// A parameter holding `LAT<separator>LON`.
        case pair(String, Character)
        /// Two parameters, the latitude's and the longitude's.
        case halves(String, String)
        /// A parameter holding a search: a point, or words.
        case search(String)
        /// The path word after `word` (`/search/52.37,+4.89`), a search as well.
        case pathSearch(after: String)

        func find(in link: WebLink) throws(CoordinateTextError) -> Found? {
            switch self {
            case .googlePin:
                guard let data = link.path.first(where: { $0.hasPrefix("data=") }) else { return nil }
                let items = data.split(separator: "!")
                guard let latitude = items.last(where: { $0.hasPrefix("3d") }),
                      let longitude = items.last(where: { $0.hasPrefix("4d") })
                else { return nil }
                return .point(try CoordinateTextParser.pair("\(latitude.dropFirst(2)),\(longitude.dropFirst(2))", separator: ","))
            case .atSign:
                guard let view = link.path.first(where: { $0.hasPrefix("@") }) else { return nil }
                let values = view.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
                guard values.count >= 2 else { throw .missingLongitude }
                return .point(try CoordinateTextParser.pair("\(values[0]),\(values[1])", separator: ","))
            case .osmView:
                guard let start = link.fragment.firstRange(of: "map=") else { return nil }
                let view = link.fragment[start.upperBound...].prefix { $0 != "&" }
                let values = view.split(separator: "/", omittingEmptySubsequences: false)
                if values.count < 3 { throw .missingLongitude }
                guard values.count == 3 else { throw .tooManyValues }
                return .point(try CoordinateTextParser.pair("\(values[1]),\(values[2])", separator: ","))
            case .pair(let name, let separator):
                guard let value = link.parameter(name) else { return nil }
                return .point(try CoordinateTextParser.pair(value, separator: separator))
            case .halves(let latitude, let longitude):
                guard let latitude = link.parameter(latitude) else { return nil }
                guard let longitude = link.parameter(longitude) else { throw .missingLongitude }
                return .point(try CoordinateTextParser.make(
                    latitude: CoordinateTextParser.latitude(from: latitude),
                    longitude: CoordinateTextParser.longitude(from: longitude)
                ))
            case .search(let name):
                guard let value = link.parameter(name) else { return nil }
                return try Self.searched(value)
            case .pathSearch(let word):
                guard let index = link.path.firstIndex(of: Substring(word)), index + 1 < link.path.count else { return nil }
                guard let value = GeoURI.formDecoded(link.path[index + 1]) else { return nil }
                return try Self.searched(value)
            }
        }

        /// A search's text: coordinates (Google's `loc:` before them aside), or else the words it searches for.
        private static func searched(_ text: String) throws(CoordinateTextError) -> Found? {
            var value = text.trimmingWhitespace()
            if value.lowercased().hasPrefix("loc:") { value = String(value.dropFirst(4)).trimmingWhitespace() }
            guard !value.isEmpty else { return nil }
            do {
                return .point(try CoordinateTextParser.coordinate(from: value))
            } catch {
                // Text nothing but a coordinate could be is an invalid one; anything else is words to search for.
                if ResolvePlace.isCoordinateShaped(value) { throw error }
                return Location.normalizedName(value).map(Found.words)
            }
        }
    }

    /// Where a link may write the place's name.
    private enum NameSpot: Sendable {
        /// A parameter: Apple's `name`.
        case parameter(String)
        /// The path word after `word`: Google's `/place/NAME/`.
        case pathWord(after: String)

        /// The name, decoded and trimmed; `nil` when there is none, or it is only coordinates.
        func find(in link: WebLink) -> String? {
            let text: String?
            switch self {
            case .parameter(let name):
                text = link.parameter(name)
            case .pathWord(let word):
                guard let index = link.path.firstIndex(of: Substring(word)), index + 1 < link.path.count else { return nil }
                text = GeoURI.formDecoded(link.path[index + 1])
            }
            guard let name = text.flatMap(Location.normalizedName), (try? CoordinateTextParser.coordinate(from: name)) == nil,
                  !name.hasPrefix("@") else { return nil }
            return name
        }
    }

    // MARK: Links of other kinds

    private static func geo(_ link: String) throws(MapLinkProblem) -> MapLinkReading {
        let uri: GeoURI
        do {
            uri = try GeoURI.read(link)
        } catch {
            throw .invalidCoordinates(.geo, error)
        }
        guard let coordinate = uri.coordinate else { throw .search(.geo, words: uri.search ?? link) }
        return .place(coordinate, name: uri.label, service: .geo)
    }

    /// A Wikipedia article's address, or a link the deep-link contract reads (Special:Nearby, `wikipedia://places`).
    private static func wikipedia(_ link: String) throws(MapLinkProblem) -> MapLinkReading {
        if let (title, site) = WikipediaAppLink.article(atAddress: link, besides: nil) { return .article(title: title, site: site) }
        do {
            return .placesLink(try PlacesLinkParser.parse(link))
        } catch {
            throw .placesLink(error)
        }
    }
}

/// An `http(s)` address taken apart: its host, its path's words, its query's parameters and its fragment, all as
/// written (a parameter is decoded when it is asked for).
private struct WebLink: Sendable {
    /// The host in lower case, without user information or port.
    let host: String
    /// The path's words between slashes, empty ones left out.
    let path: [Substring]
    /// The query's parameters: each name in lower case, and its value as written.
    let parameters: [(name: String, value: Substring)]
    /// What follows `#`.
    let fragment: Substring

    init?(_ text: String) {
        guard let separator = text.schemeSeparator else { return nil }
        let scheme = text[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let rest = text[separator.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        let hostAndPort = authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] } ?? authority
        host = String(hostAndPort.prefix { $0 != ":" }).lowercased()
        guard !host.isEmpty else { return nil }
        let afterAuthority = rest[authorityEnd...]
        let hash = afterAuthority.firstIndex(of: "#") ?? afterAuthority.endIndex
        fragment = hash < afterAuthority.endIndex ? afterAuthority[afterAuthority.index(after: hash)...] : ""
        let beforeHash = afterAuthority[..<hash]
        let question = beforeHash.firstIndex(of: "?") ?? beforeHash.endIndex
        path = beforeHash[..<question].split(separator: "/")
        let query = question < beforeHash.endIndex ? beforeHash[beforeHash.index(after: question)...] : ""
        parameters = query.split(separator: "&").map { item in
            let equals = item.firstIndex(of: "=") ?? item.endIndex
            let value = equals < item.endIndex ? item[item.index(after: equals)...] : ""
            return (name: String(item[..<equals]).lowercased(), value: value)
        }
    }

    /// The first parameter called `name` (any case), decoded as a browser encodes it; `nil` when there is none or
    /// its escapes are broken.
    func parameter(_ name: String) -> String? {
        parameters.first { $0.name == name }.flatMap { GeoURI.formDecoded($0.value) }
    }

    /// Google Maps' own hosts: `google.TLD`, `www.google.TLD`, `maps.google.TLD` (`google.co.uk` too), the first
    /// two with a path under `/maps`.
    var isGoogleMaps: Bool {
        var labels = host.split(separator: ".")
        let isMapsHost = labels.first == "maps"
        if labels.first == "www" || isMapsHost { labels.removeFirst() }
        guard labels.first == "google", (2...3).contains(labels.count) else { return false }
        return isMapsHost || path.first == "maps"
    }
}
