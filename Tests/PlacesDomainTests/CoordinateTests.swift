import PlacesDomain
import Testing

@Suite struct CoordinateTests {
    @Test("accepts the bounds themselves", arguments: [
        (90.0, 180.0), (-90.0, -180.0), (0.0, 0.0), (90.0, -180.0), (-90.0, 180.0),
    ])
    func acceptsBounds(latitude: Double, longitude: Double) throws {
        let coordinate = try Coordinate(latitude: latitude, longitude: longitude)
        #expect(coordinate.latitude == latitude)
        #expect(coordinate.longitude == longitude)
    }

    @Test("refuses latitudes just past the bounds, NaN and infinities", arguments: [
        (90.0).nextUp, (-90.0).nextDown, Double.nan, Double.infinity, -Double.infinity, 1e308,
    ])
    func refusesLatitude(latitude: Double) {
        #expect {
            try Coordinate(latitude: latitude, longitude: 0)
        } throws: { error in
            guard case .latitudeOutOfRange = error as? CoordinateError else { return false }
            return true
        }
    }

    @Test("refuses longitudes just past the bounds, NaN and infinities", arguments: [
        (180.0).nextUp, (-180.0).nextDown, Double.nan, Double.infinity, -Double.infinity,
    ])
    func refusesLongitude(longitude: Double) {
        #expect {
            try Coordinate(latitude: 0, longitude: longitude)
        } throws: { error in
            guard case .longitudeOutOfRange = error as? CoordinateError else { return false }
            return true
        }
    }

    @Test("stores negative zero as zero")
    func negativeZero() throws {
        let coordinate = try Coordinate(latitude: -0.0, longitude: -0.0)
        #expect(coordinate.latitude.sign == .plus)
        #expect(coordinate.longitude.sign == .plus)
    }
}

@Suite struct LocationTests {
    private let origin = try! Coordinate(latitude: 1, longitude: 2)

    @Test("trims names and treats blank ones as no name", arguments: [
        ("  Amsterdam \n", "Amsterdam" as String?),
        ("", nil), ("   ", nil), ("\t\n", nil), ("\u{00A0}\u{3000}", nil),
        ("São Paulo", "São Paulo"), ("a b", "a b"),
        // One byte, one two-byte scalar, wide and non-breaking spaces, a combining mark, a name past the 15 bytes a
        // String holds inline, and one taken from the middle of longer text: each end is read from the bytes.
        ("a", "a"), ("É", "É"), ("\u{3000}東京\u{3000}", "東京"), ("\u{A0}São Paulo", "São Paulo"),
        ("Ko\u{308}ln\n", "Ko\u{308}ln"), ("Llanfairpwllgwyngyll railway station ", "Llanfairpwllgwyngyll railway station"),
        (String("x; Den Haag ;y".split(separator: ";")[1]), "Den Haag"),
    ])
    func normalisesNames(raw: String, expected: String?) {
        #expect(Location(name: raw, coordinate: origin).name == expected)
    }

    @Test("a nil name stays nil and the origin defaults to the feed")
    func nilName() {
        let location = Location(name: nil, coordinate: origin)
        #expect(location.name == nil)
        #expect(location.origin == .feed)
    }

    @Test("from a pole every other place lies due south (north pole) or due north (south pole)")
    func bearingFromPoles() throws {
        let mumbai = try Coordinate(latitude: 19.08, longitude: 72.81)
        #expect(try Coordinate(latitude: 90, longitude: 0).bearing(to: mumbai) == 180)
        #expect(try Coordinate(latitude: -90, longitude: 33).bearing(to: mumbai) == 0)
        #expect(try Coordinate(latitude: 90, longitude: 0).bearing(to: Coordinate(latitude: 90, longitude: 10)) != 180)
    }
}
