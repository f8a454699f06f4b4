import Foundation
@testable import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// The wiki's search — the Places tab's search box — against the loopback server playing Wikipedia, through the
/// real libcurl transport: the request, the order, redirects, pages without coordinates, every failure, the cache.
@Suite struct WikipediaSearchTests {
    private let server: LoopbackHTTPServer
    private let folder: TemporaryDirectory
    private let transport = HTTPTransport.libcurl(
        limits: HTTPLimits(totalTimeout: 600, idleTimeout: 600, maximumBytes: 1 << 20, maximumRedirects: 2),
        userAgent: "places-tests/1.0 (loopback)"
    )

    init() throws {
        server = try LoopbackHTTPServer()
        folder = try TemporaryDirectory()
    }

    private func repository(_ scenario: String, cache: ArticleCache? = nil, deadline: Duration = .seconds(600)) -> WikipediaArticleRepository {
        WikipediaArticleRepository(site: server.wikipediaSite(scenario), transport: transport, cache: cache, deadline: deadline)
    }

    private func titles(_ text: String) throws -> ArticleSearchQuery {
        try #require(ArticleSearchQuery(text: text))
    }

    @Test("a search of titles asks the documented way, in one request, and keeps the wiki's order")
    func prefixSearch() async throws {
        let answer = try await repository("landmarks").articles(matching: try titles("Colosseum"))
        #expect(answer.savedAt == nil && answer.cutOff == nil)
        #expect(answer.value.map(\.article.title) == [
            "Colosseum", "Colosseum (disambiguation)", "The Colosseum at Caesars Palace", "Colosseum (band)", "Colosseum Kino",
            "Colosseum II", "Colosseum (Johannesburg)",
        ])
        let colosseum = try #require(answer.value.first)
        #expect(colosseum.article.description == "Ancient amphitheatre in Rome, Italy")
        #expect(colosseum.article.coordinate == (try Coordinate(latitude: 41.890278, longitude: 12.492222)))
        #expect(answer.value[3].article.coordinate == nil)
        #expect(answer.value[2].redirects == ["Colosseum at Caesars Palace"])
        #expect(answer.value[2].isNamed("colosseum at caesars palace") && !answer.value[2].isNamed("Colosseum"))
        #expect(server.receivedRequests == [
            "/wiki/landmarks/w/api.php?action=query&generator=prefixsearch&gpssearch=Colosseum&gpsnamespace=0&gpslimit=50"
                + "&prop=coordinates%7Cdescription&colimit=max&redirects=1&format=json&formatversion=2",
        ])
    }

    @Test("a search of the articles' text uses the full-text generator")
    func textSearch() async throws {
        let query = try #require(ArticleSearchQuery(text: "The Beatles", kind: .text))
        let answer = try await repository("landmarks").articles(matching: query)
        #expect(answer.value.prefix(3).map(\.article.title) == ["Abbey Road Studios", "Cavern Club", "Strawberry Field"])
        #expect(server.receivedRequests.last?.contains("generator=search&gsrsearch=The%20Beatles&gsrnamespace=0&gsrlimit=50") == true)
    }

    @Test("nothing found is an empty answer; a page on the Moon has no coordinate on Earth")
    func emptyAndElsewhere() async throws {
        #expect(try await repository("landmarks").articles(matching: try titles("Qwxyzzy")).value.isEmpty)
        #expect(try await repository("empty").articles(matching: try titles("anything")).value.isEmpty)
        let einstein = try await repository("landmarks").articles(matching: try titles("Einstein")).value
        let crater = try #require(einstein.first { $0.article.title == "Einstein (crater)" })
        #expect(crater.article.coordinate == nil)
        #expect(einstein.first?.article.title == "Albert Einstein" && einstein.first?.redirects == ["Einstein"])
    }

    @Test("formatversion 1 and hostile answers are read as a geosearch's are: titles kept exactly")
    func shapes() async throws {
        let hostile = try await repository("hostile").articles(matching: try titles("x")).value
        #expect(hostile.first?.article.title == "\u{1B}]52;c;cm0gLXJmIH4=\u{07}Clipboard\u{1B}[31m Red")
        #expect(try await repository("formatversion1").articles(matching: try titles("x")).value.isEmpty == false)
    }

    @Test("each way a wiki can fail is its own failure, for a search as for a geosearch", arguments: [
        ("error", ArticleFailure.apiError(code: "invalid-coord", info: "Invalid coordinate provided.")),
        ("portal", .notJSON),
        ("truncated", .invalidAnswer),
        ("unavailable", .httpStatus(503)),
        ("busy", .httpStatus(429)),
        ("redirect-file", .redirectNotHTTP),
        ("not-http", .notHTTP),
        ("huge-header", .headerTooLarge),
    ])
    func failures(scenario: String, expected: ArticleFailure) async throws {
        // A 20-second deadline: the 30 seconds of `busy`'s Retry-After never fit in it, so it is not waited for.
        let repository = repository(scenario, deadline: .seconds(20))
        let query = try titles("Colosseum")
        await #expect(throws: expected) { try await repository.articles(matching: query) }
    }

    @Test("a search shares the question's bounds: a deadline, and rounds that never end are cut off")
    func bounds() async throws {
        let slow = repository("slow", deadline: .milliseconds(1_500))
        let query = try titles("Colosseum")
        await #expect(throws: ArticleFailure.timedOut(seconds: 2)) { try await slow.articles(matching: query) }
        let endless = try await repository("endless").articles(matching: query)
        #expect(endless.cutOff == .rounds(WikipediaArticleRepository.maximumRounds))
    }

    @Test("offline, the answer saved for the same search comes back with its age; another search has none")
    func cache() async throws {
        let cache = ArticleCache(directory: folder.appending("cache/places/wikipedia"))
        let fresh = try await repository("landmarks", cache: cache).articles(matching: try titles("Colosseum"))
        server.stop()
        let saved = try await repository("landmarks", cache: cache).articles(matching: try titles("Colosseum"))
        #expect(saved.value == fresh.value)
        #expect(saved.failure == .unreachable(host: "127.0.0.1") && saved.savedAt != nil)
        let offline = repository("landmarks", cache: cache)
        let other = try titles("Giethoorn")
        await #expect(throws: ArticleFailure.unreachable(host: "127.0.0.1")) { try await offline.articles(matching: other) }
    }

    @Test("a page reached through a redirect, without a rank of its own, takes the redirect's")
    func redirectRank() async throws {
        let body = #"{"batchcomplete":true,"query":{"redirects":[{"index":1,"from":"Liberty","to":"Statue of Liberty"}],"pages":["#
            + #"{"pageid":1,"title":"Liberty Island","index":2},{"pageid":2,"title":"Statue of Liberty"},{"pageid":3,"title":"Unranked"}]}}"#
        let answering = HTTPTransport { (_: URL) async throws(HTTPFailure) -> HTTPResponse in
            HTTPResponse(status: 200, body: Data(body.utf8), contentType: "application/json")
        }
        let repository = WikipediaArticleRepository(site: server.wikipediaSite("landmarks"), transport: answering)
        let found = try await repository.articles(matching: try titles("Liberty")).value
        #expect(found.map(\.article.title) == ["Statue of Liberty", "Liberty Island", "Unranked"])
        #expect(found.first?.redirects == ["Liberty"] && found.first?.isNamed("liberty") == true)
    }

    @Test("endpoints: the search box's question, encoded exactly")
    func endpoints() throws {
        let endpoints = WikipediaEndpoints(site: try #require(WikipediaSite(language: "nl")))
        #expect(endpoints.search(try titles("Dam & Co|x"))?.absoluteString
            == "https://nl.wikipedia.org/w/api.php?action=query&generator=prefixsearch&gpssearch=Dam%20%26%20Co%7Cx"
            + "&gpsnamespace=0&gpslimit=50&prop=coordinates%7Cdescription&colimit=max&redirects=1&format=json&formatversion=2")
    }
}
