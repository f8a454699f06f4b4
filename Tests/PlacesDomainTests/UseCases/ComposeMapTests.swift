import PlacesDomain
import Testing

@Suite struct ComposeMapTests {
    let catalog = LocationCatalog(feed: UseCaseFixtures.feed)

    @Test("the world: the locations given, in order, on an equirectangular frame four columns to a row")
    func world() {
        let plan = ComposeMap()(.world(numbers: [3, 1], catalog: catalog), columns: 80, rows: nil)
        #expect(plan.frame.projection == .world && plan.frame.columns == 80 && plan.frame.rows == 20)
        #expect(plan.pins.map(\.pin.reference) == [.location(3), .location(1)])
        #expect(plan.centre == nil && plan.centreCell == nil)
        #expect(plan.pins.allSatisfy { if case .cell = $0.placement { true } else { false } })
    }

    @Test("a region: centred on the place, reaching past the third-nearest location up to 2,500 km, far ones off the map")
    func region() throws {
        let amsterdam = Place(number: 1, location: UseCaseFixtures.feed[0])
        let plan = ComposeMap()(.region(around: amsterdam, catalog: catalog), columns: 80, rows: nil)
        #expect(plan.centre == amsterdam)
        #expect(plan.frame.columns == 80 && plan.frame.rows == 40)
        let width = try #require(plan.frame.widthMetres)
        // The third-nearest other location is Mumbai, 6,852 km away: the reach stops at 2,500 km each side.
        #expect(width == 5_000_000)
        #expect(plan.pins.first { $0.pin.reference == .location(2) }?.placement == .offMap)
        #expect(plan.pins.first?.pin.reference == .location(1))
        #expect(plan.centreCell == nil, "Amsterdam's own pin is at the centre")
    }

    @Test("a region's reach: at least 25 km, at most 2,500 km, 100 km when there is nothing else")
    func reach() {
        let centre = UseCaseFixtures.coordinate(0, 0)
        #expect(ComposeMap.halfWidth(around: centre, others: []) == 100_000)
        #expect(ComposeMap.halfWidth(around: centre, others: [UseCaseFixtures.coordinate(0, 0.01)]) == 25_000)
        #expect(ComposeMap.halfWidth(around: centre, others: [UseCaseFixtures.coordinate(0, 170)]) == 2_500_000)
    }

    @Test("the articles of a list: around its place, reaching a little past the farthest, pins under another noted")
    func articles() {
        let centre = UseCaseFixtures.coordinate(52.3731, 4.8926)
        let list = ArticleList(site: .english, centre: centre, label: "Dam", articles: [
            Article(pageID: 1, title: "A", description: nil, coordinate: UseCaseFixtures.coordinate(52.3731, 4.8927), url: "a"),
            Article(pageID: 2, title: "B", description: nil, coordinate: UseCaseFixtures.coordinate(52.3731, 4.8927), url: "b"),
            Article(pageID: 3, title: "C", description: nil, coordinate: nil, url: "c"),
        ])
        let plan = ComposeMap()(.articles(list), columns: 40, rows: nil)
        #expect(plan.centre?.name == "Dam")
        #expect(plan.pins.map(\.pin.reference) == [.article(1), .article(2)])
        #expect(plan.pins[1].placement == .underAnother)
        #expect((1_900...2_100).contains(plan.frame.widthMetres ?? 0), "1 km each side at least")
    }

    @Test("sizes follow the space: the world twice as wide as high in dots, a region square; at most 300 columns")
    func sizes() {
        #expect(ComposeMap.worldSize(columns: 80, rows: nil) == (80, 20))
        #expect(ComposeMap.worldSize(columns: 200, rows: 10) == (40, 10))
        #expect(ComposeMap.regionalSize(columns: 80, rows: 18) == (36, 18))
        #expect(ComposeMap.worldSize(columns: 1_000, rows: nil).columns == 300)
    }

    @Test("a low space never makes a map narrower than 20 columns (LINES of 1 to 10)")
    func lowSpace() {
        for rows in 1...10 {
            #expect(ComposeMap.regionalSize(columns: 80, rows: rows).columns >= ComposeMap.minimumColumns, "\(rows) rows")
            #expect(ComposeMap.worldSize(columns: 80, rows: rows).columns >= ComposeMap.minimumColumns, "\(rows) rows")
        }
        #expect(ComposeMap.regionalSize(columns: 12, rows: 3).columns == 12, "never wider than the space")
    }

    @Test("the scale bar spans what it says within a tenth, at least two cells, at most a third of the width, at every size and reach")
    func scale() {
        let centre = UseCaseFixtures.coordinate(52, 4)
        for columns in stride(from: 20, through: 300, by: 7) {
            for halfWidth in [1_000.0, 2_345, 25_000, 77_777, 500_000, 2_500_000] {
                let plan = ComposeMap().place([], on: .local(centre: centre, halfWidth: halfWidth, columns: columns, rows: columns / 2), centre: nil)
                guard let scale = plan.scale, let width = plan.frame.widthMetres else {
                    Issue.record("no scale at \(columns) columns, \(halfWidth) m")
                    continue
                }
                let spanned = Double(scale.cells) * width / Double(columns)
                #expect(abs(spanned - scale.metres) / scale.metres <= 0.1, "\(columns) columns, \(halfWidth) m: \(scale)")
                #expect(scale.cells >= 2 && scale.cells <= max(2, columns / 3))
                let digits = String(String(Int(scale.metres)).reversed().drop { $0 == "0" }.reversed())
                #expect(["1", "2", "25", "5"].contains(digits), "not round: \(scale.metres)")
            }
        }
    }
}
