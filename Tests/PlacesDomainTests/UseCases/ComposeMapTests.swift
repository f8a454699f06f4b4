import PlacesDomain
import PlacesTestSupport
import Testing

/// What `ComposeMap` decides in geographic terms: the projection, the reach, which pins are on the map and how far
/// and which way the others lie. Where the marks go on a grid is tested in PlacesPresentationTests.
@Suite struct ComposeMapTests {
    let catalog = LocationCatalog(feed: UseCaseFixtures.feed)

    @Test("the world: the locations given, in order, all on an equirectangular map")
    func world() {
        let map = ComposeMap()(.world(numbers: [3, 1], catalog: catalog), aspect: 1)
        #expect(map.projection == .world && map.centre == nil)
        #expect(map.pins.map(\.pin.reference) == [.location(3), .location(1)])
        #expect(map.pins.allSatisfy { if case .onMap = $0.position { true } else { false } })
    }

    @Test("a region: centred on the place, reaching past the third-nearest location up to 2,500 km, far ones off the map")
    func region() throws {
        let amsterdam = Place(number: 1, location: UseCaseFixtures.feed[0])
        let map = ComposeMap()(.region(around: amsterdam, catalog: catalog), aspect: 1)
        #expect(map.centre == amsterdam)
        // The third-nearest other location is Mumbai, 6,852 km away: the reach stops at 2,500 km each side.
        #expect(map.projection.widthMetres == 5_000_000)
        #expect(map.projection == .local(centre: amsterdam.coordinate, halfWidth: 2_500_000, halfHeight: 2_500_000))
        let mumbai = try #require(map.pins.first { $0.pin.reference == .location(2) })
        let away = amsterdam.coordinate.distance(to: mumbai.pin.coordinate)
        #expect(mumbai.position == .offMap(distance: away, bearing: amsterdam.coordinate.bearing(to: mumbai.pin.coordinate)))
        #expect(map.pins.first?.pin.reference == .location(1))
        #expect(map.pins.first?.position == .onMap(x: 0.5, y: 0.5), "Amsterdam's own pin is at the centre")
    }

    @Test("a region's reach: at least 25 km, at most 2,500 km, 100 km when there is nothing else")
    func reach() {
        let centre = UseCaseFixtures.coordinate(0, 0)
        #expect(ComposeMap.halfWidth(around: centre, others: []) == 100_000)
        #expect(ComposeMap.halfWidth(around: centre, others: [UseCaseFixtures.coordinate(0, 0.01)]) == 25_000)
        #expect(ComposeMap.halfWidth(around: centre, others: [UseCaseFixtures.coordinate(0, 170)]) == 2_500_000)
    }

    @Test("the articles of a list: around its place, just wide enough for the farthest; a taller map reaches further north and south")
    func articles() throws {
        let centre = UseCaseFixtures.coordinate(52.3731, 4.8926)
        let list = ArticleList(site: .english, centre: centre, label: "Dam", articles: [
            Article(pageID: 1, title: "A", description: nil, coordinate: UseCaseFixtures.coordinate(52.3731, 4.8927), url: "a"),
            Article(pageID: 2, title: "B", description: nil, coordinate: UseCaseFixtures.coordinate(52.3731, 4.8927), url: "b"),
            Article(pageID: 3, title: "C", description: nil, coordinate: nil, url: "c"),
        ])
        let map = ComposeMap()(.articles(list), aspect: 1)
        #expect(map.centre?.name == "Dam")
        #expect(map.pins.map(\.pin.reference) == [.article(1), .article(2)])
        #expect(map.pins[0].position == map.pins[1].position)
        #expect(map.projection.widthMetres == MapViewport.widths[0], "never narrower than the narrowest zoom step")
        let tall = ComposeMap()(.articles(list), aspect: 2)
        #expect(tall.projection == .local(centre: centre, halfWidth: 250, halfHeight: 500))
    }

    @Test("the largest places within the map's reach are offered for names, largest first; none without a gazetteer")
    func labelCandidates() throws {
        let gazetteer = ListGazetteer([
            try .test("Near", 52.4, 4.9, population: 1_000, country: "NL"),
            try .test("Nearer", 52.38, 4.89, population: 5_000, country: "NL"),
            try .test("Far", 40.7, -74.0, population: 8_000_000, country: "US"),
        ])
        let centre = Place(coordinate: UseCaseFixtures.coordinate(52.3731, 4.8926), name: "Dam", origin: .coordinates)
        let map = ComposeMap(gazetteer: gazetteer)([], around: centre, width: 20_000, aspect: 1)
        #expect(map.labelCandidates.map(\.name) == ["Nearer", "Near"])
        #expect(ComposeMap(gazetteer: gazetteer)([], around: centre, width: nil, aspect: 1).labelCandidates.map(\.name) == ["Far", "Nearer", "Near"])
        #expect(ComposeMap()([], around: centre, width: 20_000, aspect: 1).labelCandidates.isEmpty)
    }

    @Test("the viewport: zoom steps from 500 m to 10,000 km and the world; panning is a share of the width, at every scale")
    func viewport() {
        #expect(MapViewport.level(fitting: 10) == 0)
        #expect(MapViewport.level(fitting: 9_000) == MapViewport.widths.firstIndex(of: 10_000))
        #expect(MapViewport.level(fitting: 50_000_000) == MapViewport.levels.upperBound)
        let dam = UseCaseFixtures.coordinate(52.3731, 4.8926)
        #expect(MapViewport(centre: dam, level: 99).width == nil && MapViewport(centre: dam, level: -3).width == 500)
        for width in MapViewport.widths {
            let moved = MapViewport(centre: dam, width: width).panned(east: 0.25, north: 0)
            #expect(abs(dam.distance(to: moved.centre) - width / 4) < max(1, width * 0.002), "\(width)")
            #expect(moved.width == width)
        }
        // Across the antimeridian and near a pole the step stays true.
        let dateLine = UseCaseFixtures.coordinate(0, 179.9)
        let east = MapViewport(centre: dateLine, width: 200_000).panned(east: 0.25, north: 0)
        #expect(east.centre.longitude < -179 && abs(dateLine.distance(to: east.centre) - 50_000) < 100)
        // The world map wraps east and west and stops short of the poles.
        let world = MapViewport(centre: UseCaseFixtures.coordinate(80, 170), width: nil)
        let wrapped = world.panned(east: 0.25, north: 0.25)
        #expect(wrapped.width == nil && wrapped.centre.latitude == 85 && abs(wrapped.centre.longitude - -100) < 1e-9)
    }

    @Test("fitting points: centred on the middle of their box, at the narrowest step that holds it with a margin")
    func fitting() throws {
        // The feed's Amsterdam and articles 3 to 4.6 km east of it, around the Dam: the view is centred between them.
        let place = UseCaseFixtures.coordinate(52.3547, 4.8339)
        let articles = [UseCaseFixtures.coordinate(52.3731, 4.8926), UseCaseFixtures.coordinate(52.3600, 4.8852), UseCaseFixtures.coordinate(52.3680, 4.9000)]
        let fitted = try #require(MapViewport.fitting([place] + articles))
        #expect(fitted.width == 10_000 && fitted.level == MapViewport.widths.firstIndex(of: 10_000))
        #expect(abs(fitted.centre.longitude - (4.8339 + 4.9000) / 2) < 0.001 && abs(fitted.centre.latitude - (52.3547 + 52.3731) / 2) < 0.001)
        for point in [place] + articles {
            #expect(fitted.shows(point, margin: MapViewport.keptMargin), "\(point)")
        }
        // Only the articles: a narrower view around them, not around the place.
        let articlesOnly = try #require(MapViewport.fitting(articles))
        #expect(articlesOnly.width == 2_000 && !articlesOnly.shows(place))
        // One point, or points a metre apart: the narrowest step; none: no view.
        #expect(MapViewport.fitting([place])?.width == MapViewport.widths[0])
        #expect(MapViewport.fitting([]) == nil)
        // Points half a world apart: the world.
        let far = try #require(MapViewport.fitting([place, UseCaseFixtures.coordinate(-33.9, 151.2)]))
        #expect(far.width == nil && far.level == MapViewport.levels.upperBound)
        // Across the antimeridian the box is the short way round.
        let dateLine = try #require(MapViewport.fitting([UseCaseFixtures.coordinate(0, 179.99), UseCaseFixtures.coordinate(0, -179.99)]))
        #expect(dateLine.width == 5_000 && abs(abs(dateLine.centre.longitude) - 180) < 0.001)
    }

    @Test("keeping a point in view: the same viewport while it is well inside, else the same width centred on it")
    func keeping() {
        let dam = UseCaseFixtures.coordinate(52.3731, 4.8926)
        let view = MapViewport(centre: dam, width: 1_000)
        let inside = UseCaseFixtures.coordinate(52.3740, 4.8940)
        #expect(view.shows(inside, margin: MapViewport.keptMargin) && view.keeping(inside) == view)
        // 480 m east: on the map, but within a twentieth of the width of its edge.
        let edge = UseCaseFixtures.coordinate(52.3731, 4.8997)
        #expect(view.shows(edge) && !view.shows(edge, margin: MapViewport.keptMargin))
        #expect(view.keeping(edge) == MapViewport(centre: edge, width: 1_000))
        let far = UseCaseFixtures.coordinate(52.40, 4.95)
        #expect(!view.shows(far) && view.keeping(far).centre == far && view.keeping(far).width == 1_000)
        // The world map shows every point.
        let world = MapViewport(centre: dam, width: nil)
        #expect(world.shows(far) && world.keeping(far) == world)
    }
}
