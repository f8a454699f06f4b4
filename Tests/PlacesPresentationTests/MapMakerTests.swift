import PlacesDomain
@testable import PlacesPresentation
import Testing

/// Land west of the prime meridian, water east of it: a mask whose every dot is known.
private struct WestIsLand: LandMask {
    func land(latitudes: UnsafeBufferPointer<Double>, longitudes: UnsafeBufferPointer<Double>, into result: UnsafeMutableBufferPointer<Bool>) {
        for index in 0..<min(latitudes.count, longitudes.count, result.count) { result[index] = longitudes[index] < 0 }
    }
}

@Suite struct MapMakerTests {
    private let maker = MapMaker(landMask: WestIsLand(), language: .english)

    private func pin(_ number: Int, _ latitude: Double, _ longitude: Double) throws -> MapPin {
        MapPin(reference: "#\(number)", title: "P\(number)", coordinate: try Coordinate(latitude: latitude, longitude: longitude))
    }

    @Test("dots: full braille cells on land, empty on water, mixed cells are coast")
    func dots() throws {
        let picture = maker.world([], columns: 20, rows: 5)
        #expect(picture.cells.count == 5 && picture.cells.allSatisfy { $0.count == 20 })
        for row in picture.cells {
            #expect(row.prefix(10).allSatisfy { $0.character == "⣿" && $0.kind == .land })
            #expect(row.suffix(10).allSatisfy { $0.character == "\u{2800}" && $0.kind == .water })
        }
        // A column that straddles the meridian has its west dots only: ⡇ (dots 1, 2, 3, 7).
        let straddling = maker.world([], columns: 21, rows: 5)
        #expect(straddling.cells[0][10].character == "⡇" && straddling.cells[0][10].kind == .coast)
    }

    @Test("pins: symbols 1–9 then A–Z, then •; one per cell, the rest noted; the key names them")
    func pins() throws {
        // 40 pins in 40 different cells of a 40 × 10 map (cells of 9° of longitude by 18° of latitude).
        var pins = try (0..<40).map { try pin($0 + 1, -80 + Double($0 % 8) * 20, -170 + Double($0 / 8) * 45) }
        pins.append(try pin(41, -79.9, -169.9))  // on top of #1
        let picture = maker.world(pins, columns: 40, rows: 10)
        let symbols = picture.cells.flatMap { $0 }.filter { $0.kind == .pin }.map(\.character)
        #expect(symbols.count == 40)
        #expect(Set(symbols).isSuperset(of: Set("123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")))
        #expect(symbols.filter { $0 == "•" }.count == 5)
        #expect(picture.key.first == "1 #1 P1" && picture.key.count == 35)
        #expect(picture.notes == ["• marks 5 more places.", "At the same spot as another pin: #41 P41"])
    }

    @Test("a regional map: a centre mark, a scale bar of a round length, places beyond it noted with distance and direction")
    func regional() throws {
        let centre = ArticlePlace(coordinate: try Coordinate(latitude: 0, longitude: 0), label: "Null Island")
        let near = try pin(1, 1, 1)
        let far = try pin(2, 40, 60)
        let picture = maker.regional(centre: centre, pins: [near, far], halfWidth: 500_000, columns: 40, rows: 20)
        #expect(picture.title == "Map of 1000 km around Null Island")
        #expect(picture.cells.flatMap { $0 }.filter { $0.kind == .centre }.count == 1)
        #expect(picture.cells.flatMap { $0 }.filter { $0.kind == .pin }.map(\.character) == ["1"])
        #expect(picture.scaleBar == "├──────┤ 200 km")
        #expect(picture.notes == ["Not on this map: #2 P2 (7503 km NE)"])
        #expect(picture.sentences[1] == "#1 P1 lies 157 kilometres to the north-east.")
        #expect(picture.sentences[2] == "#2 P2 lies 7503 kilometres to the north-east, beyond the edge of the map.")
    }

    @Test("sizes follow the terminal: the world twice as wide as high in dots, a regional map square; at most 300 columns")
    func sizes() throws {
        #expect(MapMaker.worldSize(columns: 80, rows: nil) == (80, 20))
        #expect(MapMaker.worldSize(columns: 80, rows: 10) == (40, 10))
        #expect(MapMaker.worldSize(columns: 1_000, rows: nil) == (300, 75))
        #expect(MapMaker.regionalSize(columns: 80, rows: nil) == (80, 40))
        #expect(MapMaker.regionalSize(columns: 80, rows: 18) == (36, 18))
        let origin = try Coordinate(latitude: 0, longitude: 0)
        #expect(MapMaker.halfWidth(around: origin, others: []) == 100_000)
        #expect(MapMaker.halfWidth(around: origin, others: [try Coordinate(latitude: 0.01, longitude: 0)]) == 25_000)
        #expect(MapMaker.halfWidth(around: origin, others: [try Coordinate(latitude: 80, longitude: 0)]) == 2_500_000)
    }
}
