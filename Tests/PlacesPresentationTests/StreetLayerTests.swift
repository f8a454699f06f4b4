import Foundation
import PlacesData
import PlacesDomain
@testable import PlacesPresentation
import PlacesTestSupport
import Testing

/// The street layer drawn: lines in braille dots (major roads heavier than minor ones, railways dashed), water and
/// parks as textures, pins and names on top, the credit in the key; and in the explorer one question per settled view,
/// none for an area had before, and the same session offline from the cache.
@MainActor
@Suite struct StreetLayerTests {
    let centre: Place
    let area: StreetArea

    init() throws {
        centre = Place(coordinate: try Coordinate(latitude: 60.1712, longitude: 24.9414), name: "Helsinki", origin: .coordinates)
        area = StreetArea(south: 60.16, west: 24.92, north: 60.18, east: 24.96, detail: .streets)
    }

    /// A way along the latitude `latitude` from `west` to `east`.
    private func across(_ kind: StreetMap.Kind, latitude: Double, west: Double = 24.930, east: Double = 24.953, name: String? = nil) throws -> StreetMap.Way {
        StreetMap.Way(kind: kind, points: [try Coordinate(latitude: latitude, longitude: west), try Coordinate(latitude: latitude, longitude: east)], name: name)
    }

    private func square(_ kind: StreetMap.Kind, south: Double, west: Double, north: Double, east: Double) throws -> StreetMap.Way {
        let corners = [(south, west), (south, east), (north, east), (north, west), (south, west)]
        return StreetMap.Way(kind: kind, points: try corners.map { try Coordinate(latitude: $0.0, longitude: $0.1) }, name: nil)
    }

    private func picture(_ ways: [StreetMap.Way], pins: [MapPin] = [], streets: ((StreetMap) -> StreetLayer)? = nil) -> MapPicture {
        let map = StreetMap(area: area, ways: ways)
        let layer = streets?(map) ?? .drawn(map)
        return MapMaker(landMask: nil, language: .english).map(pins, around: centre, width: 2_000, columns: 80, rows: 40, streets: layer) { $0.name ?? "" }
    }

    /// The cells of `kind` on `picture`.
    private func cells(_ picture: MapPicture, _ kind: MapCell.Kind) -> [MapCell] {
        picture.cells.flatMap { $0 }.filter { $0.kind == kind }
    }

    @Test("a road is a line of dots, not a block; a major road is two dots wide, a minor one one")
    func roadsAreLines() throws {
        let picture = self.picture([try across(.majorRoad, latitude: 60.1750), try across(.minorRoad, latitude: 60.1680)])
        let major = cells(picture, .majorRoad)
        let minor = cells(picture, .minorRoad)
        #expect(major.count > 20 && minor.count > 20)
        let full: UInt8 = 0xFF
        #expect(!major.contains { $0.landDots == full } && !minor.contains { $0.landDots == full }, "never a full block")
        let majorDots: Int = major.map(\.landDots.nonzeroBitCount).reduce(0, +)
        let minorDots: Int = minor.map(\.landDots.nonzeroBitCount).reduce(0, +)
        #expect(majorDots > minorDots * 3 / 2, "\(majorDots) dots against \(minorDots)")
        // Every cell of the minor road has its dots in one row of the cell's four.
        let rows: [UInt8] = [0x09, 0x12, 0x24, 0xC0]
        let minorPatterns = Set(minor.map(\.landDots))
        #expect(minorPatterns.allSatisfy { pattern in rows.contains { pattern & ~$0 == 0 } }, "one row of dots: \(minorPatterns)")
        // The land between them is bare.
        let ground = cells(picture, .ground)
        #expect(!ground.isEmpty)
        #expect(ground.allSatisfy { $0.landDots == 0 })
    }

    @Test("railways are dashed, water and parks have textures of their own, so that they read without colour")
    func texturesWithoutColour() throws {
        let picture = self.picture([
            try across(.railway, latitude: 60.1750),
            try square(.waterArea, south: 60.1640, west: 24.930, north: 60.1670, east: 24.940),
            try square(.park, south: 60.1720, west: 24.945, north: 60.1740, east: 24.952),
        ])
        let rails = cells(picture, .railway)
        let railPatterns = Set(rails.map(\.landDots))
        #expect(rails.count > 20)
        #expect(railPatterns.count > 1, "dashes, not one repeated cell")
        let water = cells(picture, .water)
        let waterPatterns = Set(water.map(\.landDots))
        let wave = Set(MapStreets.waterTexture)
        #expect(water.count > 20)
        #expect(waterPatterns == wave)
        let park = cells(picture, .park)
        let parkPatterns = Set(park.map(\.landDots))
        let stipple: Set<UInt8> = [MapStreets.parkTexture, 0]
        #expect(park.count > 10)
        #expect(parkPatterns == stipple)
        // Three textures, none of them the bare land.
        #expect(wave.isDisjoint(with: stipple))
    }

    @Test("pins and their key are on top: a pin on a road keeps its symbol; street names never touch a mark")
    func pinsOnTop() throws {
        let pin = MapPin(reference: .location(1), name: "Station", coordinate: try Coordinate(latitude: 60.1750, longitude: 24.9414))
        let picture = self.picture([try across(.majorRoad, latitude: 60.1750, name: "Mannerheimintie")], pins: [pin])
        let mark = try #require(picture.marks.first)
        #expect(picture.cells[mark.row][mark.column].kind == .pin && picture.cells[mark.row][mark.column].symbol == "1")
        let row = picture.cells[mark.row]
        for column in [mark.column - 1, mark.column + 1] where row.indices.contains(column) {
            #expect(row[column].kind != .streetName)
        }
        let named = String(picture.cells.flatMap { $0 }.filter { $0.kind == .streetName }.compactMap(\.symbol))
        #expect(named == "Mannerheimintie")
    }

    @Test("an island in a lake is land: an inner ring of a multipolygon is a hole in its area")
    func islands() throws {
        let lake = try square(.waterArea, south: 60.165, west: 24.930, north: 60.177, east: 24.953)
        let ring = try square(.waterArea, south: 60.169, west: 24.937, north: 60.173, east: 24.946)
        let island = StreetMap.Way(kind: .waterArea, points: ring.points, name: nil, isHole: true)
        let maker = MapMaker(landMask: nil, language: .english)
        let plan = maker.plan([], around: centre, width: 2_000, columns: 80, rows: 40)
        let onIsland = try #require(plan.grid.cell(for: try Coordinate(latitude: 60.1700, longitude: 24.9385)))
        let inLake = try #require(plan.grid.cell(for: try Coordinate(latitude: 60.1665, longitude: 24.9320)))
        let drawn = maker.picture(plan, streets: .drawn(StreetMap(area: area, ways: [lake, island]))) { _ in "" }
        #expect(drawn.cells[onIsland.row][onIsland.column].kind == .ground)
        #expect(drawn.cells[inLake.row][inLake.column].kind == .water)
        let withoutHole = maker.picture(plan, streets: .drawn(StreetMap(area: area, ways: [lake]))) { _ in "" }
        #expect(withoutHole.cells[onIsland.row][onIsland.column].kind == .water)
    }

    @Test("a real hole: Kaisaniemi park's inner ring in the Helsinki fixture is not drawn as park")
    func realHole() async throws {
        let server = try LoopbackHTTPServer()
        let transport = HTTPTransport.libcurl(
            limits: HTTPLimits(totalTimeout: 600, idleTimeout: 600, maximumBytes: 64 << 20, maximumRedirects: 2), userAgent: "places-tests/1.0 (loopback)"
        )
        let repository = OverpassStreetMapRepository(server: server.overpassServer(), transport: transport)
        let park = try Coordinate(latitude: 60.1750, longitude: 24.9455)
        let view = try #require(StreetArea(covering: .around(park, width: 500, aspect: 0.5)))
        let map = try await repository.streetMap(of: view)
        let hole = try #require(map.ways.first { $0.isHole && $0.kind == .park })
        #expect(hole.name == "Kaisaniemen puisto")
        #expect(!map.nearestNamed(to: park, kinds: [.park], limit: 5).isEmpty, "the park itself still counts")
        // The middle of the hole's box (a building in the park, about 40 × 55 m).
        let latitudes = hole.points.map(\.latitude)
        let longitudes = hole.points.map(\.longitude)
        let middle = try Coordinate(latitude: (latitudes.min()! + latitudes.max()!) / 2, longitude: (longitudes.min()! + longitudes.max()!) / 2)
        let maker = MapMaker(landMask: nil, language: .english)
        let place = Place(coordinate: park, name: "Kaisaniemi", origin: .coordinates)
        let plan = maker.plan([], around: place, width: 500, columns: 120, rows: 60)
        let cell = try #require(plan.grid.cell(for: middle))
        let drawn = maker.picture(plan, streets: .drawn(map)) { _ in "" }
        #expect(drawn.cells[cell.row][cell.column].kind != .park)
        let filled = maker.picture(plan, streets: .drawn(StreetMap(area: map.area, ways: map.ways.filter { !$0.isHole }))) { _ in "" }
        #expect(filled.cells[cell.row][cell.column].kind == .park, "without the hole the same cell is park")
    }

    @Test("the key credits OpenStreetMap whenever its data is shown, and says when there was none to show")
    func credit() throws {
        let drawn = picture([try across(.minorRoad, latitude: 60.17)])
        #expect(drawn.credit == "Streets © OpenStreetMap contributors")
        #expect(drawn.key.last == drawn.credit)
        let none = picture([]) { _ in .unavailable(.unreachable) }
        let unavailable: String = MapText.streetsUnavailable(.unreachable).english
        #expect(none.credit == unavailable)
        #expect(none.key.last == unavailable)
        #expect(cells(none, .minorRoad).isEmpty, "the land mask as before")
        #expect(cells(none, .ground).isEmpty)
        let off = MapMaker(landMask: nil, language: .english).map([], around: centre, width: 2_000, columns: 80, rows: 40) { _ in "" }
        #expect(off.credit == nil)
        #expect(!off.key.contains { $0.contains("OpenStreetMap") })
    }

    @Test("in words: the nearest named streets and water, and the credit")
    func plain() throws {
        let picture = self.picture([
            try across(.majorRoad, latitude: 60.1714, name: "Kaivokatu"),
            try across(.minorRoad, latitude: 60.1750, name: "Kaisaniemenkatu"),
            try across(.waterLine, latitude: 60.1650, name: "Eteläsatama"),
        ])
        let streets = try #require(picture.sentences.first { $0.hasPrefix("The nearest streets: ") })
        let kaivokatu = try #require(streets.range(of: "Kaivokatu"))
        let kaisaniemenkatu = try #require(streets.range(of: "Kaisaniemenkatu"))
        #expect(kaivokatu.lowerBound < kaisaniemenkatu.lowerBound, "nearest first: \(streets)")
        #expect(streets.contains("Kaivokatu (22 metres)"), "the distance to the line, not to its ends: \(streets)")
        #expect(picture.sentences.contains { $0.hasPrefix("The nearest water: ") && $0.contains("Eteläsatama") })
        #expect(picture.sentences.last == "Streets © OpenStreetMap contributors.")
    }

    // MARK: The explorer: one question per settled view

    private static func isDrawn(_ layer: StreetLayer) -> Bool {
        if case .drawn = layer { return true }
        return false
    }

    /// An explorer over central Helsinki with streets from `server`'s Overpass, saved in `cache`.
    private func explorer(server: URL, cache: StreetMapCache) -> ExplorerViewModel {
        let transport = HTTPTransport.libcurl(limits: HTTPLimits(totalTimeout: 600, idleTimeout: 600, maximumBytes: 64 << 20, maximumRedirects: 2), userAgent: "places-tests")
        let streets = OverpassStreetMapRepository(server: server, transport: transport, cache: cache)
        let wiki = ScriptedWiki(nearby: .success(ArticleAnswer(value: [])))
        let recent = InMemoryRecentArticlesRepository()
        let opener = RecordingOpener()
        let locations = LocationsViewModel(
            feed: InMemoryLocationRepository([]), custom: InMemoryCustomLocationRepository(), files: InMemoryLocationFiles(),
            opener: opener.opener, sourceName: "feed", language: .english, now: { Date(timeIntervalSince1970: 0) }
        )
        let articles = ArticlesViewModel(site: .english, repository: { _ in wiki }, recent: recent, opener: opener.opener, language: .english, now: { Date(timeIntervalSince1970: 0) })
        return ExplorerViewModel(
            centre: centre,
            articles: articles,
            lookup: PlaceLookupViewModel(resolve: ResolvePlace(gazetteer: nil, recent: recent), list: locations, gazetteer: nil),
            locations: locations,
            maps: MapMaker(landMask: nil, streets: streets, language: .english),
            feed: InMemoryLocationRepository([])
        )
    }

    /// The session of the request-count test: ten pans and three zooms, each view drawn at 200 × 60 and settled;
    /// the street areas of the settled views, in order.
    private func session(_ model: ExplorerViewModel) async -> (areas: [String], layers: [StreetLayer]) {
        let moves: [ExplorerCommand] = [
            .pan(east: 1, north: 0), .pan(east: 1, north: 0), .pan(east: 1, north: 0), .pan(east: -1, north: 0),
            .pan(east: -1, north: 0), .pan(east: -1, north: 0), .pan(east: 0, north: 1), .pan(east: 0, north: -1),
            .zoomIn, .zoomOut, .zoomOut, .pan(east: 0, north: 1), .pan(east: 0, north: -1),
        ]
        var areas: [String] = []
        var layers: [StreetLayer] = []
        for move in [nil] + moves {
            if let move { _ = model.perform(move) }
            _ = model.picture(columns: 200, rows: 60)
            await model.settle()
            areas.append(model.viewArea?.key ?? "none")
            layers.append(model.streetLayers.layer(for: model.viewArea!) ?? .off)
        }
        return (areas, layers)
    }

    /// Zooms `model` in from wherever explore opens (as wide as nearby's circle) to the session's 2 km view.
    private static func zoomTo2km(_ model: ExplorerViewModel) {
        for _ in MapViewport.widths where (model.viewport.width ?? .infinity) > 2_000 { model.zoomIn() }
    }

    @Test("an explore session that pans ten times and zooms three times asks once per settled area, none for areas had before; offline afterwards it draws every view from the cache")
    func requestCount() async throws {
        let server = try LoopbackHTTPServer()
        let folder = try TemporaryDirectory()
        let cache = StreetMapCache(directory: folder.path + "/maps")
        let model = explorer(server: server.overpassServer(), cache: cache)
        Self.zoomTo2km(model)
        #expect(model.viewport.width == 2_000)
        // Keys while panning ask nothing: only a settled view does.
        for _ in 0..<5 {
            _ = model.perform(.pan(east: 1, north: 0))
            _ = model.picture(columns: 200, rows: 60)
        }
        #expect(server.overpassRequestCount == 0)
        for _ in 0..<5 { _ = model.perform(.pan(east: -1, north: 0)) }
        let (areas, layers) = await session(model)
        let online = server.overpassRequestCount
        #expect(areas.count == 14, "the first view and thirteen moves")
        #expect(online == Set(areas).count, "one question per area settled in, none for an area had before")
        #expect(online < areas.count, "views back where the map was ask nothing")
        #expect(layers.allSatisfy(Self.isDrawn))
        // The same session again in this view, from the same start (it ended a step out): every area is had, nothing
        // is asked.
        model.zoomIn()
        let (again, _) = await session(model)
        #expect(again == areas)
        #expect(server.overpassRequestCount == online)
        // Offline afterwards (no server at all), a new explorer over the same cache: every view draws, nothing is asked.
        server.stop()
        let offline = explorer(server: URL(string: "http://127.0.0.1:9/api/interpreter")!, cache: cache)
        Self.zoomTo2km(offline)
        for _ in 0..<5 { _ = offline.perform(.pan(east: 1, north: 0)) }
        for _ in 0..<5 { _ = offline.perform(.pan(east: -1, north: 0)) }
        let (offlineAreas, offlineLayers) = await session(offline)
        #expect(offlineAreas == areas)
        #expect(offlineLayers.allSatisfy(Self.isDrawn))
        let picture = offline.picture(columns: 200, rows: 60)
        #expect(picture.credit == "Streets © OpenStreetMap contributors")
        print("street request count: settled views \(areas.count), distinct areas \(Set(areas).count), requests online \(online), repeated session 0, offline session 0")
    }
}
