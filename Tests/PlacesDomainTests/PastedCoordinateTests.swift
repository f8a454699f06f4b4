import PlacesDomain
import Testing

/// What people paste and what the common parsers accept, read at exactly the point it names; one value on its own,
/// and the real problem, refused by name.
@Suite struct PastedCoordinateTests {
    @Test("separators, colons, typographic marks, hemisphere words, deg, geopy's form, a spaced sign, no degree mark", arguments: [
        ("52.35; 4.83", "52.35", "4.83"),
        ("52.35 / 4.83", "52.35", "4.83"),
        ("52:21:17N 4:50:02E", "52.354722", "4.833889"),
        ("52:21N, 4:50E", "52.35", "4.8333"),
        ("52°21‘00“N 4°50‘24“E", "52.35", "4.84"),
        ("52°21ʹ00ʺN 4°50ʹ24ʺE", "52.35", "4.84"),
        ("52°21′00′′N 4°50′24′′E", "52.35", "4.84"),
        ("52.35 north 4.83 east", "52.35", "4.83"),
        ("North 52.35, West 4.83", "52.35", "-4.83"),
        ("33.9 South 18.4 EAST", "-33.9", "18.4"),
        ("52,35 noord 4,83 oost", "52.35", "4.83"),
        ("33,9 zuid 18,4 west", "-33.9", "-18.4"),
        ("52,3547° NB, 4,8339° OL", "52.3547", "4.8339"),
        ("33,8688° ZB, 151,2093° WL", "-33.8688", "-151.2093"),
        ("52 deg 21' N 4 deg 50' E", "52.35", "4.8333"),
        ("52.35deg 4.83deg", "52.35", "4.83"),
        ("51 19m 12.9s N, 0 1m 24.95s E", "51.32025", "0.02359722"),
        ("- 33.8688, - 151.2093", "-33.8688", "-151.2093"),
        ("- 33.8688 151.2093", "-33.8688", "151.2093"),
        ("23 26' 22\" N 23 27' 30\" E", "23.439444", "23.458333"),
        ("23 26′ 22″ N, 23 27′ 30″ E", "23.439444", "23.458333"),
        ("41.5, 81.0, 2.5km", "41.5", "81"),
        ("41.5, 81.0, 0.0m", "41.5", "81"),
    ])
    func reads(text: String, latitude: String, longitude: String) throws {
        let coordinate = try CoordinateTextParser.coordinate(from: text)
        #expect(coordinate.decimalLatitude == latitude)
        #expect(coordinate.decimalLongitude == longitude)
    }

    @Test("degrees and minutes with one hemisphere letter are one value, refused as half a coordinate", arguments: [
        ("23 25 N", CoordinateTextError.loneHalf("23°25'N", isLatitude: true)),
        ("40 26.433 N", .loneHalf("40°26.433'N", isLatitude: true)),
        ("52 21 N", .loneHalf("52°21'N", isLatitude: true)),
        ("N 52 21", .loneHalf("52°21'N", isLatitude: true)),
        ("4 50 E", .loneHalf("4°50'E", isLatitude: false)),
        ("10 20E", .loneHalf("10°20'E", isLatitude: false)),
        ("52.35N", .loneHalf("52.35N", isLatitude: true)),
        ("52 21 17 north", .loneHalf("52°21'17\"N", isLatitude: true)),
    ])
    func loneHalf(text: String, error: CoordinateTextError) {
        #expect(throws: error) { try CoordinateTextParser.coordinate(from: text) }
    }

    @Test("a refusal names the real problem", arguments: [
        ("52°21 4°50'", CoordinateTextError.missingMark("52°21")),
        ("21' N 4° E", .missingDegrees("21'N")),
        ("52.35 - 4.83", .unexpectedText("-")),
        ("52:21:17:5 4", .unexpectedText(":")),
        ("52: 4", .unexpectedText(":")),
        ("52.35 Eastbourne 4.83", .unexpectedText("Eastbourne")),
        ("51 19m 12.9s Z, 0 1m 24.95s E", .unexpectedText("Z")),
        ("52 miles 4", .unexpectedText("miles")),
    ])
    func realProblem(text: String, error: CoordinateTextError) {
        #expect(throws: error) { try CoordinateTextParser.coordinate(from: text) }
    }
}
