import Foundation
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// A second front end in miniature: a few lines that drive the list's, the articles' and the explorer's view models
/// with no App code (this file imports Domain, Presentation and the test doubles only) and print what a screen would
/// show. Every sentence printed must make sense on any front end: none names an option, a command to type, a key or
/// the terminal (the same rules `ArchitectureTests` holds Presentation's sources to).
@MainActor
@Suite struct MiniFrontEndTests {
    nonisolated static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// The front end: what it printed, line by line.
    final class Screen {
        var lines: [String] = []
        func show(_ line: String) { lines.append(line) }
    }

    static func location(_ name: String?, _ latitude: Double, _ longitude: Double) throws -> Location {
        Location(name: name, coordinate: try Coordinate(latitude: latitude, longitude: longitude), origin: .feed)
    }

    @Test("the list, the articles and the explorer, shown by a front end that is not a command line, in both languages",
          arguments: [Language.english, .dutch])
    func frontEnd(language: Language) async throws {
        let screen = Screen()
        let feed = [try Self.location("Amsterdam", 52.3547498, 4.8339215), try Self.location(nil, 40.4380638, -3.7495758)]
        let opener = RecordingOpener()
        let recent = InMemoryRecentArticlesRepository()
        let dam = Place(coordinate: try Coordinate(latitude: 52.3731, longitude: 4.8926), name: "Dam", origin: .coordinates)
        let square = Article(pageID: 3, title: "Dam Square", description: "Town square",
                             coordinate: try Coordinate(latitude: 52.37306, longitude: 4.89306), url: "https://en.wikipedia.org/wiki/Dam_Square")
        let wiki = ScriptedWiki(
            nearby: .success(ArticleAnswer(value: [square])),
            summaries: ["Dam Square": ArticleAnswer(value: ArticleSummary(title: "Dam Square", description: "Town square",
                        extract: "The square of Amsterdam.", coordinate: square.coordinate, url: square.url, pageID: 3))]
        )
        let gazetteer = ListGazetteer([try .test("Amsterdam", 52.37403, 4.88969, population: 741_636, country: "NL")])

        // The list: load, every row, a search, adding and removing a location of one's own.
        let locations = LocationsViewModel(
            feed: InMemoryLocationRepository(feed), custom: InMemoryCustomLocationRepository(), files: InMemoryLocationFiles(),
            opener: opener.opener, sourceName: "the feed", language: language, now: { Self.now }, gazetteer: gazetteer
        )
        await locations.load()
        for row in locations.rows(matching: "") { screen.show("\(row.number). \(row.title) — \(row.spokenCoordinates)") }
        screen.show(locations.noMatch("Atlantis"))
        let added = try await locations.add(Self.location("Home", 52.1, 5.1)).get()
        screen.show(added.confirmation)
        let removed = try await locations.remove(number: added.row.number).get()
        screen.show(removed.confirmation)
        #expect(removed.canUndo, "that it can be undone is a typed value: a button, here")
        guard case .opened(_, let message) = await locations.open(dam, title: "Dam", style: .latLon) else {
            Issue.record("Dam was not opened")
            return
        }
        screen.show(message)

        // The articles around Dam, one summary, and an article reference before any list.
        let articles = ArticlesViewModel(site: .english, repository: { _ in wiki }, recent: recent, opener: opener.opener,
                                         language: language, now: { Self.now })
        guard case .loaded(let nearby) = await articles.loadNearby(around: dam, query: try #require(NearbyQuery(centre: dam.coordinate, radius: 1_000, limit: 10))) else {
            Issue.record("the articles around Dam were not loaded")
            return
        }
        screen.show(nearby.heading)
        for row in nearby.rows { screen.show(row.sentence) }
        let target = try await articles.target(for: "Dam Square").get()
        guard case .loaded(let card) = await articles.loadCard(for: target) else {
            Issue.record("the summary of Dam Square was not loaded")
            return
        }
        screen.show(card.extract)
        let empty = ArticlesViewModel(site: .english, repository: { _ in wiki }, recent: InMemoryRecentArticlesRepository(),
                                      opener: opener.opener, language: language, now: { Self.now })
        guard case .failure(let failure) = await empty.target(for: "@2") else {
            Issue.record("@2 with no list of articles was found")
            return
        }
        screen.show(failure.message)
        #expect(failure.next != nil, "what to do next is a typed value, worded by each front end")

        // The explorer: its commands, the words for its actions, and what it says after each.
        let explorer = ExplorerViewModel(
            centre: dam, articles: articles,
            lookup: PlaceLookupViewModel(resolve: ResolvePlace(gazetteer: gazetteer, recent: recent), list: locations, gazetteer: gazetteer),
            locations: locations, maps: MapMaker(landMask: nil, gazetteer: gazetteer, language: language),
            feed: InMemoryLocationRepository(feed)
        )
        await explorer.start()
        for key in explorer.keys { screen.show("[\(key.label)] \(key.sentence)") }
        _ = explorer.perform(.pan(east: 2, north: 0))
        #expect(explorer.hint == .searchHere, "after a move, the explorer suggests searching here, as a typed value")
        screen.show(explorer.picture(columns: 40, rows: 12).title)
        await explorer.perform(.open)
        #expect(explorer.status?.message == .nothingSelected, "opening with nothing selected says so, as a typed value")
        _ = explorer.perform(.selectNext)
        screen.show(explorer.selectedRow?.sentence ?? "")

        #expect(screen.lines.count >= 20, "\(screen.lines)")
        #expect(screen.lines.allSatisfy { !$0.isEmpty }, "\(screen.lines)")
        for violation in ArchitectureTests.sentenceViolations(screen.lines) { Issue.record("\(violation)") }
    }
}
