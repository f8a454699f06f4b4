import PlacesDomain
import Testing

/// `add NAME COORDINATES`: where the name ends, read correctly or refused, never guessed.
@Suite struct NameSplitTests {
    @Test("degrees, minutes and seconds written with spaces are one value when a hemisphere letter marks each", arguments: [
        ("Home 52 21 17 N 4 50 2 E", "Home", 52.354722, 4.833889),
        ("X 52 21 N 4 50 E", "X", 52.35, 4.8333),
        ("Office 52.35 4.83E", "Office", 52.35, 4.83),
    ])
    func spacedDegrees(text: String, name: String?, latitude: Double, longitude: Double) throws {
        let named = try CoordinateTextParser.namedCoordinate(from: text)
        #expect(named.name == name)
        #expect(named.coordinate == (try Coordinate(latitude: latitude, longitude: longitude)))
    }

    @Test("a name ending in a whole number is a name; ending in another part of a coordinate, it is ambiguous", arguments: [
        ("Q 52.35 4.83 4.83", "52.35", "Q 52.35"),
        ("Pier -4 1 2", "-4", "Pier -4"),
        ("Block E 52.3 4.8", "E", "Block E"),
        ("Gate 52N 1 2", "52N", "Gate 52N"),
    ])
    func ambiguous(text: String, word: String, name: String) {
        #expect(throws: CoordinateTextError.ambiguousName(word: word, name: name)) {
            try CoordinateTextParser.namedCoordinate(from: text)
        }
    }

    @Test("whole numbers end names", arguments: [("Area 51 37.2431 -115.7930", "Area 51"), ("Route 66 40 -100", "Route 66")])
    func wholeNumbers(text: String, name: String) throws {
        #expect(try CoordinateTextParser.namedCoordinate(from: text).name == name)
    }

    @Test("a quoted name is one word and is never split")
    func quotedWords() throws {
        let named = try CoordinateTextParser.namedCoordinate(fromWords: ["Q 52.35", "4.83", "4.83"])
        #expect(named.name == "Q 52.35")
        #expect(named.coordinate == (try Coordinate(latitude: 4.83, longitude: 4.83)))
        #expect(try CoordinateTextParser.namedCoordinate(fromWords: ["Home", "52.35, 4.83"]).name == "Home")
    }

    @Test("hemisphere letters may lead each spaced group")
    func leadingLetters() throws {
        #expect(try CoordinateTextParser.coordinate(from: "N 52 21 E 4 50") == (try Coordinate(latitude: 52.35, longitude: 4.8333)))
    }

    @Test("text that groups into two different valid coordinates is refused")
    func ambiguousGrouping() {
        // 52°21'N with 4, 50 as two more values, or 52, 21N, 4°50'E: several readings, several answers.
        #expect(throws: CoordinateTextError.self) { try CoordinateTextParser.coordinate(from: "52 21 N 4 50 E 7") }
        #expect(throws: CoordinateTextError.minutesOrSecondsOutOfRange("52°61'N")) {
            try CoordinateTextParser.coordinate(from: "52 61 N 4 E")
        }
    }
}

/// `add NAME COORDINATES` where the words can be read two ways: refused with how to write it, never saved at the
/// wrong point.
@Suite struct NameSplitAmbiguityTests {
    @Test("numbers that may be degrees, minutes and seconds, and a hemisphere word only one value has, are not guessed", arguments: [
        ("Test 40 26 46 79 58 56", CoordinateTextError.ambiguousNameNumbers(numbers: "40 26 46 79 58 56", name: "Test 40 26 46 79")),
        ("X 52 21 4 50", .ambiguousNameNumbers(numbers: "52 21 4 50", name: "X 52 21")),
        ("40 26 46 79 58 56", .ambiguousNameNumbers(numbers: "40 26 46 79 58 56", name: "40 26 46 79")),
        ("Camp North 52.3 4.8", .ambiguousName(word: "North", name: "Camp North")),
        ("Block N 52.3 4.8", .ambiguousName(word: "N", name: "Block N")),
        ("Go West 52.3 4.8", .ambiguousName(word: "West", name: "Go West")),
        ("T 23 25 N", .loneHalf("23°25'N", isLatitude: true)),
    ])
    func refused(text: String, error: CoordinateTextError) {
        #expect(throws: error) { try CoordinateTextParser.namedCoordinate(from: text) }
    }

    @Test("written unambiguously, the same words are read", arguments: [
        ("Test 40 26 46 N 79 58 56 W", "Test" as String?, "40.446111", "-79.982222"),
        ("Go West 52.3N 4.8E", "Go West", "52.3", "4.8"),
        ("North 52.3, East 4.8", nil, "52.3", "4.8"),
        ("Home N 52.3, E 4.8", "Home", "52.3", "4.8"),
        ("Route 66 40 -100", "Route 66", "40", "-100"),
        ("Greenwich 51 28m 40.1s N, 0 0m 5.3s W", "Greenwich", "51.4778056", "-0.0014722"),
    ])
    func unambiguous(text: String, name: String?, latitude: String, longitude: String) throws {
        let named = try CoordinateTextParser.namedCoordinate(from: text)
        #expect(named.name == name)
        #expect(named.coordinate.decimalLatitude == latitude)
        #expect(named.coordinate.decimalLongitude == longitude)
    }

    @Test("a name that is only a number is refused: it would read as a location's number")
    func numberAsName() throws {
        #expect(throws: CoordinateTextError.numberAsName("1")) { try CoordinateTextParser.namedCoordinate(fromWords: ["1", "2", "3"]) }
        #expect(throws: CoordinateTextError.numberAsName("#7")) { try CoordinateTextParser.namedCoordinate(fromWords: ["#7", "52.1", "4.3"]) }
        #expect(try CoordinateTextParser.namedCoordinate(fromWords: ["Area", "51", "37.24", "-115.81"]).name == "Area 51")
    }
}
