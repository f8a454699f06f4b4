import Foundation
@testable import PlacesData
import PlacesDomain
import PlacesTestSupport
import Synchronization
import Testing

/// One deadline and one size bound per question: every round of `continue` and the retry share them, the rounds
/// and pages are bounded, an answer cut off says so, and a whole answer is saved as it came.
@Suite struct WikipediaQuestionBoundsTests {
    private let server: LoopbackHTTPServer
    private let folder: TemporaryDirectory
    /// Limits per request far above the question's, so that only the question's bounds can stop it.
    private let transport = HTTPTransport.libcurl(
        limits: HTTPLimits(totalTimeout: 600, idleTimeout: 600, maximumBytes: 32 << 20, maximumRedirects: 2),
        userAgent: "places-tests/1.0 (loopback)"
    )
    private let query: NearbyQuery

    init() throws {
        server = try LoopbackHTTPServer()
        folder = try TemporaryDirectory()
        query = try #require(NearbyQuery(centre: try Coordinate(latitude: 52.3731, longitude: 4.8926)))
    }

    private func repository(
        _ scenario: String,
        // Far beyond the time of any answer here: only the tests of the deadline meet one, with their own.
        deadline: Duration = .seconds(600),
        maximumBytes: Int = 8 << 20,
        cache: ArticleCache? = nil,
        transport: HTTPTransport? = nil
    ) -> WikipediaArticleRepository {
        WikipediaArticleRepository(
            site: server.wikipediaSite(scenario),
            transport: transport ?? self.transport,
            cache: cache,
            deadline: deadline,
            maximumBytes: maximumBytes
        )
    }

    @Test("every round shares the question's deadline: slow rounds are cut off at it, and the answer says so")
    func slowRounds() async throws {
        // The first round comes at once, each later one after a second, and they continue forever: no request
        // comes near its own timeout, and the rounds' limit would end them after nine seconds, so an answer cut off
        // by time is the question's deadline's doing, however loaded the machine.
        let answer = try await repository("slow-rounds-1", deadline: .seconds(3)).articles(near: query)
        #expect(answer.cutOff == .time(seconds: 3))
        #expect(answer.value.map(\.title) == ["Slow"])
        #expect(server.receivedRequests.count < WikipediaArticleRepository.maximumRounds)
    }

    @Test("a first round that does not come within the deadline names the question's deadline")
    func firstRoundTimesOut() async throws {
        let repository = repository("slow", deadline: .milliseconds(1_500))
        await #expect(throws: ArticleFailure.timedOut(seconds: 2)) { try await repository.articles(near: query) }
    }

    @Test("the rounds together are bounded in bytes: past the bound the answer is cut off; a first round past it is refused")
    func hugeRounds() async throws {
        // Rounds of 300 KB against a question's megabyte: three fit, the fourth does not.
        let answer = try await repository("huge-rounds-300", maximumBytes: 1 << 20).articles(near: query)
        #expect(answer.cutOff == .bytes(limit: 1 << 20))
        #expect(answer.value.map(\.title) == (1...9).map { "Huge \($0)" })
        #expect(server.receivedRequests.count == 4)

        let repository = repository("huge-rounds-2000", maximumBytes: 1 << 20)
        await #expect(throws: ArticleFailure.tooLarge(limit: 1 << 20)) { try await repository.articles(near: query) }
    }

    @Test("rounds that never end are cut off after the most Places follows, and the answer says so")
    func endlessRounds() async throws {
        let answer = try await repository("endless").articles(near: query)
        #expect(answer.cutOff == .rounds(WikipediaArticleRepository.maximumRounds))
        #expect(answer.value.count == WikipediaArticleRepository.maximumRounds)
        #expect(server.receivedRequests.count == WikipediaArticleRepository.maximumRounds)
    }

    @Test("the pages of one question are bounded in number")
    func tooManyPages() async throws {
        let pages = (1...1_500).map { #"{"pageid":\#($0),"title":"Page \#($0)"}"# }.joined(separator: ",")
        let body = Data(#"{"batchcomplete":true,"query":{"pages":[\#(pages)]}}"#.utf8)
        let many = HTTPTransport { (_: URL) async throws(HTTPFailure) -> HTTPResponse in
            HTTPResponse(status: 200, body: body, contentType: "application/json")
        }
        let answer = try await repository("amsterdam", transport: many).articles(near: query)
        #expect(answer.cutOff == .pages(QueryPages.maximumPages))
        #expect(answer.value.count == QueryPages.maximumPages)
    }

    @Test("an answer is saved as it came, and a cut-off answer is not saved over a whole one")
    func savesAsReceived() async throws {
        let cache = ArticleCache(directory: folder.appending("cache"))
        let two = try #require(NearbyQuery(centre: query.centre, limit: 2))
        let fresh = try await repository("amsterdam", cache: cache).articles(near: two)
        #expect(fresh.value.count == 7)
        let site = server.wikipediaSite("amsterdam")
        let question = try #require(WikipediaEndpoints(site: site).nearby(two)).absoluteString
        let saved = try #require(await cache.articles(for: question, on: site))
        // Which of them are shown is the use case's rule, applied to a saved answer as to a fresh one.
        #expect(saved.articles == fresh.value)

        let endless = ArticleCache(directory: folder.appending("endless"))
        _ = try await repository("endless", cache: endless).articles(near: query)
        #expect(!FileManager.default.fileExists(atPath: endless.directory))
    }

    @Test("offline, the list shown is the one shown online: the same articles, the same count beyond the radius")
    func savedListIsTheShownList() async throws {
        let cache = ArticleCache(directory: folder.appending("cache"))
        // The fixture wiki answers every question with the same seven articles, some farther than 100 m.
        let narrow = try #require(NearbyQuery(centre: query.centre, radius: 100, limit: 2))
        let place = Place(coordinate: query.centre, name: "Dam", origin: .coordinates)
        let find = FindNearbyArticles(articles: { _ in repository("amsterdam", cache: cache) }, recent: InMemoryRecentArticlesRepository())
        let online = try await find(around: place, query: narrow, on: server.wikipediaSite("amsterdam"))
        server.stop()
        let offline = try await find(around: place, query: narrow, on: server.wikipediaSite("amsterdam"))
        #expect(online.savedAt == nil && offline.savedAt != nil)
        #expect(online.beyondRadius > 0 && online.ranked.count == 2)
        #expect(offline.ranked == online.ranked && offline.beyondRadius == online.beyondRadius && offline.list == online.list)
    }

    @Test("a password in the wiki's address is sent to the wiki, and kept out of saved answers and addresses")
    func credentials() async throws {
        let cache = ArticleCache(directory: folder.appending("cache"))
        let base = "http://user:secret@127.0.0.1:\(server.port)/wiki/amsterdam"
        let site = try #require(WikipediaSite(base: base))
        let repository = WikipediaArticleRepository(site: site, transport: transport, cache: cache, deadline: .seconds(600))
        let articles = try await repository.articles(near: query).value
        let summary = try await repository.summary(ofArticleTitled: "Dam Square").value
        #expect(server.receivedHeaders.allSatisfy { $0["authorization"] == "Basic dXNlcjpzZWNyZXQ=" })
        #expect(!(articles.map(\.url) + [summary.url]).contains { $0.contains("secret") || $0.contains("user") })
        for name in try FileManager.default.contentsOfDirectory(atPath: cache.directory) {
            let text = try String(contentsOfFile: cache.directory + "/" + name, encoding: .utf8)
            #expect(!text.contains("secret") && !text.contains("user:"), "\(name)")
        }
        server.stop()
        // Offline, the saved answer is found again for the same wiki named with its password.
        #expect(try await repository.articles(near: query).savedAt != nil)
    }
}
