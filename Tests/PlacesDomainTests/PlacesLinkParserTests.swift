import PlacesDomain
import Testing

@Suite struct PlacesLinkParserTests {
    private func request(_ link: String) throws -> PlacesLinkRequest {
        try PlacesLinkParser.parse(link)
    }

    @Test("reads every dialect", arguments: [
        "wikipedia://places?lat=52.35&lon=4.83&name=Amsterdam",
        "wikipedia://places/?lat=52.35&lon=4.83&name=Amsterdam",
        "wikipedia-official://places?lat=52.35&lon=4.83&name=Amsterdam",
        "WIKIPEDIA://PLACES?LAT=52.35&LON=4.83&NAME=Amsterdam",
        "wikipedia://places?latitude=52.35&longitude=4.83&title=Amsterdam",
        "wikipedia://places?lat=52.35&long=4.83&name=Amsterdam",
        "wikipedia://places?lat=52.35&lng=4.83&name=Amsterdam",
        "wikipedia://places?WMFLatitude=52.35&WMFLongitude=4.83&name=Amsterdam",
        "wikipedia://places?location=52.35,4.83&name=Amsterdam",
        "wikipedia://places?coordinate=52.35,4.83&name=Amsterdam",
        "wikipedia://places?loc=52.35%2C4.83&name=Amsterdam",
        "wikipedia://places?name=Amsterdam&lon=4.83&lat=52.35",
        "wikipedia://places?lat=52.35&lon=4.83&name=Amsterdam&zoom=12&utm_source=x",
        "wikipedia://places?lat=+52.35&lon=4.83&name=Amsterdam#fragment",
        "  wikipedia://places?lat=52.35&&lon=4.83&name=Amsterdam\n",
    ])
    func dialects(link: String) throws {
        let result = try request(link)
        #expect(result.coordinate == (try Coordinate(latitude: 52.35, longitude: 4.83)))
        #expect(result.name == "Amsterdam")
    }

    @Test("an article alone means Places at that article")
    func articleOnly() throws {
        let result = try request("wikipedia://places?WMFArticleURL=https%3A%2F%2Fen.wikipedia.org%2Fwiki%2FNew_York_City")
        #expect(result.article?.title == "New York City")
        #expect(result.article?.url == "https://en.wikipedia.org/wiki/New_York_City")
        #expect(result.coordinate == nil)
        #expect(result.label == "New York City")
    }

    @Test("with an article and coordinates, the coordinates place the map and the article names it")
    func articleAndCoordinates() throws {
        let result = try request("wikipedia://places?lat=1&lon=2&WMFArticleURL=https://nl.m.wikipedia.org/wiki/Utrecht")
        #expect(result.coordinate == (try Coordinate(latitude: 1, longitude: 2)))
        #expect(result.location?.name == "Utrecht")
    }

    @Test("reads the web fallback")
    func web() throws {
        let result = try request("https://en.wikipedia.org/wiki/Special:Nearby#/coord/52.35,-4.83")
        #expect(result.coordinate == (try Coordinate(latitude: 52.35, longitude: -4.83)))
    }

    @Test("+ is a literal plus and an empty name is no name")
    func plusAndEmptyName() throws {
        #expect(try request("wikipedia://places?lat=1&lon=2&name=a+b").name == "a+b")
        #expect(try request("wikipedia://places?lat=1&lon=2&name=").name == nil)
        #expect(try request("wikipedia://places?lat=1&lon=2&name=%20%20").name == nil)
    }

    @Test("rejects with a typed reason", arguments: [
        ("", PlacesLinkRejection.notALink),
        ("places?lat=1&lon=2", .notALink),
        ("geo:1,2", .unsupportedScheme("geo")),
        ("ftp://places?lat=1&lon=2", .unsupportedScheme("ftp")),
        ("wikipedia://maps?lat=1&lon=2", .wrongHost("maps")),
        ("wikipedia://?lat=1&lon=2", .wrongHost("")),
        ("wikipedia://places/extra?lat=1&lon=2", .unexpectedPath("/extra")),
        ("wikipedia://places", .nothingToShow),
        ("wikipedia://places?", .nothingToShow),
        ("wikipedia://places?name=Amsterdam", .nothingToShow),
        ("wikipedia://places?lat=52.35", .missingLongitude),
        ("wikipedia://places?lon=4.83", .missingLatitude),
        ("wikipedia://places?lat=&lon=4.83", .emptyValue(parameter: "lat")),
        ("wikipedia://places?lat&lon=4.83", .emptyValue(parameter: "lat")),
        ("wikipedia://places?lat=1e5&lon=4.83", .malformedNumber(parameter: "lat", value: "1e5")),
        ("wikipedia://places?lat=52.35x&lon=4.83", .malformedNumber(parameter: "lat", value: "52.35x")),
        ("wikipedia://places?lat=52,35&lon=4.83", .malformedNumber(parameter: "lat", value: "52,35")),
        ("wikipedia://places?lat=%2052&lon=4.83", .malformedNumber(parameter: "lat", value: " 52")),
        ("wikipedia://places?lat=nan&lon=4.83", .malformedNumber(parameter: "lat", value: "nan")),
        ("wikipedia://places?lat=91&lon=4.83", .latitudeOutOfRange("91")),
        ("wikipedia://places?lat=-90.0001&lon=4.83", .latitudeOutOfRange("-90.0001")),
        ("wikipedia://places?lat=1&lon=180.5", .longitudeOutOfRange("180.5")),
        ("wikipedia://places?location=91,1", .latitudeOutOfRange("91")),
        ("wikipedia://places?location=52.35", .malformedPair(parameter: "location", value: "52.35")),
        ("wikipedia://places?location=52.35,", .malformedPair(parameter: "location", value: "52.35,")),
        ("wikipedia://places?location=1,2,3", .malformedPair(parameter: "location", value: "1,2,3")),
        ("wikipedia://places?location=", .emptyValue(parameter: "location")),
        ("wikipedia://places?lat=1&lat=2&lon=3", .duplicateParameter("lat")),
        ("wikipedia://places?lat=1&latitude=2&lon=3", .duplicateParameter("latitude")),
        ("wikipedia://places?lat=1&lon=2&name=a&title=b", .duplicateParameter("title")),
        ("wikipedia://places?lat=1&lon=2&location=1,2", .conflictingCoordinates),
        ("wikipedia://places?lat=1&lon=2&name=%E0%A4", .malformedEncoding(parameter: "name")),
        ("wikipedia://places?lat=1&lon=2&name=%zz", .malformedEncoding(parameter: "name")),
        ("wikipedia://places?lat=1&lon=2&name=%4", .malformedEncoding(parameter: "name")),
        ("wikipedia://places?WMFArticleURL=https%3A%2F%2Fexample.com%2Fwiki%2FX", .invalidArticleURL("https://example.com/wiki/X")),
        ("wikipedia://places?WMFArticleURL=Amsterdam", .invalidArticleURL("Amsterdam")),
        ("wikipedia://places?WMFArticleURL=https://en.wikipedia.org/wiki/", .invalidArticleURL("https://en.wikipedia.org/wiki/")),
        ("https://example.com/wiki/Special:Nearby#/coord/1,2", .notAPlacesPage("https://example.com/wiki/Special:Nearby#/coord/1,2")),
        ("https://en.wikipedia.org/wiki/Amsterdam", .notAPlacesPage("https://en.wikipedia.org/wiki/Amsterdam")),
        ("https://en.wikipedia.org/wiki/Special:Nearby#/coord/91,2", .latitudeOutOfRange("91")),
    ])
    func rejects(link: String, reason: PlacesLinkRejection) {
        #expect(throws: reason) { try PlacesLinkParser.parse(link) }
    }
}

/// Range checks on the numbers as written, not as rounded to a Double (item 16).
@Suite struct ExactRangeTests {
    @Test("a value just past a limit is refused even when it rounds to the limit", arguments: [
        ("wikipedia://places?lat=90.00000000000000000000001&lon=0", PlacesLinkRejection.latitudeOutOfRange("90.00000000000000000000001")),
        ("wikipedia://places?lat=-90.0000000000000000001&lon=0", .latitudeOutOfRange("-90.0000000000000000001")),
        ("wikipedia://places?lat=0&lon=180.000000000000000000001", .longitudeOutOfRange("180.000000000000000000001")),
        ("wikipedia://places?location=0,-180.00000000000000000001", .longitudeOutOfRange("-180.00000000000000000001")),
        ("https://en.wikipedia.org/wiki/Special:Nearby#/coord/90.0000000000000000001,0", .latitudeOutOfRange("90.0000000000000000001")),
    ])
    func refusesPastTheLimit(link: String, reason: PlacesLinkRejection) {
        #expect(throws: reason) { try PlacesLinkParser.parse(link) }
    }

    @Test("the limits themselves, with any zeros, signs and leading zeros, are accepted", arguments: [
        "wikipedia://places?lat=90.000000000000000000000&lon=-180",
        "wikipedia://places?lat=-0090&lon=+180.0",
        "wikipedia://places?lat=-0&lon=000",
    ])
    func acceptsTheLimits(link: String) throws {
        #expect(try PlacesLinkParser.parse(link).coordinate != nil)
    }

    @Test("magnitude is judged on the digits", arguments: [
        ("90", 90, true), ("90.0000", 90, true), ("90.00001", 90, false), ("089.9", 90, true), ("100", 90, false),
        ("-90", 90, true), ("+180", 180, true), ("179.999999999999999999", 180, true), ("0", 90, true), ("9", 90, true),
    ])
    func magnitude(text: String, limit: Int, within: Bool) {
        #expect(DecimalNotation.magnitude(of: text, isAtMost: limit) == within)
    }
}
