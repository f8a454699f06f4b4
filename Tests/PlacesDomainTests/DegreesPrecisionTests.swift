import PlacesDomain
import Testing

/// Coordinates read from text keep the precision the text carried, without floating-point noise (item 14).
@Suite struct DegreesPrecisionTests {
    @Test("degrees, minutes and seconds come out as the decimals they are, not as floating-point sums", arguments: [
        ("34°59'15\"N 135°45'33\"E", "34.9875", "135.759167"),
        ("52°21'17\"N 4°50'02\"E", "52.354722", "4.833889"),
        ("52°21.5'N 4°50.25'E", "52.35833", "4.8375"),
        ("0°0'0.36\"S 0°0'1\"W", "-0.0001", "-0.000278"),
        ("89 59 59.99 N 179 59 59.999 W", "89.99999722", "-179.999999722"),
    ])
    func exactDecimals(text: String, latitude: String, longitude: String) throws {
        let coordinate = try CoordinateTextParser.coordinate(from: text)
        #expect(coordinate.decimalLatitude == latitude)
        #expect(coordinate.decimalLongitude == longitude)
    }

    @Test("plain decimals are kept digit for digit")
    func decimals() throws {
        let coordinate = try CoordinateTextParser.coordinate(from: "34.98750 -135.7591666")
        #expect(coordinate.description == "34.9875,-135.7591666")
    }
}
