import Foundation
import PlacesDomain
import PlacesTestSupport
import Synchronization
import Testing

@Suite struct FindNearbyArticlesTests {
    let dam = Place(coordinate: UseCaseFixtures.coordinate(52.3731, 4.8926), name: "Dam", origin: .coordinates)
    let articles = [
        Article(pageID: 1, title: "Royal Palace", description: nil, coordinate: UseCaseFixtures.coordinate(52.37306, 4.89139), url: "u1"),
        Article(pageID: 2, title: "Kalverstraat", description: nil, coordinate: nil, url: "u2"),
        Article(pageID: 3, title: "Dam Square", description: nil, coordinate: UseCaseFixtures.coordinate(52.37306, 4.89306), url: "u3"),
        Article(pageID: 4, title: "Far away", description: nil, coordinate: UseCaseFixtures.coordinate(52.5, 4.9), url: "u4"),
    ]

    private func query(radius: Int = 1_000, limit: Int = 20) throws -> NearbyQuery {
        try #require(NearbyQuery(centre: dam.coordinate, radius: radius, limit: limit))
    }

    // The one place the ranking and the radius are stated: the layers above test their words and rendering.
    @Test("nearest first, equal distances in the wiki's order, unplaced last; beyond the radius left out and counted; the list remembered")
    func ranks() async throws {
        let recent = InMemoryRecentArticlesRepository()
        let twin = Article(pageID: 5, title: "Dam Square's twin", description: nil, coordinate: UseCaseFixtures.coordinate(52.37306, 4.89306), url: "u5")
        let find = FindNearbyArticles(articles: { _ in ScriptedWiki(nearby: .success(ArticleAnswer(value: articles + [twin]))) }, recent: recent)
        let found = try await find(around: dam, query: try query(), on: .english)
        #expect(found.ranked.map(\.article.title) == ["Dam Square", "Dam Square's twin", "Royal Palace", "Kalverstraat"])
        #expect(found.ranked.last?.distance == nil && found.ranked.last?.bearing == nil)
        #expect(found.beyondRadius == 1)
        #expect(found.list.articles.map(\.title) == ["Dam Square", "Dam Square's twin", "Royal Palace", "Kalverstraat"])
        #expect(found.list.label == "Dam" && found.list.centre == dam.coordinate)
        #expect(await recent.loadRecent() == found.list)
        #expect(await find.lastPlace()?.name == "Dam")
    }

    @Test("at most the limit, after ranking")
    func limits() async throws {
        let find = FindNearbyArticles(articles: { _ in ScriptedWiki(nearby: .success(ArticleAnswer(value: articles))) }, recent: InMemoryRecentArticlesRepository())
        let found = try await find(around: dam, query: try query(limit: 1), on: .english)
        #expect(found.ranked.map(\.article.title) == ["Dam Square"])
    }

    @Test("a list that cannot be kept is still found, and the reason is given")
    func notRemembered() async throws {
        struct Forgetful: RecentArticlesRepository {
            func loadRecent() async -> ArticleList? { nil }
            func saveRecent(_ list: ArticleList) async throws(RecentArticlesFailure) { throw .noFolder }
        }
        let find = FindNearbyArticles(articles: { _ in ScriptedWiki(nearby: .success(ArticleAnswer(value: articles))) }, recent: Forgetful())
        let found = try await find(around: dam, query: try query(), on: .english)
        #expect(found.rememberFailure == .noFolder)
        #expect(found.ranked.count == 3)
    }

    @Test("a saved answer says when and why; the wiki's failure is the failure")
    func savedAndFailed() async throws {
        let saved = Date(timeIntervalSince1970: 1_000)
        let answer = ArticleAnswer(value: articles, savedAt: saved, failure: .unreachable(host: "en.wikipedia.org"))
        let find = FindNearbyArticles(articles: { _ in ScriptedWiki(nearby: .success(answer)) }, recent: InMemoryRecentArticlesRepository())
        let found = try await find(around: dam, query: try query(), on: .english)
        #expect(found.savedAt == saved && found.savedBecause == .unreachable(host: "en.wikipedia.org"))
        let failing = FindNearbyArticles(articles: { _ in ScriptedWiki(nearby: .failure(.httpStatus(500))) }, recent: InMemoryRecentArticlesRepository())
        await #expect(throws: ArticleFailure.httpStatus(500)) { try await failing(around: dam, query: try query(), on: .english) }
    }

    @Test("the wiki asked is the one given")
    func site() async throws {
        let nl = try #require(WikipediaSite(language: "nl"))
        let wiki = ScriptedWiki()
        let asked = Mutex<[WikipediaSite]>([])
        let find = FindNearbyArticles(articles: { site in asked.withLock { $0.append(site) }; return wiki }, recent: InMemoryRecentArticlesRepository())
        _ = try await find(around: dam, query: try query(), on: nl)
        #expect(asked.withLock { $0 } == [nl])
        #expect(wiki.questions.count == 1)
    }
}
