import Foundation
import PlacesDomain
@testable import PlacesPresentation
import PlacesTestSupport
import Testing

/// `find` in words: the heading, the rows, the notices. The rules (which articles, in which order, the fallback to
/// the articles' text) are tested on `FindArticles`.
@MainActor
@Suite struct ArticleSearchViewModelTests {
    typealias Fixture = ResolvePlaceWikipediaFixtures
    nonisolated static let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func model(_ wiki: ScriptedWiki, language: Language = .english) -> ArticleSearchViewModel {
        ArticleSearchViewModel(site: .english, search: { _ in wiki }, recent: InMemoryRecentArticlesRepository(), language: language, now: { Self.now })
    }

    private func loaded(_ state: FoundArticlesState) -> FoundArticleList? {
        if case .loaded(let list) = state { return list }
        Issue.record("expected a list, got \(state)")
        return nil
    }

    @Test("rows: references, coordinates, distance and direction from the place, and one sentence each")
    func rows() async throws {
        let rome = Place(coordinate: try Coordinate(latitude: 41.8933, longitude: 12.4829), name: "Rome", origin: .coordinates)
        let wiki = ScriptedWiki(titles: ["colosseum": [Fixture.colosseum, Fixture.band, Fixture.caesars]])
        guard let list = loaded(await model(wiki).find("colosseum", limit: 10, from: rome)) else { return }
        #expect(list.heading == SearchText.heading("colosseum", byText: false, place: "Rome (41.8933° N, 12.4829° E)").english)
        #expect(list.rows.map(\.reference) == ["@1", "@2"])
        let first = try #require(list.rows.first)
        #expect(first.coordinates == "41.8902° N, 12.4922° E")
        #expect(first.distance == "843 m" && first.direction == "SE")
        #expect(first.sentence == SearchText.plainRow(
            reference: "@1", title: "Colosseum", description: "Ancient amphitheatre in Rome, Italy",
            coordinates: "41.89 degrees north, 12.49 degrees east", distance: "843 metres", direction: "south-east"
        ).english)
        #expect(list.notices.map(\.kind) == [.unplaced])
        #expect(list.notices.first?.message == SearchText.unplacedCount(1).english)
    }

    @Test("no place: no distances; nothing found: the sentence that says so, in Dutch too")
    func nothing() async throws {
        let wiki = ScriptedWiki(titles: ["colosseum": [Fixture.colosseum]])
        guard let list = loaded(await model(wiki).find("colosseum", limit: 10, from: nil)) else { return }
        #expect(list.rows.first?.distance == nil && list.heading == SearchText.heading("colosseum", byText: false, place: nil).english)
        guard let none = loaded(await model(wiki, language: .dutch).find("qwxyzzy", limit: 10, from: nil)) else { return }
        #expect(none.rows.isEmpty && none.heading == SearchText.none("qwxyzzy").dutch)
    }

    @Test("a saved answer says its age and why; a failure is the wiki's sentence; a text too long is refused")
    func failures() async throws {
        let saved = ScriptedWiki { _ in
            .success(ArticleAnswer(value: [Fixture.colosseum], savedAt: Self.now - 3 * 3600, failure: .unreachable(host: "en.wikipedia.org")))
        }
        guard let list = loaded(await model(saved).find("colosseum", limit: 10, from: nil)) else { return }
        #expect(list.notices.map(\.kind) == [.savedAnswer])
        #expect(list.notices.first?.message.contains("3 hours") == true)
        let down = ScriptedWiki { _ in .failure(.unreachable(host: "en.wikipedia.org")) }
        guard case .failed(let message) = await model(down).find("colosseum", limit: 10, from: nil) else {
            Issue.record("a failure")
            return
        }
        #expect(message == MessageFormatter(language: .english).articleFailure(.unreachable(host: "en.wikipedia.org"), site: .english))
        let long = String(repeating: "x", count: ArticleSearchQuery.maximumLength + 1)
        guard case .failed(let tooLong) = await model(down).find(long, limit: 10, from: nil) else {
            Issue.record("too long")
            return
        }
        #expect(tooLong == SearchText.tooLong(Quoted(long), limit: ArticleSearchQuery.maximumLength).english)
        #expect(down.questions == ["titles colosseum"])
    }
}

/// Wikipedia's articles the Presentation tests share.
enum ResolvePlaceWikipediaFixtures {
    static func article(_ id: Int, _ title: String, _ description: String?, _ coordinate: (Double, Double)?) -> FoundArticle {
        FoundArticle(article: Article(
            pageID: id,
            title: title,
            description: description,
            coordinate: coordinate.flatMap { try? Coordinate(latitude: $0.0, longitude: $0.1) },
            url: "https://en.wikipedia.org/wiki/\(title.replacing(" ", with: "_"))"
        ))
    }

    static let colosseum = article(1, "Colosseum", "Ancient amphitheatre in Rome, Italy", (41.8902, 12.4922))
    static let caesars = article(2, "The Colosseum at Caesars Palace", "Concert venue in Las Vegas, Nevada", (36.1171, -115.1745))
    static let band = article(3, "Colosseum (band)", "English jazz-rock band", nil)
}
