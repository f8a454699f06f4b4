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
