import PlacesDomain
import PlacesTestSupport
import Testing

@Suite struct ResolvePlaceTests {
    let gazetteer: ListGazetteer
    let articles: ArticleList

    init() throws {
        gazetteer = ListGazetteer([
            try .test("Kyoto", 35.02107, 135.75385, population: 1_459_640, country: "JP"),
            try .test("Springfield", 39.80172, -89.64371, population: 114_394, country: "US"),
            try .test("Springfield", 42.10148, -72.58981, population: 155_929, country: "US"),
        ])
        articles = ArticleList(site: .english, centre: UseCaseFixtures.coordinate(52.3731, 4.8926), label: "Dam Square", articles: [
            Article(pageID: 1, title: "Dam Square", description: nil, coordinate: UseCaseFixtures.coordinate(52.37306, 4.89306), url: "https://en.wikipedia.org/wiki/Dam_Square"),
            Article(pageID: 2, title: "Kalverstraat", description: nil, coordinate: nil, url: "https://en.wikipedia.org/wiki/Kalverstraat"),
        ])
    }

    private func resolve(
        _ words: [String],
        _ kinds: PlaceKinds = .all,
        recent: ArticleList? = nil,
        catalog: LocationCatalog? = LocationCatalog(feed: UseCaseFixtures.feed)
    ) async -> PlaceResolution {
        await ResolvePlace(gazetteer: gazetteer, recent: InMemoryRecentArticlesRepository(recent))(words, accepting: kinds, catalog: catalog)
    }

    private func needsList(_ words: [String], _ kinds: PlaceKinds = .all) -> Bool {
        ResolvePlace(gazetteer: gazetteer, recent: InMemoryRecentArticlesRepository()).needsList(words, accepting: kinds)
    }

    @Test("a number is a location of the list, and only that; #3 too")
    func numbers() async {
        #expect(await resolve(["3"]) == .found(Place(number: 3, location: UseCaseFixtures.feed[2])))
        #expect(await resolve(["#1"]) == .found(Place(number: 1, location: UseCaseFixtures.feed[0])))
        #expect(await resolve(["9"]) == .noSuchNumber(typed: "9", numbers: 1...4))
        #expect(await resolve(["99999999999999999999999"]) == .noSuchNumber(typed: "99999999999999999999999", numbers: 1...4))
        #expect(await resolve(["2"], catalog: nil) == .noSuchNumber(typed: "2", numbers: nil))
    }

    @Test("coordinates, with or without a name in front, need no list")
    func coordinates() async {
        let found = await resolve(["Dam", "52.3731", "4.8926"], catalog: nil)
        #expect(found == .found(Place(coordinate: UseCaseFixtures.coordinate(52.3731, 4.8926), name: "Dam", origin: .coordinates)))
        #expect(!needsList(["Dam", "52.3731", "4.8926"]))
    }

    @Test("a list name: exact or a single match is found; several are a question; none brings suggestions")
    func listNames() async {
        #expect(await resolve(["copenhagen"]) == .found(Place(number: 3, location: UseCaseFixtures.feed[2])))
        #expect(await resolve(["m"]) == .severalLocations(typed: "m", numbers: [1, 2]))
        #expect(await resolve(["amstredam"], .locations) == .notFound(typed: "amstredam", suggestions: [1], coordinateProblem: nil, searchedGazetteer: false, wikipedia: .notAsked))
    }

    @Test("a name the list lacks comes from the gazetteer; namesakes are a question with the total")
    func gazetteerNames() async {
        let kyoto = await resolve(["Kyoto"])
        guard case .found(let place) = kyoto, case .gazetteer(let found) = place.origin else {
            Issue.record("Kyoto: \(kyoto)")
            return
        }
        #expect(found.name == "Kyoto" && place.name == "Kyoto")
        guard case .severalPlaces(let typed, let places, let total) = await resolve(["springfield"]) else {
            Issue.record("springfield was not a question")
            return
        }
        #expect(typed == "springfield" && total == 2)
        #expect(places.map(\.place.population) == [155_929, 114_394])
        #expect(await resolve(["Qwxyzzy"]) == .notFound(typed: "Qwxyzzy", suggestions: [], coordinateProblem: nil, searchedGazetteer: true, wikipedia: .notAsked))
    }

    @Test("a gazetteer place is named as the person named it; a namesake chosen keeps what tells it from the others")
    func namedAsTyped() async throws {
        let hague = try GazetteerPlace.test("The Hague", 52.07667, 4.29861, population: 474_292, country: "NL")
        let resolve = ResolvePlace(gazetteer: ListGazetteer([hague], alternateNames: [("Den Haag", hague)]), recent: InMemoryRecentArticlesRepository())
        guard case .found(let place) = await resolve(["den", "haag"], accepting: .all, catalog: nil), case .gazetteer(let match) = place.origin else {
            Issue.record("den haag is not The Hague")
            return
        }
        #expect(place.name == "Den Haag" && match.place == hague && match.alternateName == "Den Haag")
        let missouri = try GazetteerPlace.test("Springfield", 37.21533, -93.29824, population: 169_176, country: "US", region: "Missouri")
        #expect(Place(namesake: GazetteerMatch(place: missouri, kind: .exact), language: "en").name == "Springfield, Missouri")
        let spain = Country(code: "ES", name: "Spain", localizedNames: ["nl": "Spanje"])
        let cordoba = try GazetteerPlace(rank: 0, name: "Córdoba", coordinate: Coordinate(latitude: 37.89155, longitude: -4.77275), population: 328_428, country: spain, regionName: nil)
        #expect(Place(namesake: GazetteerMatch(place: cordoba, kind: .exact), language: "nl").name == "Córdoba, Spanje")
        #expect(Place(namesake: GazetteerMatch(place: cordoba, kind: .exact), language: "en").name == "Córdoba, Spain")
    }

    @Test("words that almost are coordinates: not found, saying why they are not coordinates")
    func coordinateProblem() async {
        guard case .notFound(_, _, let problem?, _, _) = await resolve(["52.1", "x"]) else {
            Issue.record("52.1 x")
            return
        }
        #expect(problem == .unexpectedText("x"))
    }

    @Test("words that can only be coordinates but are not valid ones are that, not a name to look for")
    func invalidCoordinates() async {
        #expect(await resolve(["91", "0"]) == .invalidCoordinates(.latitudeOutOfRange(91)))
        #expect(await resolve(["91N", "0E"]) == .invalidCoordinates(.latitudeOutOfRange(91)))
        guard case .notFound = await resolve(["52.1", "x"]) else {
            Issue.record("52.1 x could be a name")
            return
        }
    }

    @Test("links: their place, the article-only link without one, and a rejected link's reason")
    func links() async {
        let link = "wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam"
        guard case .found(let place) = await resolve([link]), case .link = place.origin else {
            Issue.record("the link's place")
            return
        }
        #expect(place.name == "Amsterdam")
        #expect(await resolve(["wikipedia://places?lat=91&lon=0"]) == .rejectedLink(.latitudeOutOfRange("91")))
        guard case .linkWithoutPlace(let article) = await resolve(["wikipedia://places?WMFArticleURL=https://en.wikipedia.org/wiki/Foo"]) else {
            Issue.record("an article-only link")
            return
        }
        #expect(article.title == "Foo")
    }

    @Test("@N is an article of the last list: its place, or why not")
    func references() async {
        guard case .found(let place) = await resolve(["@1"], recent: articles), case .article(let target) = place.origin else {
            Issue.record("@1")
            return
        }
        #expect(place.name == "Dam Square" && target.number == 1)
        #expect(await resolve(["@2"], recent: articles) == .unusableReference(.unplaced(reference: "@2", title: "Kalverstraat")))
        #expect(await resolve(["@3"], recent: articles) == .unusableReference(.outOfRange(reference: "@3", count: 2)))
        #expect(await resolve(["@1000000000"], recent: articles) == .unusableReference(.outOfRange(reference: "@1000000000", count: 2)))
        #expect(await resolve(["@1"]) == .unusableReference(.noList(reference: "@1")))
    }

    @Test("a gazetteer place that is a location of the list under its own name is that location")
    func listLocationFirst() async throws {
        let gazetteer = ListGazetteer([try .test("Copenhagen", 55.67594, 12.56553, population: 1_153_615, country: "DK")])
        let resolve = ResolvePlace(gazetteer: gazetteer, recent: InMemoryRecentArticlesRepository())
        let catalog = LocationCatalog(feed: UseCaseFixtures.feed)
        #expect(await resolve(["Copenhagen"], accepting: .gazetteer, catalog: catalog) == .found(Place(number: 3, location: UseCaseFixtures.feed[2])))
        guard case .found(let place) = await resolve(["Copenhagen"], accepting: .gazetteer, catalog: nil), case .gazetteer = place.origin else {
            Issue.record("without the list, the gazetteer's")
            return
        }
    }

    @Test("only the kinds a command takes are tried: remove never reaches the gazetteer")
    func kinds() async {
        #expect(await resolve(["Kyoto"], .locations) == .notFound(typed: "Kyoto", suggestions: [], coordinateProblem: nil, searchedGazetteer: false, wikipedia: .notAsked))
        guard case .found = await resolve(["Kyoto"], .gazetteer) else {
            Issue.record("Kyoto from the gazetteer")
            return
        }
        guard case .notFound = await resolve(["52.3731", "4.8926"], .named) else {
            Issue.record("open does not take coordinates")
            return
        }
    }

    @Test("the list is needed only for words that may name a location of it, or a gazetteer place it may hold")
    func listNeeded() {
        #expect(needsList(["3"]) && needsList(["#3"]) && needsList(["amsterdam"]) && needsList(["x"], .locations))
        #expect(needsList(["Kyoto"], .gazetteer), "a gazetteer place may be a location of the list under its own name")
        #expect(needsList(["52.3731", "4.8926"], .named), "open takes no coordinates: they are a name to look for")
        #expect(!needsList(["Dam", "52.3731", "4.8926"]))
        #expect(!needsList(["91", "0"]), "coordinates out of range are said to be so, without the list")
        #expect(!needsList(["@2"]))
        #expect(!needsList(["https://en.wikipedia.org/wiki/Dam_Square"]))
        #expect(!needsList(["wikipedia://places?lat=1&lon=2"]))
        #expect(!needsList(["amsterdam"], [.articleReferences, .wikipedia]))
    }
}
