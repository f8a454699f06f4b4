import PlacesDomain
import Testing

@Suite struct CoordinateTextParserTests {
    @Test("reads every pasted form", arguments: [
        ("52.35 4.83", 52.35, 4.83),
        ("52.35, 4.83", 52.35, 4.83),
        ("52.35,4.83", 52.35, 4.83),
        ("  52.35 ,  4.83  ", 52.35, 4.83),
        ("52,35 4,83", 52.35, 4.83),
        ("52,35, 4,83", 52.35, 4.83),
        ("-33.8688 151.2093", -33.8688, 151.2093),
        ("−33.8688 151.2093", -33.8688, 151.2093),
        ("+52.35 +4.83", 52.35, 4.83),
        ("52.35N 4.83E", 52.35, 4.83),
        ("52.35 N, 4.83 E", 52.35, 4.83),
        ("N52.35 E4.83", 52.35, 4.83),
        ("N 52.35, E 4.83", 52.35, 4.83),
        ("4.83E 52.35N", 52.35, 4.83),
        ("33.8688S 151.2093E", -33.8688, 151.2093),
        ("40.7128° N, 74.0060° W", 40.7128, -74.006),
        ("52.35n 4.83e", 52.35, 4.83),
        ("52°21'00\"N 4°50'24\"E", 52.35, 4.84),
        ("52°21′00″N 4°50′24″E", 52.35, 4.84),
        ("52°21’00”N 4°50’24”E", 52.35, 4.84),
        ("52°21'00''N 4°50'24''E", 52.35, 4.84),
        ("52d21m0sN 4d50m24sE", 52.35, 4.84),
        ("52° 21' N 4° 50.4' E", 52.35, 4.84),
        ("52°21' 4°50.4'", 52.35, 4.84),
        ("52° 4°", 52, 4),
        ("52º21'N 4º50.4'E", 52.35, 4.84),
        ("geo:52.35,4.83", 52.35, 4.83),
        ("geo:52.35,4.83,12.5", 52.35, 4.83),
        ("GEO:-52.35,4.83;u=35;crs=wgs84", -52.35, 4.83),
        ("geo:52.35,4.83?z=19", 52.35, 4.83),
        ("90 180", 90, 180),
        ("-90 -180", -90, -180),
        ("0 0", 0, 0),
        (".5 .25", 0.5, 0.25),
    ])
    func reads(text: String, latitude: Double, longitude: Double) throws {
        let coordinate = try CoordinateTextParser.coordinate(from: text)
        #expect(abs(coordinate.latitude - latitude) < 1e-9, "\(text)")
        #expect(abs(coordinate.longitude - longitude) < 1e-9, "\(text)")
    }

    @Test("refuses what it would have to guess, with the reason", arguments: [
        ("", CoordinateTextError.empty),
        ("   ", .empty),
        ("52.35", .missingLongitude),
        ("52,35", .ambiguousComma("52,35")),
        ("52,35,4,83", .ambiguousComma("52,35,4,83")),
        ("1 2 3", .tooManyValues),
        ("abc", .unexpectedText("abc")),
        ("52.35 abc", .unexpectedText("abc")),
        ("52.35 4.8.3", .notANumber("4.8.3")),
        ("52.35 4.", .notANumber("4.")),
        ("52.35-4.83", .notANumber("52.35-4.83")),
        ("91 0", .latitudeOutOfRange(91)),
        ("-90.5 0", .latitudeOutOfRange(-90.5)),
        ("0 180.0001", .longitudeOutOfRange(180.0001)),
        ("52N 4N", .sameAxisTwice),
        ("4E 5W", .sameAxisTwice),
        ("-52.35N 4.83E", .signAndHemisphere("-52.35N")),
        ("52°60'N 4°E", .minutesOrSecondsOutOfRange("52°60'N")),
        ("52°1'75\"N 4°E", .minutesOrSecondsOutOfRange("52°1'75\"N")),
        ("52.5°30'N 4°E", .fractionBeforeSmallerUnit("52.5°30'N")),
        ("30'N 4°E", .missingDegrees("30'N")),
        ("52°21 4°", .missingMark("52°21")),
        ("52°21'30 4°E", .missingMark("52°21'30")),
        ("°52 4", .unitsOutOfOrder("°52 4")),
        ("52°° 4", .unitsOutOfOrder("52°° 4")),
        ("N", .unexpectedText("N")),
        (", 52 4", .unexpectedText(",")),
        ("geo:52.35", .missingLongitude),
        ("geo:52.35,abc", .notANumber("abc")),
        ("geo:1,2,3,4", .tooManyValues),
        ("geo:91,0", .latitudeOutOfRange(91)),
        ("geo:1e2,0", .notANumber("1e2")),
    ])
    func refuses(text: String, error: CoordinateTextError) {
        #expect(throws: error) { try CoordinateTextParser.coordinate(from: text) }
    }

    @Test("a single field reads decimal commas, DMS and its own hemisphere letters", arguments: [
        ("52,35", 52.35), ("52.35", 52.35), ("-4,5", -4.5), ("52°21'N", 52.35), ("33.5S", -33.5), (" 7 ", 7),
        ("23 25 N", 23.4167), ("23 25", 23.4167), ("-45 12", -45.2), ("40 26.433", 40.44055), ("52 21 17", 52.354722),
        ("52 21 S", -52.35), ("52:21:17", 52.354722), ("- 45 12", -45.2),
    ])
    func latitudeField(text: String, value: Double) throws {
        #expect(abs(try CoordinateTextParser.latitude(from: text) - value) < 1e-9)
    }

    @Test("a single field refuses the other axis' letters, ranges and junk")
    func fieldErrors() {
        #expect(throws: CoordinateTextError.wrongHemisphere("E", forLatitude: true)) {
            try CoordinateTextParser.latitude(from: "4E")
        }
        #expect(throws: CoordinateTextError.wrongHemisphere("N", forLatitude: false)) {
            try CoordinateTextParser.longitude(from: "4N")
        }
        #expect(throws: CoordinateTextError.latitudeOutOfRange(91)) { try CoordinateTextParser.latitude(from: "91") }
        #expect(throws: CoordinateTextError.longitudeOutOfRange(-181)) { try CoordinateTextParser.longitude(from: "-181") }
        #expect(throws: CoordinateTextError.unexpectedText("abc")) { try CoordinateTextParser.latitude(from: "abc") }
        #expect(throws: CoordinateTextError.tooManyValues) { try CoordinateTextParser.latitude(from: "1 2 3 4") }
        #expect(throws: CoordinateTextError.empty) { try CoordinateTextParser.longitude(from: "") }
        #expect(throws: CoordinateTextError.ambiguousComma("1,2,3")) { try CoordinateTextParser.longitude(from: "1,2,3") }
    }
}

@Suite struct NamedCoordinateTests {
    @Test("the name is whatever comes before the shortest trailing coordinate", arguments: [
        ("New York 40.7128 -74.0060", "New York" as String?, 40.7128, -74.006),
        ("40.7128 -74.0060", nil, 40.7128, -74.006),
        ("Area 51 37.2431 -115.7930", "Area 51", 37.2431, -115.793),
        ("Paris 48,8566 2,3522", "Paris", 48.8566, 2.3522),
        ("Home geo:52.35,4.83", "Home", 52.35, 4.83),
        ("Cape Town 33.9249S 18.4241E", "Cape Town", -33.9249, 18.4241),
        ("  Spaced   out   1 2  ", "Spaced out", 1, 2),
        ("52°21'17\"N 4°50'02\"E", nil, 52.354722, 4.833889),
    ])
    func splits(text: String, name: String?, latitude: Double, longitude: Double) throws {
        let named = try CoordinateTextParser.namedCoordinate(from: text)
        #expect(named.name == name)
        #expect(abs(named.coordinate.latitude - latitude) < 1e-5)
        #expect(abs(named.coordinate.longitude - longitude) < 1e-5)
    }

    @Test("reports the error of the part that looks like coordinates", arguments: [
        ("Somewhere 91 0", CoordinateTextError.latitudeOutOfRange(91)),
        ("Somewhere 52.3 abc", .unexpectedText("abc")),
        ("Somewhere", .empty),
        ("", .empty),
        ("52,4", .ambiguousComma("52,4")),
    ])
    func errors(text: String, error: CoordinateTextError) {
        #expect(throws: error) { try CoordinateTextParser.namedCoordinate(from: text) }
    }
}
