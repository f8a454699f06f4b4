import PlacesDomain
@testable import PlacesPresentation
import PlacesTestSupport
import Testing

/// What each resolution of typed words says. The resolution itself is tested on `ResolvePlace`.
@MainActor
@Suite struct PlaceLookupViewModelTests {
    private func lookup(language: Language = .english) async throws -> (PlaceLookupViewModel, LocationsViewModel) {
        let gazetteer = ListGazetteer([
            try .test("Kyoto", 35.02107, 135.75385, population: 1_459_640, country: "JP"),
            try .test("Springfield", 39.80172, -89.64371, population: 114_394, country: "US"),
            try .test("Springfield", 42.10148, -72.58981, population: 155_929, country: "US"),
        ])
        let list = LocationsViewModel(
            feed: InMemoryLocationRepository(LocationsViewModelTests.feed), custom: InMemoryCustomLocationRepository(), files: InMemoryLocationFiles(),
            opener: RecordingOpener().opener, sourceName: "feed", language: language
        )
        await list.load()
        let resolve = ResolvePlace(gazetteer: gazetteer, recent: InMemoryRecentArticlesRepository())
        return (PlaceLookupViewModel(resolve: resolve, list: list, gazetteer: gazetteer), list)
    }

    @Test("a place of the list is found quietly; a gazetteer place says where it came from")
    func found() async throws {
        let (lookup, list) = try await lookup()
        let catalog = list.catalog
        for typed in ["3", "#3"] {
            guard case .found(let copenhagen, nil) = await lookup.lookUp([typed], accepting: .all, catalog: catalog) else {
                Issue.record("\(typed)")
                return
            }
            #expect(copenhagen.number == 3)
        }
        guard case .found(_, let note?) = await lookup.lookUp(["kyoto"], accepting: .all, catalog: catalog) else {
            Issue.record("kyoto")
            return
        }
        #expect(note == PlaceText.fromGazetteer(place: "Kyoto, JP").english)
    }

    @Test("a name that is a location of the list can say which one, in English and Dutch; its number needs no saying")
    func listOrigin() async throws {
        for (language, sentence) in [(Language.english, "#3 Copenhagen, from the list."), (.dutch, "#3 Copenhagen, uit de lijst.")] {
            let (lookup, list) = try await lookup(language: language)
            guard case .found(let copenhagen, nil) = await lookup.lookUp(["copenhagen"], accepting: .all, catalog: list.catalog) else {
                Issue.record("copenhagen")
                return
            }
            #expect(lookup.whichLocation(copenhagen, typed: ["copenhagen"]) == sentence)
            #expect(lookup.whichLocation(copenhagen, typed: ["3"]) == nil && lookup.whichLocation(copenhagen, typed: ["#3"]) == nil)
            #expect(lookup.listOrigin(of: copenhagen) == sentence)
        }
        let (lookup, _) = try await lookup()
        let kyoto = Place(coordinate: try Coordinate(latitude: 35, longitude: 135), name: "Kyoto", origin: .coordinates)
        #expect(lookup.listOrigin(of: kyoto) == nil)
    }

    @Test("a search gives the list's matches, every number for nothing typed, and no note when the list matched")
    func search() async throws {
        let (lookup, list) = try await lookup()
        #expect(await lookup.search("COP", catalog: list.catalog) == ([3], nil))
        #expect(await lookup.search("", catalog: list.catalog).numbers == [1, 2, 3, 4])
        #expect(await lookup.search("nowhere", catalog: list.catalog) == ([], nil))
    }

    @Test("a pasted map link is a place named by the link; one that names none says why, in each language")
    func mapLinks() async throws {
        let (lookup, list) = try await lookup()
        guard case .found(let dam, nil) = await lookup.lookUp(["https://www.google.com/maps/place/Dam/@52.3731,4.8926,17z"], accepting: .all, catalog: list.catalog) else {
            Issue.record("a Google Maps place")
            return
        }
        #expect(dam.name == "Dam")
        #expect(dam.coordinate == (try Coordinate(latitude: 52.3731, longitude: 4.8926)))
        let said: [(String, String, Language)] = [
            ("https://goo.gl/maps/abc", "This Google Maps short link (goo.gl) has no coordinates in it; open it and copy the address with @.", .english),
            ("https://goo.gl/maps/abc", "Deze korte link van Google Maps (goo.gl) bevat geen coördinaten; open hem en kopieer het adres met @.", .dutch),
            ("https://www.google.com/maps/dir/A/B", "This Google Maps link gives directions, a route rather than one place: open the place itself and copy its address.", .english),
            ("geo:0,0?q=Dam+Square", "This geo: link searches for “Dam Square” and has no coordinates in it: give the name itself.", .english),
            ("https://www.openstreetmap.org/node/1", "This OpenStreetMap link shows no one place; open it, pick the place and copy the address with #map=.", .english),
            ("https://www.bing.com/maps?cp=91~4", "The coordinates in this Bing Maps link cannot be used. " + MessageFormatter(language: .english).coordinateText(.latitudeOutOfRange(91)), .english),
        ]
        for (link, sentence, language) in said {
            let (lookup, list) = try await self.lookup(language: language)
            guard case .invalid(let message) = await lookup.lookUp([link], accepting: .all, catalog: list.catalog) else {
                Issue.record("\(link) was not refused")
                continue
            }
            #expect(message == sentence)
        }
        // An unknown link lists the forms that work, and quotes the link within its bound.
        let long = "https://example.com/" + String(repeating: "x", count: 1_000)
        guard case .invalid(let message) = await lookup.lookUp([long], accepting: .all, catalog: list.catalog) else {
            Issue.record("an unknown link was not refused")
            return
        }
        #expect(message.contains("Google Maps (") && message.contains("OpenStreetMap (") && message.contains("Bing Maps (") && message.contains("geo:52.37,4.89"))
        #expect(message.count < 900, "the link is cut where it is quoted")
    }

    @Test("a search that finds nothing suggests the list's closest names, as a place not found does")
    func searchDidYouMean() async throws {
        let (lookup, list) = try await lookup()
        #expect(lookup.noMatch("amstredam", catalog: list.catalog) == "No location matches “amstredam”. Did you mean Amsterdam?")
        #expect(lookup.noMatch("zzzzzz", catalog: list.catalog) == "No location matches “zzzzzz”.")
    }

    @Test("a name given alone to add may be a gazetteer place, never a location already in the list")
    func placeForAdding() async throws {
        let (lookup, _) = try await lookup()
        guard case .found(let kyoto, _) = await lookup.placeForAdding("kyoto") else {
            Issue.record("kyoto")
            return
        }
        #expect(kyoto.number == nil && kyoto.name == "Kyoto")
        if case .found = await lookup.placeForAdding("copenhagen") { Issue.record("the list's copenhagen was offered to add") }
    }

    @Test("namesakes are a choice: the question with the total, a row each, a hint naming the first")
    func choice() async throws {
        let (lookup, list) = try await lookup()
        let catalog = list.catalog
        guard case .choose(let choice) = await lookup.lookUp(["springfield"], accepting: .all, catalog: catalog) else {
            Issue.record("springfield")
            return
        }
        #expect(choice.question == PlaceText.couldBe("springfield", count: 2).english)
        #expect(choice.rows.map { row -> String? in
            guard case .place(let place) = row else { return nil }
            return place.population
        } == ["155,929", "114,394"])
        #expect(choice.howToName == PlaceText.narrowDown(example: "springfield, US").english && choice.next == nil)
        #expect(choice.unlisted == 0)
    }

    @Test("several list locations, no such number, nothing found with suggestions and why it is not coordinates")
    func failures() async throws {
        let (lookup, list) = try await lookup()
        let catalog = list.catalog
        guard case .severalLocations(let message, let rows) = await lookup.lookUp(["m"], accepting: .all, catalog: catalog) else {
            Issue.record("m")
            return
        }
        #expect(message == LocationText.matchesSeveral("m", count: 2).english && rows.map(\.number) == [1, 2])
        let noNumber = try #require(failure(await lookup.lookUp(["9"], accepting: .all, catalog: catalog)))
        #expect(noNumber == LocationText.noSuchNumber("9", last: 4).english)
        let notFound = try #require(failure(await lookup.lookUp(["amstredam"], accepting: .all, catalog: catalog)))
        #expect(notFound == PlaceText.nothingMatches("amstredam").english + " " + LocationText.didYouMean(names: ["Amsterdam"]).english)
        let almost = try #require(failure(await lookup.lookUp(["52.1", "x"], accepting: .all, catalog: catalog)))
        #expect(almost == PlaceText.nothingMatches("52.1 x").english + "\n" + InputText.textUnexpected("x").english)
        let listOnly = try #require(failure(await lookup.lookUp(["zz"], accepting: .locations, catalog: catalog)))
        #expect(listOnly == LocationText.noMatch("zz").english)
    }
}

/// What Wikipedia's articles, as places, say: where a place came from, the candidates with their descriptions, and
/// where a name was looked for in vain.
@MainActor
@Suite struct PlaceLookupWikipediaTests {
    typealias Fixture = ResolvePlaceWikipediaFixtures

    private func lookup(_ wiki: ScriptedWiki, language: Language = .english) async -> (PlaceLookupViewModel, LocationCatalog?) {
        let list = LocationsViewModel(
            feed: InMemoryLocationRepository(LocationsViewModelTests.feed), custom: InMemoryCustomLocationRepository(), files: InMemoryLocationFiles(),
            opener: RecordingOpener().opener, sourceName: "feed", language: language
        )
        await list.load()
        let resolve = ResolvePlace(gazetteer: ListGazetteer([]), recent: InMemoryRecentArticlesRepository(), wikipedia: wiki)
        return (PlaceLookupViewModel(resolve: resolve, list: list, gazetteer: nil, now: { ArticlesViewModelTests.now }), list.catalog)
    }

    @Test("an article is a place that says it is from Wikipedia, with its description")
    func found() async {
        let (lookup, catalog) = await lookup(ScriptedWiki(titles: ["Colosseum": [Fixture.colosseum]]))
        guard case .found(let place, let note?) = await lookup.lookUp(["Colosseum"], accepting: .all, catalog: catalog) else {
            Issue.record("the Colosseum")
            return
        }
        #expect(place.name == "Colosseum")
        #expect(note == SearchText.fromWikipedia(title: "Colosseum", description: "Ancient amphitheatre in Rome, Italy").english)
    }

    @Test("candidates are one choice, each article with its description and coordinates")
    func choice() async {
        let (lookup, catalog) = await lookup(ScriptedWiki(titles: ["colos": [Fixture.colosseum, Fixture.caesars, Fixture.band]]))
        guard case .choose(let choice) = await lookup.lookUp(["colos"], accepting: .all, catalog: catalog) else {
            Issue.record("a choice")
            return
        }
        #expect(choice.question == PlaceText.couldBe("colos", count: 2).english)
        #expect(choice.values.map(\.name) == ["Colosseum", "The Colosseum at Caesars Palace"])
        #expect(choice.rows.map(\.sentence) == [
            SearchText.plainCandidate(
                title: "Colosseum", description: "Ancient amphitheatre in Rome, Italy",
                coordinates: FormatText.spokenPair(latitude: "41.89", south: false, longitude: "12.49", west: false).english
            ).english,
            SearchText.plainCandidate(
                title: "The Colosseum at Caesars Palace", description: "Concert venue in Las Vegas, Nevada",
                coordinates: FormatText.spokenPair(latitude: "36.12", south: false, longitude: "115.17", west: true).english
            ).english,
        ])
        #expect(choice.howToName == SearchText.narrowDown(example: "Colosseum").english && choice.next == .findThenReference)
    }

    @Test("nothing anywhere says where the name was looked for; pages without coordinates are named; offline says why")
    func nowhere() async throws {
        let (english, catalog) = await lookup(ScriptedWiki(titles: ["colosseum (band)": [Fixture.band]]))
        let band = try #require(failure(await english.lookUp(["colosseum (band)"], accepting: .all, catalog: catalog)))
        #expect(band == SearchText.nowhere("colosseum (band)", list: true, gazetteer: true, offline: false).english
            + "\n" + SearchText.unplaced(titles: ["Colosseum (band)"]).english)
        let (dutch, list) = await lookup(ScriptedWiki { _ in .failure(.unreachable(host: "nl.wikipedia.org")) }, language: .dutch)
        let lookedUp = await dutch.lookUp(["Giethoorn"], accepting: .all, catalog: list)
        guard case .unavailable(let offline) = lookedUp else {
            Issue.record("expected Wikipedia unavailable, got \(lookedUp)")
            return
        }
        #expect(offline.hasPrefix("De lijst, het ingebouwde plaatsenregister noch Wikipedia (dat niet gevraagd kon worden en geen bewaard antwoord heeft) heeft een plek die “Giethoorn” heet.\n"))
    }
}

/// The sentence of a lookup that failed; records the outcome and gives `nil` when it is anything else, so that a test
/// expecting a failure cannot pass on another outcome.
private func failure(_ lookup: PlaceLookup, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    if case .failed(let message, _) = lookup { return message }
    Issue.record("expected a failure, got \(lookup)", sourceLocation: sourceLocation)
    return nil
}
