import PlacesDomain
import Testing

/// The rules of the Places tab that need no network: bearings, compass points, ranking, ranges, wiki addresses.
@Suite struct ArticleRulesTests {
    @Test("bearings: the cardinal directions exactly, and London to Paris as published (148.1°)")
    func bearings() throws {
        let origin = try Coordinate(latitude: 0, longitude: 0)
        #expect(origin.bearing(to: try Coordinate(latitude: 10, longitude: 0)) == 0)
        #expect(abs(origin.bearing(to: try Coordinate(latitude: 0, longitude: 90)) - 90) < 1e-9)
        #expect(abs(origin.bearing(to: try Coordinate(latitude: -10, longitude: 0)) - 180) < 1e-9)
        #expect(abs(origin.bearing(to: try Coordinate(latitude: 0, longitude: -90)) - 270) < 1e-9)
        #expect(origin.bearing(to: origin) == 0)
        let london = try Coordinate(latitude: 51.5074, longitude: -0.1278)
        let paris = try Coordinate(latitude: 48.8566, longitude: 2.3522)
        #expect(abs(london.bearing(to: paris) - 148.1156) < 0.001)
        // Across the antimeridian: from Fiji east to Samoa, not west around the world.
        let fiji = try Coordinate(latitude: -17.7, longitude: 178)
        let samoa = try Coordinate(latitude: -13.8, longitude: -172)
        #expect((45.0...90.0).contains(fiji.bearing(to: samoa)))
    }

    @Test("every bearing lies in 0 ..< 360", arguments: [(-90.0, 0.0), (89.9, 179.9), (-45.5, -179.9), (12.3, 45.6)])
    func bearingRange(latitude: Double, longitude: Double) throws {
        let from = try Coordinate(latitude: latitude, longitude: longitude)
        for step in stride(from: -180.0, through: 180.0, by: 7.5) {
            let bearing = from.bearing(to: try Coordinate(latitude: (latitude + step / 3).clamped(), longitude: step))
            #expect(bearing >= 0 && bearing < 360)
        }
    }

    @Test("compass points cover 45° each, north from 337.5° to 22.5°", arguments: [
        (0.0, CompassPoint.north), (22.49, .north), (22.5, .northEast), (67.5, .east), (135, .southEast),
        (180, .south), (202.4, .south), (225, .southWest), (270, .west), (315, .northWest), (337.49, .northWest),
        (337.5, .north), (359.99, .north), (-45, .northWest), (720 + 90, .east),
    ])
    func compass(bearing: Double, point: CompassPoint) {
        #expect(CompassPoint(bearing: bearing) == point)
    }

    @Test("an article is within a query's radius up to a margin of 1 % and 10 m; one without coordinates always is")
    func admits() throws {
        let centre = try Coordinate(latitude: 0, longitude: 0)
        let query = try #require(NearbyQuery(centre: centre, radius: 1_000))
        func at(metresNorth metres: Double) throws -> NearbyArticle {
            // One degree of latitude is 111,195 m on the sphere `distance(to:)` uses.
            let article = Article(pageID: 1, title: "A", description: nil,
                                  coordinate: try Coordinate(latitude: metres / 111_195.08, longitude: 0), url: "u")
            return try #require(NearbyArticle.ranked([article], from: centre).first)
        }
        #expect(query.admits(try at(metresNorth: 0)))
        #expect(query.admits(try at(metresNorth: 1_000)))
        #expect(query.admits(try at(metresNorth: 1_019)))
        #expect(!query.admits(try at(metresNorth: 1_021)))
        #expect(!query.admits(try at(metresNorth: 9_000_000)))
        let unplaced = NearbyArticle.ranked([Article(pageID: 2, title: "B", description: nil, coordinate: nil, url: "u")], from: centre)
        #expect(query.admits(try #require(unplaced.first)))
    }

    @Test("a query is only made within the ranges the geosearch accepts")
    func queryRanges() throws {
        let centre = try Coordinate(latitude: 0, longitude: 0)
        #expect(NearbyQuery(centre: centre) != nil)
        #expect(NearbyQuery(centre: centre, radius: 10, limit: 1) != nil)
        #expect(NearbyQuery(centre: centre, radius: 10_000, limit: 500) != nil)
        #expect(NearbyQuery(centre: centre, radius: 9) == nil)
        #expect(NearbyQuery(centre: centre, radius: 10_001) == nil)
        #expect(NearbyQuery(centre: centre, limit: 0) == nil)
        #expect(NearbyQuery(centre: centre, limit: 501) == nil)
    }

    @Test("a wiki's own Nearby page, on any wiki: the web fallback's form under its base")
    func nearbyPage() throws {
        let coordinate = try Coordinate(latitude: -33.8688197, longitude: 151.2092955)
        #expect(WikipediaSite(language: "nl")?.nearbyPage(around: coordinate) == "https://nl.wikipedia.org/wiki/Special:Nearby#/coord/-33.8688197,151.2092955")
        #expect(WikipediaSite(language: "en")?.nearbyPage(around: coordinate) == PlacesLink.webFallback(for: coordinate))
    }

    @Test("a wiki by language code: two or three letters, hyphenated parts, or simple")
    func languages() {
        #expect(WikipediaSite(language: "nl")?.base == "https://nl.wikipedia.org")
        #expect(WikipediaSite(language: "zh-min-nan")?.host == "zh-min-nan.wikipedia.org")
        for good in ["simple", "ceb", "be-tarask", "nds-nl"] {
            #expect(WikipediaSite(language: good) != nil, "\(good)")
        }
        for bad in ["", "e", "EN", "english", "en.evil.com", "en/../x", "-en", "en-", "1en", "en wiki", "ñ", "zh--x", "en-toolongpart"] {
            #expect(WikipediaSite(language: bad) == nil, "\(bad)")
        }
    }

    @Test("a wiki by address: http or https with a host; a trailing slash is dropped")
    func addresses() {
        #expect(WikipediaSite(base: "https://wiki.example.org/")?.base == "https://wiki.example.org")
        #expect(WikipediaSite(base: "http://127.0.0.1:8080/wiki/test")?.host == "127.0.0.1:8080")
        for bad in ["ftp://x.org", "https://", "https:///path", "wiki.example.org", "https://x.org/?q=1", "https://x.org/#a", "https://x .org"] {
            #expect(WikipediaSite(base: bad) == nil, "\(bad)")
        }
    }

    @Test("the wiki an article's address belongs to")
    func articleSites() {
        #expect(WikipediaSite(articleURL: "https://nl.wikipedia.org/wiki/Dam_(Amsterdam)")?.base == "https://nl.wikipedia.org")
        #expect(WikipediaSite(articleURL: "http://en.m.wikipedia.org/wiki/Dam_Square")?.base == "https://en.wikipedia.org")
        #expect(WikipediaSite(articleURL: "https://EN.Wikipedia.org/wiki/X")?.base == "https://en.wikipedia.org")
        for bad in ["https://wikipedia.org/wiki/X", "https://en.wikipedia.org.evil.com/wiki/X", "https://evil.com/wiki/X",
                    "https://a.b.wikipedia.org/wiki/X", "en.wikipedia.org/wiki/X"] {
            #expect(WikipediaSite(articleURL: bad) == nil, "\(bad)")
        }
    }

    @Test("article addresses keep / and :, the REST path component encodes everything reserved")
    func titles() throws {
        let site = try #require(WikipediaSite(language: "en"))
        #expect(site.articleURL(title: "AC/DC") == "https://en.wikipedia.org/wiki/AC/DC")
        #expect(site.articleURL(title: "Nieuwe Kerk (Amsterdam)") == "https://en.wikipedia.org/wiki/Nieuwe_Kerk_%28Amsterdam%29")
        #expect(site.articleURL(title: "What? #1 & more") == "https://en.wikipedia.org/wiki/What%3F_%231_%26_more")
        #expect(WikipediaSite.pathComponent("AC/DC") == "AC%2FDC")
        #expect(WikipediaSite.pathComponent("São Paulo") == "S%C3%A3o_Paulo")
        #expect(WikipediaSite.pathComponent("Category:X") == "Category%3AX")
    }

    @Test("an article's blank description is none")
    func blankDescription() {
        #expect(Article(pageID: 1, title: "T", description: " \n ", coordinate: nil, url: "u").description == nil)
        #expect(ArticleSummary(title: "T", description: "", extract: "", coordinate: nil, url: "u", pageID: nil).description == nil)
    }
}

private extension Double {
    /// The value kept within latitudes.
    func clamped() -> Double { Swift.min(90, Swift.max(-90, self)) }
}
