import PlacesDomain
import Testing

@Suite struct PlacesLinkTests {
    static let hostileNames: [String?] = [
        nil, "Amsterdam", "São Paulo", "a&b=c", "x&lat=1&lon=2", "100% + more", "#hash?query/slash", "\"quoted\" 'single'",
        "tab\there", "new\nline", "emoji 🌍🏳️‍🌈", "مرحبا بالعالم", "\u{202E}evil\u{202C}", "\u{1B}[31mred\u{1B}[0m",
        "nul\u{0}byte", "plus+sign", "%41%", "=", "&", "name=Amsterdam", "日本語", "a_b c", "~-._", "\\back\\slash",
    ]

    static let boundaryCoordinates: [(Double, Double)] = [
        (90, 180), (-90, -180), (0, 0), (0.00001, -0.00001), (52.3547498, 4.8339215), (-33.8688197, 151.2092955),
        (89.99999999999999, 179.99999999999997), (1e-300, -1e-300), (40.4380638, -3.7495758),
    ]

    @Test("the canonical link has plain numbers and the name last")
    func canonical() throws {
        let amsterdam = Location(name: "Amsterdam", coordinate: try Coordinate(latitude: 52.3547498, longitude: 4.8339215))
        #expect(PlacesLink.build(for: amsterdam) == "wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam")
        let unnamed = Location(name: nil, coordinate: try Coordinate(latitude: 40.4380638, longitude: -3.7495758))
        #expect(PlacesLink.build(for: unnamed) == "wikipedia://places?lat=40.4380638&lon=-3.7495758")
        let tiny = Location(name: "São Paulo & co", coordinate: try Coordinate(latitude: 0.00001, longitude: -0))
        #expect(PlacesLink.build(for: tiny) == "wikipedia://places?lat=0.00001&lon=0&name=S%C3%A3o%20Paulo%20%26%20co")
    }

    @Test("every style writes its own parameter names", arguments: [
        (PlacesLinkStyle.latLon, "wikipedia://places?lat=52.35&lon=4.83&name=A%20B"),
        (.latitudeLongitude, "wikipedia://places?latitude=52.35&longitude=4.83&name=A%20B"),
        (.latLong, "wikipedia://places?lat=52.35&long=4.83&name=A%20B"),
        (.wmf, "wikipedia://places?WMFLatitude=52.35&WMFLongitude=4.83&name=A%20B"),
        (.location, "wikipedia://places?location=52.35,4.83&name=A%20B"),
        (.web, "https://en.wikipedia.org/wiki/Special:Nearby#/coord/52.35,4.83"),
    ])
    func styles(style: PlacesLinkStyle, expected: String) throws {
        let location = Location(name: "A B", coordinate: try Coordinate(latitude: 52.35, longitude: 4.83))
        #expect(PlacesLink.build(for: location, style: style) == expected)
    }

    @Test("an article link names the article by its URL")
    func articleLink() {
        #expect(PlacesLink.build(for: WikipediaArticle(title: "A B")) == "wikipedia://places?WMFArticleURL=https%3A%2F%2Fen.wikipedia.org%2Fwiki%2FA_B")
    }

    @Test("an article link reads back to the same article, underscores as spaces")
    func articleRoundTrip() throws {
        for name in Self.hostileNames.compactMap({ $0.flatMap(Location.normalizedName) }) {
            let link = PlacesLink.build(for: WikipediaArticle(title: name))
            let request = try PlacesLinkParser.parse(link)
            // Wikipedia titles treat "_" and " " alike, so underscores come back as (trimmed) spaces.
            #expect(request.article?.title == Location.normalizedName(name.replacing("_", with: " ")), "\(link)")
            #expect(request.coordinate == nil)
        }
    }

    @Test("a coordinate describes itself as the links write it")
    func coordinateDescription() throws {
        let coordinate = try Coordinate(latitude: -0.00001, longitude: 180)
        #expect(coordinate.description == "-0.00001,180")
        #expect(coordinate.decimalLatitude == "-0.00001" && coordinate.decimalLongitude == "180")
    }

    @Test("build then parse gives back the same location, for every style, hostile name and boundary", arguments: PlacesLinkStyle.allCases)
    func roundTrip(style: PlacesLinkStyle) throws {
        for name in Self.hostileNames {
            for (latitude, longitude) in Self.boundaryCoordinates {
                let location = Location(name: name, coordinate: try Coordinate(latitude: latitude, longitude: longitude))
                let link = PlacesLink.build(for: location, style: style)
                let request = try PlacesLinkParser.parse(link)
                switch style {
                case .web:
                    #expect(request.coordinate == location.coordinate, "\(link)")
                    #expect(request.name == nil)
                default:
                    #expect(request.coordinate == location.coordinate, "\(link)")
                    #expect(request.name == location.name, "\(link)")
                    #expect(request.location == location, "\(link)")
                }
            }
        }
    }

    @Test("a name can never add or change another parameter")
    func nameCannotInject() throws {
        let location = Location(name: "x&lat=10&lon=20&name=evil", coordinate: try Coordinate(latitude: 1, longitude: 2))
        let link = PlacesLink.build(for: location)
        #expect(link.filter { $0 == "&" }.count == 2)
        let request = try PlacesLinkParser.parse(link)
        #expect(request.coordinate == (try Coordinate(latitude: 1, longitude: 2)))
        #expect(request.name == "x&lat=10&lon=20&name=evil")
    }

    @Test("the web fallback centres on the coordinate")
    func webFallback() throws {
        let coordinate = try Coordinate(latitude: -33.8688197, longitude: 151.2092955)
        #expect(PlacesLink.webFallback(for: coordinate) == "https://en.wikipedia.org/wiki/Special:Nearby#/coord/-33.8688197,151.2092955")
    }
}
