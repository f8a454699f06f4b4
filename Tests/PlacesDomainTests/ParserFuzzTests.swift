import PlacesDomain
import PlacesTestSupport
import Testing

/// Random and mutated input for the two parsers that take text from outside: no crash, no hang, and every success
/// is a valid coordinate. Iterations: `PLACES_FUZZ_ITERATIONS`; seed: `PLACES_FUZZ_SEED`.
@Suite struct ParserFuzzTests {
    private static let coordinatePieces = [
        "0", "1", "5", "9", "52", "4.83", "-", "+", "−", ".", ",", ", ", " ", "  ", "°", "º", "'", "′", "’", "\"", "″", "”",
        "''", "d", "m", "s", "N", "S", "E", "W", "n", "e", "geo:", ";u=1", "?z=3", "abc", "é", "\u{0}", "\u{1B}", "90",
        "180", "91", "1e5", "٣",
    ]

    private static let linkPieces = [
        "wikipedia://", "wikipedia-official://", "https://en.wikipedia.org/wiki/Special:Nearby#/coord/", "places", "/", "?",
        "&", "=", "#", "lat", "lon", "lng", "long", "latitude", "longitude", "WMFLatitude", "location", "loc", "name",
        "title", "WMFArticleURL", "52.35", "-4.83", "91", "1e5", ",", "%", "%2C", "%E0%A4", "%zz", "+", " ", "\u{0}",
        "https%3A%2F%2Fen.wikipedia.org%2Fwiki%2FX", "🌍",
    ]

    private func randomText(_ pieces: [String], _ random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }

    @Test("the coordinate-text parser never crashes, and what it accepts is a point on Earth")
    func coordinateText() {
        var random = SeededGenerator(seed: FuzzBudget.seed)
        var accepted = 0
        for _ in 0..<FuzzBudget.iterations(default: 5_000) {
            let text = randomText(Self.coordinatePieces, &random)
            if let coordinate = try? CoordinateTextParser.coordinate(from: text) {
                accepted += 1
                #expect(Coordinate.latitudeRange.contains(coordinate.latitude), "\(text.debugDescription)")
                #expect(Coordinate.longitudeRange.contains(coordinate.longitude), "\(text.debugDescription)")
            }
            _ = try? CoordinateTextParser.namedCoordinate(from: text)
            _ = try? CoordinateTextParser.latitude(from: text)
        }
        // Not a bound to meet, a sign the generator reaches the accepting paths at all.
        #expect(accepted > 0)
    }

    @Test("coordinates written in every supported form read back as the same point")
    func coordinateForms() throws {
        var random = SeededGenerator(seed: FuzzBudget.seed &+ 1)
        for _ in 0..<FuzzBudget.iterations(default: 2_000) {
            let latitude = (Double.random(in: -90...90, using: &random) * 1e5).rounded() / 1e5
            let longitude = (Double.random(in: -180...180, using: &random) * 1e5).rounded() / 1e5
            let plainLatitude = DecimalNotation.string(latitude)
            let plainLongitude = DecimalNotation.string(longitude)
            let hemispheres = "\(DecimalNotation.string(abs(latitude)))\(latitude < 0 ? "S" : "N") \(DecimalNotation.string(abs(longitude)))\(longitude < 0 ? "W" : "E")"
            for text in [
                "\(plainLatitude) \(plainLongitude)", "\(plainLatitude), \(plainLongitude)", "geo:\(plainLatitude),\(plainLongitude)",
                hemispheres, "\(plainLatitude.replacing(".", with: ",")) \(plainLongitude.replacing(".", with: ","))",
            ] {
                let coordinate = try CoordinateTextParser.coordinate(from: text)
                #expect(abs(coordinate.latitude - latitude) < 1e-9 && abs(coordinate.longitude - longitude) < 1e-9, "\(text)")
            }
        }
    }

    @Test("the deep-link parser never crashes on random or mutated links, and accepts only valid coordinates")
    func links() throws {
        var random = SeededGenerator(seed: FuzzBudget.seed &+ 2)
        let valid = Array("wikipedia://places?lat=52.3547&lon=4.8339&name=A%20%26%20B&WMFArticleURL=https%3A%2F%2Fen.wikipedia.org%2Fwiki%2FA".utf8)
        for _ in 0..<FuzzBudget.iterations(default: 5_000) {
            var text: String
            if Bool.random(using: &random) {
                text = randomText(Self.linkPieces, &random)
            } else {
                var bytes = valid
                for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(Array("&=%,.-#?/".utf8).randomElement(using: &random) ?? 0, at: index)
                    }
                }
                text = String(decoding: bytes, as: UTF8.self)
            }
            if let request = try? PlacesLinkParser.parse(text) {
                #expect(request.coordinate != nil || request.article != nil, "\(text.debugDescription)")
                if let coordinate = request.coordinate {
                    #expect(Coordinate.latitudeRange.contains(coordinate.latitude))
                    // What was accepted builds back into a link that parses to the same place.
                    let rebuilt = PlacesLink.build(for: Location(name: request.name, coordinate: coordinate))
                    #expect(try PlacesLinkParser.parse(rebuilt).coordinate == coordinate)
                }
            }
        }
    }
}
