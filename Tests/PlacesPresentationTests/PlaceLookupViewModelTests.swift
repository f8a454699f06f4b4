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
            feed: InMemoryLocationRepository(LocationsViewModelTests.feed), custom: InMemoryCustomLocationRepository(),
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
        guard case .found(let copenhagen, nil) = await lookup.lookUp(["copenhagen"], accepting: .all, catalog: { catalog }) else {
            Issue.record("copenhagen")
            return
        }
        #expect(copenhagen.number == 3)
        guard case .found(_, let note?) = await lookup.lookUp(["kyoto"], accepting: .all, catalog: { catalog }) else {
            Issue.record("kyoto")
            return
        }
        #expect(note == PlaceText.fromGazetteer(place: "Kyoto, JP").english)
    }

    @Test("namesakes are a choice: the question with the total, a row each, a hint naming the first")
    func choice() async throws {
        let (lookup, list) = try await lookup()
        let catalog = list.catalog
        guard case .choose(let choice) = await lookup.lookUp(["springfield"], accepting: .all, catalog: { catalog }) else {
            Issue.record("springfield")
            return
        }
        #expect(choice.question == PlaceText.couldBe("springfield", count: 2).english)
        #expect(choice.rows.map(\.population) == ["155,929", "114,394"])
        #expect(choice.hint == PlaceText.narrowDown(example: "springfield, US").english)
        #expect(choice.unlisted == 0)
    }

    @Test("several list locations, no such number, nothing found with suggestions and why it is not coordinates")
    func failures() async throws {
        let (lookup, list) = try await lookup()
        let catalog = list.catalog
        guard case .severalLocations(let message, let rows) = await lookup.lookUp(["m"], accepting: .all, catalog: { catalog }) else {
            Issue.record("m")
            return
        }
        #expect(message == LocationText.matchesSeveral("m", count: 2).english && rows.map(\.number) == [1, 2])
        guard case .failed(let noNumber) = await lookup.lookUp(["9"], accepting: .all, catalog: { catalog }) else { return }
        #expect(noNumber == LocationText.noSuchNumber("9", last: 4).english)
        guard case .failed(let notFound) = await lookup.lookUp(["amstredam"], accepting: .all, catalog: { catalog }) else { return }
        #expect(notFound == PlaceText.nothingMatches("amstredam").english + " " + LocationText.didYouMean(names: ["Amsterdam"]).english)
        guard case .failed(let almost) = await lookup.lookUp(["52.1", "x"], accepting: .all, catalog: { catalog }) else { return }
        #expect(almost == PlaceText.nothingMatches("52.1 x").english + "\n" + InputText.textUnexpected("x").english)
        guard case .failed(let listOnly) = await lookup.lookUp(["zz"], accepting: .locations, catalog: { catalog }) else { return }
        #expect(listOnly == LocationText.noMatch("zz").english)
    }
}
