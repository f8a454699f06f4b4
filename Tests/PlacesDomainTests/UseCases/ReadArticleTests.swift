import PlacesDomain
import PlacesTestSupport
import Testing

@Suite struct ReadArticleTests {
    let palace = Article(
        pageID: 1, title: "Royal Palace of Amsterdam", description: nil,
        coordinate: UseCaseFixtures.coordinate(52.37306, 4.89139), url: "https://en.wikipedia.org/wiki/Royal_Palace_of_Amsterdam"
    )

    private func reader(recent: ArticleList?, wiki: ScriptedWiki = ScriptedWiki()) -> ReadArticle {
        ReadArticle(articles: { _ in wiki }, recent: InMemoryRecentArticlesRepository(recent))
    }

    @Test("@N is an article of the last list on that list's wiki; anything else is a title, _ read as spaces")
    func targets() async throws {
        let nl = try #require(WikipediaSite(language: "nl"))
        let list = ArticleList(site: nl, centre: UseCaseFixtures.coordinate(52.3731, 4.8926), label: "Dam", articles: [palace])
        let read = reader(recent: list)
        let listed = try await read.target(for: "@1", site: .english).get()
        #expect(listed.site == nl && listed.number == 1 && listed.listed == palace && listed.reference == "@1")
        #expect(try await read.target(for: " Dam_Square ", site: .english).get() == ArticleTarget(title: "Dam Square", site: .english))
        #expect(await read.target(for: "@2", site: .english) == .failure(.outOfRange(reference: "@2", count: 1)))
        #expect(await reader(recent: nil).target(for: "@2", site: .english) == .failure(.noList(reference: "@2")))
        let empty = ArticleList(site: nl, centre: list.centre, label: nil, articles: [])
        #expect(await reader(recent: empty).target(for: "@1", site: .english) == .failure(.emptyList(reference: "@1")))
    }

    @Test("an article's address is that wiki's article; the wiki named (with its password) when it is the same one")
    func addresses() async throws {
        let read = reader(recent: nil)
        let nl = try #require(WikipediaSite(language: "nl"))
        #expect(try await read.target(for: "https://nl.wikipedia.org/wiki/Dam_(Amsterdam)", site: .english).get() == ArticleTarget(title: "Dam (Amsterdam)", site: nl))
        #expect(try await read.target(for: "wikipedia://en.wikipedia.org/wiki/Dam_Square", site: .english).get() == ArticleTarget(title: "Dam Square", site: .english))
        let withPassword = try #require(WikipediaSite(base: "https://me:secret@en.wikipedia.org"))
        let target = try await read.target(for: "https://en.wikipedia.org/wiki/Dam_Square", site: withPassword).get()
        #expect(target.title == "Dam Square" && target.site == withPassword)
        // An article's address on the wiki asked, wherever it is (a mirror, a test wiki).
        let mirror = try #require(WikipediaSite(base: "http://127.0.0.1:8080/wiki/amsterdam"))
        #expect(try await read.target(for: "http://127.0.0.1:8080/wiki/amsterdam/wiki/Dam_Square#History", site: mirror).get() == ArticleTarget(title: "Dam Square", site: mirror))
        // Not an address: a title, as before.
        #expect(try await read.target(for: "wiki/Dam_Square", site: .english).get().title == "wiki/Dam Square")
    }

    @Test("an article of the last list is placed from the list's place; a title alone is not")
    func fromPlace() async throws {
        let summary = ArticleSummary(title: palace.title, description: nil, extract: "…", coordinate: palace.coordinate, url: palace.url, pageID: 1)
        let wiki = ScriptedWiki(summaries: [palace.title: ArticleAnswer(value: summary)])
        let list = ArticleList(site: .english, centre: UseCaseFixtures.coordinate(52.3731, 4.8926), label: "Dam Square", articles: [palace])
        let read = reader(recent: list, wiki: wiki)
        let listed = try await read(try await read.target(for: "@1", site: .english).get())
        let bearing = try #require(listed.fromPlace)
        #expect((81...83).contains(bearing.metres))
        #expect(CompassPoint(bearing: bearing.degrees) == .west)
        #expect(bearing.place.name == "Dam Square")
        let titled = try await read(ArticleTarget(title: palace.title, site: .english))
        #expect(titled.fromPlace == nil)
        await #expect(throws: ArticleFailure.missingArticle(title: "Nope")) { try await read(ArticleTarget(title: "Nope", site: .english)) }
    }

    @Test("a last list that cannot be read is its own failure, with the reason, never 'no list yet'")
    func unreadableList() async throws {
        struct Unreadable: RecentArticlesRepository {
            func loadRecent() async throws(RecentArticlesFailure) -> ArticleList? { throw .corrupt(path: "/s/last-articles.json") }
            func saveRecent(_ list: ArticleList) async throws(RecentArticlesFailure) {}
        }
        let read = ReadArticle(articles: { _ in ScriptedWiki() }, recent: Unreadable())
        #expect(await read.target(for: "@1", site: .english)
            == .failure(.unreadableList(reference: "@1", failure: .corrupt(path: "/s/last-articles.json"))))
        #expect(try await read.target(for: "Dam", site: .english).get().title == "Dam", "a title needs no list")
    }

    @Test("a list kept without the wiki's password is asked with it when the same wiki is named with it")
    func listWithoutCredentials() async throws {
        let named = try #require(WikipediaSite(base: "http://user:secret@wiki.example"))
        let article = Article(pageID: 1, title: "Dam", description: nil, coordinate: nil, url: "http://wiki.example/wiki/Dam")
        let list = ArticleList(site: named.withoutCredentials, centre: UseCaseFixtures.coordinate(1, 2), label: nil, articles: [article])
        #expect(try await reader(recent: list).target(for: "@1", site: named).get().site == named)
        #expect(try await reader(recent: list).target(for: "@1", site: .english).get().site == named.withoutCredentials)
    }
}
