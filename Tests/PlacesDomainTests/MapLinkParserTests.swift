import PlacesDomain
import Testing

/// Every form of pasted map link, as people copy them from the address bar or a share sheet: percent-encoding, `+`
/// for spaces, a zoom, Google's trailing `data=…` and `?entry=…`.
@Suite struct MapLinkParserTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let link: String
        let latitude: Double
        let longitude: Double
        let name: String?
        let service: MapService
        var testDescription: String { link }
    }

    static let places: [Case] = [
        // Google Maps
        Case(link: "https://www.google.com/maps/@52.3676,4.9041,15z", latitude: 52.3676, longitude: 4.9041, name: nil, service: .googleMaps),
        Case(link: "https://www.google.com/maps/@52.3676,4.9041,3a,75y,90t/data=!3m6!1e1", latitude: 52.3676, longitude: 4.9041, name: nil, service: .googleMaps),
        Case(link: "https://maps.google.com/?q=52.3676,4.9041", latitude: 52.3676, longitude: 4.9041, name: nil, service: .googleMaps),
        Case(link: "https://maps.google.com/maps?q=loc:52.3676+4.9041&z=12", latitude: 52.3676, longitude: 4.9041, name: nil, service: .googleMaps),
        Case(link: "https://www.google.com/maps?ll=52.3676,4.9041&z=15", latitude: 52.3676, longitude: 4.9041, name: nil, service: .googleMaps),
        Case(link: "https://www.google.com/maps/search/52.3676,+4.9041?entry=tts", latitude: 52.3676, longitude: 4.9041, name: nil, service: .googleMaps),
        Case(link: "https://www.google.com/maps/search/?api=1&query=52.3676%2C4.9041", latitude: 52.3676, longitude: 4.9041, name: nil, service: .googleMaps),
        Case(
            link: "https://www.google.com/maps/place/Dam/@52.3731,4.8926,17z/data=!3m1!4b1!4m6!3m5!1s0x47c609c3db87e4bb:0xb3a175ceffbd0a9f!8m2!3d52.3730796!4d4.8924534!16zL20vMDF4cjU0?entry=ttu",
            latitude: 52.3730796, longitude: 4.8924534, name: "Dam", service: .googleMaps
        ),
        Case(link: "https://www.google.com/maps/place/Dam+Square,+1012+JS+Amsterdam/@52.3731,4.8926,17z", latitude: 52.3731, longitude: 4.8926, name: "Dam Square, 1012 JS Amsterdam", service: .googleMaps),
        Case(link: "https://www.google.nl/maps/place/Caf%C3%A9+de+Jaren/@52.3667,4.8936,17z?hl=nl", latitude: 52.3667, longitude: 4.8936, name: "Café de Jaren", service: .googleMaps),
        Case(link: "https://www.google.co.uk/maps/place/52%C2%B022'23.2%22N+4%C2%B053'33.4%22E/@52.3731,4.8926,17z/data=!3m1!4b1!4m4!3m3!8m2!3d52.373111!4d4.892611", latitude: 52.373111, longitude: 4.892611, name: nil, service: .googleMaps),
        Case(link: "https://www.google.com/maps/place/52.3731,4.8926", latitude: 52.3731, longitude: 4.8926, name: nil, service: .googleMaps),
        // OpenStreetMap
        Case(link: "https://www.openstreetmap.org/#map=15/52.3731/4.8926", latitude: 52.3731, longitude: 4.8926, name: nil, service: .openStreetMap),
        Case(link: "https://www.openstreetmap.org/?mlat=52.3731&mlon=4.8926#map=17/52.3700/4.8900", latitude: 52.3731, longitude: 4.8926, name: nil, service: .openStreetMap),
        Case(link: "https://osm.org/#map=16/52.3731/4.8926&layers=H", latitude: 52.3731, longitude: 4.8926, name: nil, service: .openStreetMap),
        // Apple Maps
        Case(link: "https://maps.apple.com/?ll=52.3731,4.8926&q=Dam", latitude: 52.3731, longitude: 4.8926, name: "Dam", service: .appleMaps),
        Case(link: "https://maps.apple.com/?q=52.3731,4.8926", latitude: 52.3731, longitude: 4.8926, name: nil, service: .appleMaps),
        Case(link: "https://maps.apple.com/?sll=52.3731,4.8926&z=10&t=s", latitude: 52.3731, longitude: 4.8926, name: nil, service: .appleMaps),
        Case(link: "https://maps.apple.com/place?coordinate=52.3731,4.8926&name=Dam%20Square", latitude: 52.3731, longitude: 4.8926, name: "Dam Square", service: .appleMaps),
        // Bing Maps
        Case(link: "https://www.bing.com/maps?cp=52.3731~4.8926&lvl=17", latitude: 52.3731, longitude: 4.8926, name: nil, service: .bingMaps),
        Case(link: "https://www.bing.com/maps?cp=52.3731%7E4.8926&lvl=17.0", latitude: 52.3731, longitude: 4.8926, name: nil, service: .bingMaps),
        // geo:
        Case(link: "geo:52.3731,4.8926", latitude: 52.3731, longitude: 4.8926, name: nil, service: .geo),
        Case(link: "geo:52.3731,4.8926;u=35?z=17", latitude: 52.3731, longitude: 4.8926, name: nil, service: .geo),
        Case(link: "geo:0,0?q=34.99,-106.61(Treasure)", latitude: 34.99, longitude: -106.61, name: "Treasure", service: .geo),
        Case(link: "geo:0,0?q=52.3731,4.8926(Dam+Square)", latitude: 52.3731, longitude: 4.8926, name: "Dam Square", service: .geo),
        Case(link: "GEO:0,0?q=52.3731%2C4.8926%28Dam%29", latitude: 52.3731, longitude: 4.8926, name: "Dam", service: .geo),
    ]

    @Test("reads the point and the name of every form", arguments: places)
    func reads(_ expected: Case) throws {
        guard case .place(let coordinate, let name, let service) = try MapLinkParser.read(expected.link) else {
            Issue.record("not a place")
            return
        }
        #expect(coordinate == (try Coordinate(latitude: expected.latitude, longitude: expected.longitude)))
        #expect(name == expected.name)
        #expect(service == expected.service)
        #expect(MapLinkParser.isLink(expected.link))
    }

    @Test("Wikipedia's Special:Nearby page is a Places link, and an article's address is the article")
    func wikipedia() throws {
        guard case .placesLink(let request) = try MapLinkParser.read("https://en.wikipedia.org/wiki/Special:Nearby#/coord/52.3731,4.8926") else {
            Issue.record("not a Places link")
            return
        }
        #expect(request.coordinate == (try Coordinate(latitude: 52.3731, longitude: 4.8926)))
        guard case .article(let title, let site) = try MapLinkParser.read("https://nl.wikipedia.org/wiki/Dam_(Amsterdam)") else {
            Issue.record("not an article")
            return
        }
        #expect(title == "Dam (Amsterdam)")
        #expect(site.host == "nl.wikipedia.org")
    }

    static let problems: [(String, MapLinkProblem)] = [
        ("https://www.google.com/maps/dir/Amsterdam/Utrecht/@52.2,5.0,10z", .directions(.googleMaps)),
        ("https://maps.google.com/maps?saddr=Amsterdam&daddr=Utrecht", .directions(.googleMaps)),
        ("https://goo.gl/maps/abc123", .shortLink(.googleMaps, host: "goo.gl")),
        ("https://maps.app.goo.gl/XyZ12?g_st=ic", .shortLink(.googleMaps, host: "maps.app.goo.gl")),
        ("https://www.google.com/maps/search/Dam+Square", .search(.googleMaps, words: "Dam Square")),
        ("https://maps.google.com/?q=Caf%C3%A9+de+Jaren", .search(.googleMaps, words: "Café de Jaren")),
        ("https://www.google.com/maps", .noCoordinates(.googleMaps)),
        ("https://www.google.com/maps/@91.5,4.9,15z", .invalidCoordinates(.googleMaps, .latitudeOutOfRange(91.5))),
        ("https://www.openstreetmap.org/node/123456", .noCoordinates(.openStreetMap)),
        ("https://osm.org/go/0EEQjE--", .shortLink(.openStreetMap, host: "osm.org")),
        ("https://www.openstreetmap.org/directions?from=&to=52.37%2C4.89", .directions(.openStreetMap)),
        ("https://maps.apple/p/abcDEF", .shortLink(.appleMaps, host: "maps.apple")),
        ("https://maps.apple.com/?daddr=Dam", .directions(.appleMaps)),
        ("https://maps.apple.com/?q=Dam", .search(.appleMaps, words: "Dam")),
        ("https://www.bing.com/maps?cp=52.37&lvl=17", .invalidCoordinates(.bingMaps, .missingLongitude)),
        ("geo:0,0?q=Dam+Square", .search(.geo, words: "Dam Square")),
        ("geo:52.37", .invalidCoordinates(.geo, .missingLongitude)),
        ("https://en.wikipedia.org/wiki/Special:Nearby", .placesLink(.notAPlacesPage("https://en.wikipedia.org/wiki/Special:Nearby"))),
        ("https://www.google.com/search?q=52.37,4.89", .unknown("https://www.google.com/search?q=52.37,4.89")),
        ("https://example.com/place/52.37,4.89", .unknown("https://example.com/place/52.37,4.89")),
    ]

    @Test("says why a link names no place", arguments: problems)
    func refuses(link: String, expected: MapLinkProblem) {
        #expect(throws: expected) { try MapLinkParser.read(link) }
    }

    @Test("a geo: URI's query is its point wherever coordinates are read, and a search has none")
    func geoQueryAsCoordinates() throws {
        #expect(try CoordinateTextParser.coordinate(from: "geo:0,0?q=34.99,-106.61(Treasure)") == (try Coordinate(latitude: 34.99, longitude: -106.61)))
        #expect(throws: CoordinateTextError.unexpectedText("Dam Square")) { try CoordinateTextParser.coordinate(from: "geo:0,0?q=Dam+Square") }
    }

    @Test("words are not links", arguments: ["Dam Square", "52.37 4.89", "wikipedia", "geo", "mailto:x@example.com"])
    func notLinks(text: String) {
        #expect(!MapLinkParser.isLink(text))
    }
}
