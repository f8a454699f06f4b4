import Foundation
import PlacesDomain
import PlacesTestSupport
import Testing

/// The third resolver: Wikipedia's articles with coordinates, after the list and the gazetteer's exact names.
@Suite struct ResolvePlaceWikipediaTests {
    static func article(_ id: Int, _ title: String, _ description: String?, _ coordinate: (Double, Double)?) -> FoundArticle {
        FoundArticle(article: Article(
            pageID: id,
            title: title,
            description: description,
            coordinate: coordinate.map { UseCaseFixtures.coordinate($0.0, $0.1) },
            url: "https://en.wikipedia.org/wiki/\(title.replacing(" ", with: "_"))"
        ))
    }

    static let colosseum = article(1, "Colosseum", "Ancient amphitheatre in Rome", (41.8902, 12.4922))
    static let caesars = article(2, "Colosseum at Caesars Palace", "Concert venue in Las Vegas", (36.1171, -115.1745))
    static let band = article(3, "Colosseum (band)", "English jazz-rock band", nil)

    let gazetteer: ListGazetteer

    init() throws {
        gazetteer = ListGazetteer([
            try .test("Kyoto", 35.02107, 135.75385, population: 1_459_640, country: "JP"),
            try .test("Colosseum Heights", 10, 10, population: 1_200, country: "XX"),
        ])
    }

    private func resolve(
        _ words: [String],
        _ kinds: PlaceKinds = .all,
        wiki: ScriptedWiki
    ) async -> PlaceResolution {
        let resolve = ResolvePlace(gazetteer: gazetteer, recent: InMemoryRecentArticlesRepository(), wikipedia: wiki)
        let catalog = LocationCatalog(feed: UseCaseFixtures.feed)
        return await resolve(words, accepting: kinds, catalog: catalog)
    }

    @Test("the list and the gazetteer's exact names come first, and Wikipedia is not asked for them")
    func orderFirst() async {
        let wiki = ScriptedWiki(titles: ["Kyoto": [Self.colosseum]])
        guard case .found(let kyoto) = await resolve(["Kyoto"], wiki: wiki), case .gazetteer = kyoto.origin else {
            Issue.record("Kyoto is the gazetteer's")
            return
        }
        guard case .found(let copenhagen) = await resolve(["copenhagen"], wiki: wiki) else {
            Issue.record("copenhagen is the list's")
            return
        }
        #expect(copenhagen.number == 3)
        #expect(await resolve(["3"], wiki: wiki) == .found(Place(number: 3, location: UseCaseFixtures.feed[2])))
        #expect(wiki.questions.isEmpty)
    }

    @Test("an exact title is the place, from Wikipedia, even when a gazetteer name only begins with it")
    func exactTitle() async {
        let wiki = ScriptedWiki(titles: ["colosseum": [Self.colosseum, Self.caesars, Self.band]])
        guard case .found(let place) = await resolve(["colosseum"], wiki: wiki), case .wikipedia(let found) = place.origin else {
            Issue.record("the Colosseum from Wikipedia")
            return
        }
        #expect(place.name == "Colosseum" && place.coordinate == UseCaseFixtures.coordinate(41.8902, 12.4922))
        #expect(found.article.description == "Ancient amphitheatre in Rome" && found.savedAt == nil)
        #expect(found.target.title == "Colosseum")
        #expect(wiki.questions == ["titles colosseum"])
    }

    @Test("an article's address, web or app, is the place its article is about, asked of Wikipedia by its title only")
    func articleAddress() async {
        let wiki = ScriptedWiki(titles: ["Colosseum": [Self.colosseum, Self.caesars, Self.band]])
        for address in ["https://en.wikipedia.org/wiki/Colosseum", "https://en.m.wikipedia.org/wiki/Colosseum#History", "wikipedia://en.wikipedia.org/wiki/Colosseum"] {
            guard case .found(let place) = await resolve([address], wiki: wiki), case .wikipedia = place.origin else {
                Issue.record("the Colosseum from Wikipedia for \(address)")
                continue
            }
            #expect(place.name == "Colosseum" && place.coordinate == UseCaseFixtures.coordinate(41.8902, 12.4922))
        }
        #expect(wiki.questions == Array(repeating: "titles Colosseum", count: 3))
        // Special:Nearby is still the Places link it always was, and asks nothing.
        guard case .found = await resolve(["https://en.wikipedia.org/wiki/Special:Nearby#/coord/41.89,12.49"], wiki: wiki) else {
            Issue.record("Special:Nearby is a place")
            return
        }
        #expect(wiki.questions.count == 3)
    }

    @Test("a redirect's title is an exact title of the article it leads to")
    func redirect() async {
        let liberty = FoundArticle(
            article: Self.article(7, "Statue of Liberty", "Colossal statue in New York Harbor", (40.68925, -74.0445)).article,
            redirects: ["Liberty Enlightening the World"]
        )
        let wiki = ScriptedWiki(titles: ["liberty enlightening the world": [liberty]])
        guard case .found(let place) = await resolve(["liberty", "enlightening", "the", "world"], wiki: wiki) else {
            Issue.record("the redirect's article")
            return
        }
        #expect(place.name == "Statue of Liberty")
    }

    @Test("without an exact title, the gazetteer's partial matches and Wikipedia's articles are one question")
    func candidates() async {
        let wiki = ScriptedWiki(titles: ["colosseu": [Self.colosseum, Self.caesars, Self.band]])
        guard case .severalCandidates(let typed, let places, let articles, let total) = await resolve(["colosseu"], wiki: wiki) else {
            Issue.record("a question")
            return
        }
        #expect(typed == "colosseu" && total == 3)
        #expect(places.map(\.place.name) == ["Colosseum Heights"])
        // The band has no coordinates: not a place, not a candidate.
        #expect(articles.map(\.article.title) == ["Colosseum", "Colosseum at Caesars Palace"])
    }

    @Test("one article and nothing else is the place; several articles without an exact title are a question")
    func single() async {
        let one = ScriptedWiki(titles: ["caesars": [Self.caesars, Self.band]])
        guard case .found(let place) = await resolve(["caesars"], wiki: one) else {
            Issue.record("the only place")
            return
        }
        #expect(place.name == "Colosseum at Caesars Palace")
        let two = ScriptedWiki(titles: ["the col": [Self.colosseum, Self.caesars]])
        guard case .severalCandidates(_, let places, let articles, 2) = await resolve(["the", "col"], .named, wiki: two) else {
            Issue.record("two articles are a question")
            return
        }
        #expect(places.isEmpty && articles.map(\.article.pageID) == [1, 2])
    }

    @Test("articles without coordinates are not places: not found, naming them")
    func unplaced() async {
        let wiki = ScriptedWiki(titles: ["colosseum (band)": [Self.band]])
        let resolution = await resolve(["colosseum (band)"], wiki: wiki)
        #expect(resolution == .notFound(
            typed: "colosseum (band)", suggestions: [], coordinateProblem: nil, searchedGazetteer: true,
            wikipedia: .noPlace(unplaced: ["Colosseum (band)"])
        ))
    }

    @Test("a wiki that cannot be asked: the gazetteer's partial matches count as before, or not found saying why")
    func unavailable() async {
        let down = ScriptedWiki { _ in .failure(.unreachable(host: "en.wikipedia.org")) }
        guard case .found(let heights) = await resolve(["colosseum"], wiki: down), case .gazetteer = heights.origin else {
            Issue.record("the gazetteer's single partial match")
            return
        }
        #expect(await resolve(["Giethoorn"], wiki: down) == .notFound(
            typed: "Giethoorn", suggestions: [], coordinateProblem: nil, searchedGazetteer: true,
            wikipedia: .unavailable(.unreachable(host: "en.wikipedia.org"))
        ))
    }

    @Test("a saved answer is a place too, and says when it was saved and why")
    func saved() async {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let wiki = ScriptedWiki { _ in
            .success(ArticleAnswer(value: [Self.colosseum], savedAt: savedAt, failure: .timedOut(seconds: 15)))
        }
        guard case .found(let place) = await resolve(["Colosseum"], wiki: wiki), case .wikipedia(let found) = place.origin else {
            Issue.record("the saved Colosseum")
            return
        }
        #expect(found.savedAt == savedAt && found.savedBecause == .timedOut(seconds: 15))
    }

    @Test("a command that takes no Wikipedia article never asks, and neither does text no title could be")
    func notAsked() async {
        let wiki = ScriptedWiki(titles: ["colosseum": [Self.colosseum]])
        #expect(await resolve(["colosseum"], .locations, wiki: wiki) == .notFound(
            typed: "colosseum", suggestions: [], coordinateProblem: nil, searchedGazetteer: false, wikipedia: .notAsked
        ))
        let long = String(repeating: "x", count: WikipediaSite.maximumTitleBytes + 1)
        guard case .notFound(_, _, _, _, .noPlace(let unplaced)) = await resolve([long], wiki: wiki) else {
            Issue.record("too long for a title")
            return
        }
        #expect(unplaced.isEmpty)
        #expect(wiki.questions.isEmpty)
    }
}
