import Foundation
@testable import PlacesData
import PlacesDomain
import PlacesTestSupport
import Synchronization
import Testing

/// The Wikipedia client against the loopback server playing Wikipedia from `Fixtures/wikipedia/`, through the real
/// libcurl transport: URLs, continuation, every failure shape, the retry, the cache.
@Suite struct WikipediaArticleRepositoryTests {
    private let server: LoopbackHTTPServer
    private let folder: TemporaryDirectory
    private let transport = HTTPTransport.libcurl(
        limits: HTTPLimits(totalTimeout: 600, idleTimeout: 600, maximumBytes: 1 << 20, maximumRedirects: 2),
        userAgent: "places-tests/1.0 (loopback)"
    )
    private let damSquare: Coordinate

    init() throws {
        damSquare = try Coordinate(latitude: 52.3731, longitude: 4.8926)
        server = try LoopbackHTTPServer()
        folder = try TemporaryDirectory()
    }

    private func site(_ scenario: String) -> WikipediaSite {
        server.wikipediaSite(scenario)
    }

    private func repository(
        _ scenario: String,
        cache: ArticleCache? = nil,
        transport: HTTPTransport? = nil,
        deadline: Duration = .seconds(600)
    ) -> WikipediaArticleRepository {
        WikipediaArticleRepository(site: site(scenario), transport: transport ?? self.transport, cache: cache, deadline: deadline)
    }

    private func query(radius: Int = 10_000, limit: Int = 20) -> NearbyQuery {
        NearbyQuery(centre: damSquare, radius: radius, limit: limit)!
    }

    /// The failure `work` throws, or `nil` when it succeeds (or throws something else, which the comparison shows).
    private func failure(_ work: () async throws -> Void) async -> ArticleFailure? {
        do {
            try await work()
            return nil
        } catch {
            return error as? ArticleFailure
        }
    }

    @Test("a geosearch asks the documented way, follows continue, and merges each page's parts")
    func geosearchWithContinuation() async throws {
        let answer = try await repository("amsterdam").articles(near: query(radius: 750, limit: 30))
        #expect(answer.savedAt == nil && answer.failure == nil)
        let titles = answer.value.map(\.title)
        #expect(titles == [
            "Royal Palace of Amsterdam", "National Monument (Amsterdam)", "Nieuwe Kerk (Amsterdam)", "Dam Square",
            "Magna Plaza", "Madame Tussauds Amsterdam", "Kalverstraat",
        ])
        let byTitle = Dictionary(uniqueKeysWithValues: answer.value.map { ($0.title, $0) })
        // Magna Plaza's coordinates came in the second round, its description in the first.
        #expect(byTitle["Magna Plaza"]?.coordinate == (try Coordinate(latitude: 52.37472, longitude: 4.89111)))
        #expect(byTitle["Magna Plaza"]?.description == "Shopping centre in Amsterdam")
        #expect(byTitle["Madame Tussauds Amsterdam"]?.description == nil)
        #expect(byTitle["Kalverstraat"]?.coordinate == nil)
        #expect(byTitle["Nieuwe Kerk (Amsterdam)"]?.url == server.url("/wiki/amsterdam/wiki/Nieuwe_Kerk_%28Amsterdam%29").absoluteString)
        #expect(byTitle["Dam Square"]?.pageID == 562186)

        let requests = server.receivedRequests
        #expect(requests == [
            "/wiki/amsterdam/w/api.php?action=query&generator=geosearch&ggscoord=52.3731%7C4.8926&ggsradius=750&ggslimit=30"
                + "&prop=coordinates%7Cdescription&colimit=max&format=json&formatversion=2",
            "/wiki/amsterdam/w/api.php?action=query&generator=geosearch&ggscoord=52.3731%7C4.8926&ggsradius=750&ggslimit=30"
                + "&prop=coordinates%7Cdescription&colimit=max&format=json&formatversion=2&cocontinue=4210575%7C1195431&continue=%7C%7C",
        ])
    }

    @Test("every request names Places in its User-Agent and accepts compressed answers")
    func politeRequests() async throws {
        _ = try await repository("amsterdam").summary(ofArticleTitled: "Dam Square")
        let headers = try #require(server.receivedHeaders.first)
        #expect(headers["user-agent"] == "places-tests/1.0 (loopback)")
        let encodings = headers["accept-encoding"] ?? ""
        #expect(encodings.contains("gzip") || encodings.contains("deflate") || encodings.contains("br"))
    }

    @Test("no pages within the radius is an empty answer, not a failure")
    func empty() async throws {
        #expect(try await repository("empty").articles(near: query()).value.isEmpty)
    }

    @Test("each way a wiki can fail is its own failure", arguments: [
        ("error", ArticleFailure.apiError(code: "invalid-coord", info: "Invalid coordinate provided.")),
        ("portal", .notJSON),
        ("truncated", .invalidAnswer),
        ("unavailable", .httpStatus(503)),
        ("no-such-scenario", .httpStatus(404)),
        ("redirect-loop", .tooManyRedirects),
        ("redirect-file", .redirectNotHTTP),
        ("redirect-ftp", .redirectNotHTTP),
        ("redirect-gopher", .redirectNotHTTP),
        ("redirect-javascript", .redirectNotHTTP),
        ("not-http", .notHTTP),
        ("huge-header", .headerTooLarge),
    ])
    func failures(scenario: String, expected: ArticleFailure) async {
        let repository = repository(scenario)
        let query = query()
        #expect(await failure { _ = try await repository.articles(near: query) } == expected)
    }

    @Test("a 429 whose Retry-After ends past the deadline is not waited for; one that fits is retried once")
    func retryAfter() async throws {
        // A 20-second deadline: the 30 seconds of `busy` never fit in it, whenever the 429 comes.
        let busy = repository("busy", deadline: .seconds(20))
        let query = query()
        #expect(await failure { _ = try await busy.articles(near: query) } == .httpStatus(429))
        // Asked once: there was no retry to wait for.
        #expect(server.receivedRequests.count == 1)

        // A 600-second deadline: the 1 second of `busy-once` fits in it unless the first answer took ten minutes.
        let answer = try await repository("busy-once", deadline: .seconds(600)).articles(near: query)
        #expect(answer.value.count == 7)
        // 429, then the two rounds of the geosearch.
        #expect(server.receivedRequests.filter { $0.hasPrefix("/wiki/busy-once/") }.count == 3)
    }

    @Test("a summary: the title as a reader writes it, the lead, coordinates and the page's address")
    func summary() async throws {
        let answer = try await repository("amsterdam").summary(ofArticleTitled: "Royal_Palace_of_Amsterdam")
        let summary = answer.value
        #expect(summary.title == "Royal Palace of Amsterdam")
        #expect(summary.description == "Palace in Amsterdam, Netherlands")
        #expect(summary.extract.hasPrefix("The Royal Palace of Amsterdam stands on the west side of Dam Square"))
        #expect(summary.extract.contains("\nToday it is one of the palaces"))
        #expect(summary.coordinate == (try Coordinate(latitude: 52.37306, longitude: 4.89139)))
        #expect(summary.pageID == 1195431)
        // The page's own address, as the answer gives it, not one rebuilt from the server asked.
        #expect(summary.url == "https://en.wikipedia.org/wiki/Royal_Palace_of_Amsterdam")
        #expect(server.receivedRequests == ["/wiki/amsterdam/api/rest_v1/page/summary/Royal_Palace_of_Amsterdam"])
    }

    @Test("a title with a slash is one path component; a missing article is the 404 problem document")
    func summaryPaths() async throws {
        let slashed = try await repository("hostile").summary(ofArticleTitled: "AC/DC")
        #expect(slashed.value.title == "AC/DC")
        #expect(server.receivedRequests.last == "/wiki/hostile/api/rest_v1/page/summary/AC%2FDC")
        let amsterdam = repository("amsterdam")
        #expect(await failure { _ = try await amsterdam.summary(ofArticleTitled: "No such article") }
            == .missingArticle(title: "No such article"))
        #expect(server.receivedRequests.last == "/wiki/amsterdam/api/rest_v1/page/summary/No_such_article")
    }

    @Test("hostile answers: titles kept exactly, pages without a title dropped, impossible coordinates not invented")
    func hostile() async throws {
        let articles = try await repository("hostile").articles(near: query()).value
        #expect(articles.map(\.pageID) == [9000001, 9000002, 9000003, 9000004, 9000006, 9000007])
        #expect(articles[0].title == "\u{1B}]52;c;cm0gLXJmIH4=\u{07}Clipboard\u{1B}[31m Red")
        #expect(articles[1].description == "line one\nline two\r\u{2028}third")
        #expect(articles[2].url.hasSuffix("/wiki/AC/DC"))
        #expect(articles[4].title == "Off the map" && articles[4].coordinate == nil)
        #expect(articles[5].title == "Mare Tranquillitatis" && articles[5].coordinate == nil)
    }

    @Test("the same continue twice ends the rounds instead of asking forever")
    func repeatedContinue() async throws {
        let calls = Mutex(0)
        let looping = HTTPTransport { (_: URL) async throws(HTTPFailure) -> HTTPResponse in
            calls.withLock { $0 += 1 }
            let body = #"{"continue":{"cocontinue":"1|1","continue":"||"},"query":{"pages":[{"pageid":1,"title":"Loop"}]}}"#
            return HTTPResponse(status: 200, body: Data(body.utf8), contentType: "application/json")
        }
        let articles = try await repository("amsterdam", transport: looping).articles(near: query()).value
        #expect(articles.map(\.title) == ["Loop"])
        #expect(calls.withLock { $0 } == 2)
    }

    @Test("offline, the answer saved for the same question comes back with its age and the reason")
    func cacheFallback() async throws {
        let cache = ArticleCache(directory: folder.appending("cache/places/wikipedia"))
        // Whole seconds: a file's time may be kept to the second.
        let beforeSaving = Date().addingTimeInterval(-1)
        let fresh = try await repository("amsterdam", cache: cache).articles(near: query())
        let summary = try await repository("amsterdam", cache: cache).summary(ofArticleTitled: "Dam Square")
        server.stop()

        let before = Date()
        let saved = try await repository("amsterdam", cache: cache).articles(near: query())
        // What came is what was kept; what of it is shown is the use case's to choose, as online.
        #expect(saved.value == fresh.value)
        #expect(saved.failure == .unreachable(host: "127.0.0.1"))
        let savedAt = try #require(saved.savedAt)
        #expect(beforeSaving <= savedAt && savedAt <= before)
        let savedSummary = try await repository("amsterdam", cache: cache).summary(ofArticleTitled: "Dam Square")
        #expect(savedSummary.value == summary.value && savedSummary.savedAt != nil)

        // Another question (another radius) has no saved answer: the failure stands.
        let offline = repository("amsterdam", cache: cache)
        let other = query(radius: 500)
        #expect(await failure { _ = try await offline.articles(near: other) } == .unreachable(host: "127.0.0.1"))
    }

    @Test("an answer the wiki gave is never covered up by a saved one")
    func noFallbackForAnswers() async throws {
        let cache = ArticleCache(directory: folder.appending("cache"))
        let missingThenFound = HTTPTransport { (url: URL) async throws(HTTPFailure) -> HTTPResponse in
            HTTPResponse(status: 404, body: Data(#"{"type":"https://mediawiki.org/wiki/HyperSwitch/errors/not_found","title":"Not found."}"#.utf8))
        }
        _ = try await repository("amsterdam", cache: cache).summary(ofArticleTitled: "Dam Square")
        let repository = repository("amsterdam", cache: cache, transport: missingThenFound)
        #expect(await failure { _ = try await repository.summary(ofArticleTitled: "Dam Square") } == .missingArticle(title: "Dam Square"))
    }

    @Test("a saved answer for another question, under the same file name, is never shown")
    func cacheChecksTheQuestion() async throws {
        let cache = ArticleCache(directory: folder.appending("cache"))
        let url = WikipediaEndpoints(site: site("amsterdam")).nearby(query())!
        await cache.save([Article(pageID: 1, title: "Elsewhere", description: nil, coordinate: nil, url: "u")], for: "another question")
        try FileManager.default.createDirectory(atPath: cache.directory, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: cache.path(for: "another question"), toPath: cache.path(for: url.absoluteString))
        #expect(await cache.articles(for: url.absoluteString, on: site("amsterdam")) == nil)
        #expect(await cache.articles(for: "another question", on: site("amsterdam")) == nil)
    }

    @Test("the cache keeps the newest answers only")
    func cachePrunes() async throws {
        let cache = ArticleCache(directory: folder.appending("cache"), maximumFiles: 3)
        for index in 1...5 {
            await cache.save([], for: "question \(index)")
            // Modification times are what ages them; make them distinct.
            let date = Date(timeIntervalSinceNow: Double(index - 10) * 60)
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: cache.path(for: "question \(index)"))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.directory).sorted()
        #expect(names.count == 3)
        #expect(await cache.articles(for: "question 5", on: site("amsterdam")) != nil)
        #expect(await cache.articles(for: "question 1", on: site("amsterdam")) == nil)
    }

    @Test("endpoints: a geosearch query string and summary paths, encoded exactly")
    func endpoints() throws {
        let endpoints = WikipediaEndpoints(site: try #require(WikipediaSite(language: "nl")))
        let centre = try Coordinate(latitude: -33.8568, longitude: 151.2153)
        #expect(endpoints.nearby(NearbyQuery(centre: centre, radius: 10, limit: 1)!)?.absoluteString
            == "https://nl.wikipedia.org/w/api.php?action=query&generator=geosearch&ggscoord=-33.8568%7C151.2153"
            + "&ggsradius=10&ggslimit=1&prop=coordinates%7Cdescription&colimit=max&format=json&formatversion=2")
        #expect(endpoints.summary(title: "São Paulo")?.absoluteString == "https://nl.wikipedia.org/api/rest_v1/page/summary/S%C3%A3o_Paulo")
        #expect(endpoints.summary(title: "AC/DC?x=1#y")?.absoluteString == "https://nl.wikipedia.org/api/rest_v1/page/summary/AC%2FDC%3Fx%3D1%23y")
        // Dot segments would be removed before the request is sent: `..` asked for `/api/rest_v1/page/`.
        #expect(endpoints.summary(title: "..")?.absoluteString == "https://nl.wikipedia.org/api/rest_v1/page/summary/%2E%2E")
        #expect(endpoints.summary(title: ".")?.absoluteString == "https://nl.wikipedia.org/api/rest_v1/page/summary/%2E")
        #expect(endpoints.summary(title: "...a")?.absoluteString == "https://nl.wikipedia.org/api/rest_v1/page/summary/...a")
    }
}
