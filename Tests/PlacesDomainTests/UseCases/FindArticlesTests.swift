import Foundation
import PlacesDomain
import PlacesTestSupport
import Testing

@Suite struct FindArticlesTests {
    typealias Fixture = ResolvePlaceWikipediaTests
    let rome = Place(coordinate: UseCaseFixtures.coordinate(41.8933, 12.4829), name: "Rome", origin: .coordinates)

    private func query(_ text: String) throws -> ArticleSearchQuery {
        try #require(ArticleSearchQuery(text: text))
    }

    @Test("the articles with coordinates in the wiki's order, the others counted, at most the limit, remembered")
    func titles() async throws {
        let recent = InMemoryRecentArticlesRepository()
        let wiki = ScriptedWiki(titles: ["colosseum": [Fixture.colosseum, Fixture.band, Fixture.caesars]])
        let found = try await FindArticles(search: wiki, recent: recent)(try query("colosseum"), limit: 1, from: rome)
        #expect(found.query.kind == .titles)
        #expect(found.found.map(\.article.title) == ["Colosseum"])
        #expect(found.notShown == 1 && found.unplaced == 1)
        let distance = try #require(found.found.first?.distance)
        #expect(abs(distance - rome.coordinate.distance(to: UseCaseFixtures.coordinate(41.8902, 12.4922))) < 0.001)
        #expect(found.list.search == "colosseum" && found.list.centre == rome.coordinate && found.list.label == "Rome")
        #expect(await recent.loadRecent() == found.list)
        #expect(wiki.questions == ["titles colosseum"])
    }

    @Test("no place to measure from: no distances, and the list has no centre")
    func noPlace() async throws {
        let wiki = ScriptedWiki(titles: ["colosseum": [Fixture.colosseum, Fixture.caesars]])
        let found = try await FindArticles(search: wiki, recent: InMemoryRecentArticlesRepository())(try query("colosseum"), limit: 10, from: nil)
        #expect(found.found.allSatisfy { $0.distance == nil && $0.bearing == nil })
        #expect(found.list.centre == nil && found.list.place == nil)
    }

    @Test("when no title with coordinates matches, the articles that mention the text are searched")
    func fallback() async throws {
        let wiki = ScriptedWiki { query in
            switch query.kind {
            case .titles: .success(ArticleAnswer(value: [Fixture.band]))
            case .text: .success(ArticleAnswer(value: [Fixture.caesars]))
            }
        }
        let found = try await FindArticles(search: wiki, recent: InMemoryRecentArticlesRepository())(try query("jazz rock"), limit: 10, from: nil)
        #expect(found.query.kind == .text)
        #expect(found.found.map(\.article.title) == ["Colosseum at Caesars Palace"])
        #expect(wiki.questions == ["titles jazz rock", "text jazz rock"])
    }

    @Test("a failed search of the text leaves the titles' answer, and says why")
    func fallbackFails() async throws {
        let wiki = ScriptedWiki { query in
            query.kind == .titles ? .success(ArticleAnswer(value: [])) : .failure(.timedOut(seconds: 15))
        }
        let found = try await FindArticles(search: wiki, recent: InMemoryRecentArticlesRepository())(try query("qwxyzzy"), limit: 10, from: nil)
        #expect(found.found.isEmpty && found.query.kind == .titles)
        #expect(found.fallbackFailure == .timedOut(seconds: 15))
    }

    @Test("a search that cannot be made at all is the failure; a saved answer stands in with its age")
    func failures() async throws {
        let down = ScriptedWiki { _ in .failure(.unreachable(host: "en.wikipedia.org")) }
        await #expect(throws: ArticleFailure.unreachable(host: "en.wikipedia.org")) {
            try await FindArticles(search: down, recent: InMemoryRecentArticlesRepository())(try query("colosseum"), limit: 10, from: nil)
        }
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let saved = ScriptedWiki { _ in
            .success(ArticleAnswer(value: [Fixture.colosseum], savedAt: savedAt, failure: .unreachable(host: "en.wikipedia.org")))
        }
        let found = try await FindArticles(search: saved, recent: InMemoryRecentArticlesRepository())(try query("colosseum"), limit: 10, from: nil)
        #expect(found.savedAt == savedAt && found.savedBecause == .unreachable(host: "en.wikipedia.org"))
    }

    @Test("a query is the text trimmed, its spaces one; blank or longer than the search takes is none")
    func queries() {
        #expect(ArticleSearchQuery(text: "  Dam \t  Square ")?.text == "Dam Square")
        #expect(ArticleSearchQuery(text: "   ") == nil)
        #expect(ArticleSearchQuery(text: String(repeating: "é", count: 301)) == nil)
        #expect(ArticleSearchQuery(text: String(repeating: "é", count: 300)) != nil)
    }
}
