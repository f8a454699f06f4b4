import PlacesDomain
@testable import PlacesPresentation
import Testing

/// Land west of the prime meridian, water east of it: a mask whose every dot is known.
private struct WestIsLand: LandMask {
    func land(latitudes: [Double], longitudes: [Double]) -> [Bool] {
        zip(latitudes, longitudes).map { $0.1 < 0 }
    }
}

/// How maps are drawn and worded from a composed plan; the composition itself is tested on `ComposeMap`, whole
/// renders in the golden files.
@Suite struct MapMakerTests {
    private let maker = MapMaker(landMask: WestIsLand(), language: .english)
    private let compose = ComposeMap()

    private func pin(_ number: Int, _ latitude: Double, _ longitude: Double) throws -> MapPin {
        MapPin(reference: .location(number), name: "P\(number)", coordinate: try Coordinate(latitude: latitude, longitude: longitude))
    }

    /// `pins` composed on the grid's projection and laid out on it.
    private func laidOut(_ pins: [MapPin], on grid: MapGrid, centre: Place?) -> MapPlan {
        grid.place(compose(pins, on: grid.projection, centre: centre))
    }

    private func world(_ pins: [MapPin], columns: Int, rows: Int) -> MapPicture {
        maker.picture(laidOut(pins, on: .world(columns: columns, rows: rows), centre: nil)) { $0.name ?? "" }
    }

    @Test("dots: full braille cells on land, empty on water, mixed cells are coast")
    func dots() {
        let picture = world([], columns: 20, rows: 5)
        #expect(picture.cells.count == 5 && picture.cells.allSatisfy { $0.count == 20 })
        for row in picture.cells {
            #expect(row.prefix(10).allSatisfy { $0.landDots == 0xFF && $0.symbol == nil && $0.kind == .land })
            #expect(row.suffix(10).allSatisfy { $0.landDots == 0 && $0.symbol == nil && $0.kind == .water })
        }
        // A column that straddles the meridian has its west dots only: bits 0, 1, 2 and 6 (braille's ⡇).
        let straddling = world([], columns: 21, rows: 5)
        #expect(straddling.cells[0][10].landDots == 0x47 && straddling.cells[0][10].kind == .coast)
        #expect(picture.title == MapText.worldTitle(pins: 0).english)
        #expect(picture.sentences == [MapText.worldTitle(pins: 0).english + ".", MapText.noPins.english])
    }

    @Test("pins: each drawn with its own number, the first 35 in the key's order, then •; pins in one cell are one cluster, its first pin's number and +, the key listing them")
    func pins() throws {
        // 40 pins in 40 different cells of a 40 × 10 map (cells of 9° of longitude by 18° of latitude).
        var pins = try (0..<40).map { try pin($0 + 1, -80 + Double($0 % 8) * 20, -170 + Double($0 / 8) * 45) }
        pins.append(try pin(41, -79.9, -169.9))  // on top of #1
        let picture = world(pins, columns: 40, rows: 10)
        #expect(picture.marks.count == 40)
        #expect(Set(picture.marks.map(\.text)) == Set(["1+", "•"] + (2...35).map(String.init)))
        #expect(picture.marks.filter { $0.text == "•" }.count == 5)
        for mark in picture.marks {
            #expect(String(picture.cells[mark.row][mark.columns].compactMap(\.symbol)) == mark.text, "\(mark)")
            if mark.text != "•", case .location(let number) = mark.pins[0] { #expect(mark.text.hasPrefix(String(number))) }
        }
        let clusters = picture.cells.flatMap { $0 }.filter { $0.kind == .cluster }.compactMap(\.symbol)
        #expect(clusters == ["1", "+"])
        #expect(picture.key.first == MapText.keyCluster(symbol: "1+", names: ["#1 P1", "#41 P41"]).english)
        #expect(picture.key.dropFirst().first == MapText.keyEntry(symbol: "2", name: "#2 P2").english && picture.key.count == 35)
        #expect(picture.notes == [MapText.moreDots(5).english])
        let cluster = try #require(picture.mark(for: .location(41)))
        #expect(cluster.text == "1+" && cluster.pins == [.location(1), .location(41)])
        #expect(picture.mark(atColumn: cluster.column + 1, row: cluster.row) == cluster, "a click on any character of a mark finds it")
    }

    @Test("one numbering: a pin's mark is the number used for it everywhere else, whatever its place in the key or its neighbours")
    func oneNumbering() throws {
        // As the feed had it: #1, #10 and #7 first in the key, #4 and #5 a few metres apart, #5 last but one.
        let centre = Place(coordinate: try Coordinate(latitude: 52.37, longitude: 4.89), name: "Amsterdam", origin: .coordinates)
        let pins = [try pin(1, 52.37, 4.80), try pin(10, 52.40, 4.95), try pin(7, 52.30, 4.90), try pin(4, 52.33, 4.70), try pin(5, 52.33001, 4.70001), try pin(12, 52.45, 4.75)]
        let plan = laidOut(pins, on: .local(centre: centre.coordinate, halfWidth: 20_000, columns: 60, rows: 30), centre: centre)
        let picture = maker.picture(plan) { $0.name ?? "" }
        let texts = Dictionary(uniqueKeysWithValues: picture.marks.map { ($0.pins, $0.text) })
        #expect(texts == [[.location(1)]: "1", [.location(10)]: "10", [.location(7)]: "7", [.location(4), .location(5)]: "4+", [.location(12)]: "12"])
        #expect(picture.key.contains(MapText.keyEntry(symbol: "10", name: "#10 P10").english))
        #expect(picture.key.contains(MapText.keyCluster(symbol: "4+", names: ["#4 P4", "#5 P5"]).english))
        // Every number is drawn whole, in cells of its own.
        let drawn = picture.cells.map { String($0.map { $0.symbol ?? " " }) }.joined(separator: "\n")
        for text in texts.values { #expect(drawn.contains(text)) }
    }

    @Test("the marks a list beside the map cannot explain: the centre first, then the clusters")
    func marksKey() throws {
        let centre = Place(coordinate: try Coordinate(latitude: 0, longitude: 0), name: "Null Island", origin: .coordinates)
        // Two pins a metre apart, 100 km from the centre: one cluster.
        let plan = laidOut([try pin(1, 1, 1), try pin(2, 1.00001, 1)], on: .local(centre: centre.coordinate, halfWidth: 500_000, columns: 40, rows: 20), centre: centre)
        let picture = maker.picture(plan) { $0.name ?? "" }
        // A key line cut at the screen's edge still says what + is.
        #expect(picture.marksKey == [
            MapText.keyCentre(symbol: "+", name: "Null Island").english,
            MapText.keyCluster(symbol: "1+", names: ["#1 P1", "#2 P2"]).english,
        ])
    }

    @Test("a regional map: a centre mark, a scale bar of a round length, places beyond it noted with distance and direction")
    func regional() throws {
        let centre = Place(coordinate: try Coordinate(latitude: 0, longitude: 0), name: "Null Island", origin: .coordinates)
        let plan = laidOut([try pin(1, 1, 1), try pin(2, 40, 60)], on: .local(centre: centre.coordinate, halfWidth: 500_000, columns: 40, rows: 20), centre: centre)
        let picture = maker.picture(plan) { $0.name ?? "" }
        #expect(picture.title == MapText.regionalTitle(width: "1000 km", centre: "Null Island").english)
        #expect(picture.cells.flatMap { $0 }.filter { $0.kind == .centre }.count == 1)
        #expect(picture.cells.flatMap { $0 }.filter { $0.kind == .pin }.compactMap(\.symbol) == ["1"])
        #expect(picture.scaleBar == "├────────┤ 250 km")
        #expect(picture.notes == [MapText.notOnMap([("#2 P2", "7503 km NE")]).english])
        #expect(picture.sentences[1] == MapText.plainRegional(name: "#1 P1", distance: FormatText.spokenKilometres("157").english, direction: FormatText.spokenDirection(.northEast).english, onMap: true).english)
        #expect(picture.sentences[2] == MapText.plainRegional(name: "#2 P2", distance: FormatText.spokenKilometres("7503").english, direction: FormatText.spokenDirection(.northEast).english, onMap: false).english)
    }

    @Test("plain sentences: one metre is singular, and a place at the same spot gets no direction")
    func sameSpot() throws {
        let first = try pin(1, 52.37, 4.89)
        let same = try pin(2, 52.37, 4.89)
        let metre = try pin(3, 52.37, 4.890015)
        let picture = world([first, same, metre], columns: 40, rows: 10)
        #expect(picture.sentences[2] == MapText.plainSameSpot(name: "#2 P2", as: "#1 P1").english)
        #expect(picture.sentences[3] == MapText.plainRelative(name: "#3 P3", distance: FormatText.spokenMetres(1).english, direction: FormatText.spokenDirection(.east).english, from: "#1 P1").english)
        let centre = Place(coordinate: first.coordinate, name: "Dam", origin: .coordinates)
        let plan = laidOut([same, metre], on: .local(centre: centre.coordinate, halfWidth: 25_000, columns: 40, rows: 20), centre: centre)
        let regional = maker.picture(plan) { $0.name ?? "" }
        #expect(regional.sentences[1] == MapText.plainCentre(name: "#2 P2").english)
        #expect(regional.sentences[2] == MapText.plainRegional(name: "#3 P3", distance: FormatText.spokenMetres(1).english, direction: FormatText.spokenDirection(.east).english, onMap: true).english)
    }

    @Test("an article pin is named by its reference and title")
    func articlePins() throws {
        let pin = MapPin(reference: .article(3), name: "Dam Square", coordinate: try Coordinate(latitude: 10, longitude: 10))
        let picture = world([pin], columns: 40, rows: 10)
        #expect(picture.key == [MapText.keyEntry(symbol: "3", name: "@3 Dam Square").english])
        #expect(picture.marks.map(\.text) == ["3"])
    }
}
