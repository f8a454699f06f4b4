import Foundation
@testable import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// Wikipedia's answers as real servers give them (`Fixtures/wikipedia/README.md` names the public captures each
/// fixture follows): formatversion 1, numeric `continue`, the `list=geosearch` form, missing pages, secondary and
/// off-Earth coordinates, disambiguation pages, canonical addresses, thumbnails and redirects.
@Suite struct WikipediaRealAnswersTests {
    private let server: LoopbackHTTPServer
    private let transport = HTTPTransport.libcurl(
        limits: HTTPLimits(totalTimeout: 600, idleTimeout: 600, maximumBytes: 1 << 20, maximumRedirects: 3),
        userAgent: "places-tests/1.0 (loopback)"
    )
    private let query: NearbyQuery

    init() throws {
        server = try LoopbackHTTPServer()
        query = try #require(NearbyQuery(centre: try Coordinate(latitude: 52.3731, longitude: 4.8926)))
    }

    private func repository(_ scenario: String, cache: ArticleCache? = nil) -> WikipediaArticleRepository {
        WikipediaArticleRepository(site: server.wikipediaSite(scenario), transport: transport, cache: cache, deadline: .seconds(600))
    }

    /// English Wikipedia, answered from a fixture file whatever is asked, with `edit` applied to its JSON first.
    private func english(_ fixture: String, edit: @escaping @Sendable (inout [String: Any]) -> Void = { _ in }) -> WikipediaArticleRepository {
        let transport = HTTPTransport { (_: URL) async throws(HTTPFailure) -> HTTPResponse in
            guard let data = try? Fixtures.data("wikipedia/\(fixture)"),
                  var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            else { return HTTPResponse(status: 500, body: Data()) }
            edit(&object)
            let edited = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
            return HTTPResponse(status: 200, body: edited, contentType: "application/json")
        }
        return WikipediaArticleRepository(site: .english, transport: transport)
    }

    @Test("formatversion 1: pages keyed by id (the id from the key when a page lacks it), flags as empty strings")
    func formatVersion1() async throws {
        let articles = try await repository("formatversion1").articles(near: query).value
        // The missing page (-1) is left out; the others by page id.
        #expect(articles.map(\.pageID) == [194123, 562186, 1195431, 3116219, 5316893])
        let byTitle = Dictionary(uniqueKeysWithValues: articles.map { ($0.title, $0) })
        #expect(byTitle["Dam Square"]?.coordinate == (try Coordinate(latitude: 52.37306, longitude: 4.89306)))
        #expect(byTitle["National Monument (Amsterdam)"]?.coordinate == (try Coordinate(latitude: 52.37278, longitude: 4.89361)))
        // Its only coordinate is a secondary one, or on the Moon: not placed on Earth.
        #expect(byTitle["List of streets in Amsterdam"]?.coordinate == nil)
        #expect(byTitle["Mare Tranquillitatis"]?.coordinate == nil)
    }

    @Test("a numeric continue value is sent back as the number it is")
    func numericContinue() async throws {
        let articles = try await repository("numeric-continue").articles(near: query).value
        #expect(articles.map(\.title) == ["Dam Square", "Royal Palace of Amsterdam"])
        #expect(articles[1].description == "Palace in Amsterdam, Netherlands")
        #expect(server.receivedRequests.count == 2)
        #expect(server.receivedRequests.last?.hasSuffix("&continue=%7C%7C&excontinue=1") == true)
    }

    @Test("the list=geosearch form (rows with dist) is articles, not an empty answer")
    func listForm() async throws {
        let articles = try await repository("geosearch-list").articles(near: query).value
        #expect(articles.map(\.title) == ["Dam Square", "Madame Tussauds Amsterdam", "National Monument (Amsterdam)"])
        #expect(articles.allSatisfy { $0.coordinate != nil })
    }

    @Test("the shape of the Android app's capture: pages keyed by id without their id, terms instead of description")
    func androidShape() async throws {
        let body = #"{"batchcomplete":"","query":{"pages":{"1603213":{"title":"Nieuwe Kerk (Amsterdam)","coordinates":[{"lat":52.37417,"lon":4.89111,"primary":"","globe":"earth"}],"terms":{"description":["church in Amsterdam"]}}}}}"#
        let transport = HTTPTransport { (_: URL) async throws(HTTPFailure) -> HTTPResponse in
            HTTPResponse(status: 200, body: Data(body.utf8), contentType: "application/json")
        }
        let articles = try await WikipediaArticleRepository(site: .english, transport: transport).articles(near: query).value
        #expect(articles.map(\.pageID) == [1603213])
        #expect(articles.first?.coordinate == (try Coordinate(latitude: 52.37417, longitude: 4.89111)))
    }

    @Test("a primary coordinate marked false, or none marked at all, does not place a page")
    func secondaryCoordinates() async throws {
        let body = #"{"batchcomplete":true,"query":{"pages":[{"pageid":1,"title":"A","coordinates":[{"lat":1,"lon":2,"primary":false,"globe":"earth"}]},{"pageid":2,"title":"B","coordinates":[{"lat":1,"lon":2,"globe":"earth"},{"lat":3,"lon":4,"primary":true,"globe":"earth"}]}]}}"#
        let transport = HTTPTransport { (_: URL) async throws(HTTPFailure) -> HTTPResponse in
            HTTPResponse(status: 200, body: Data(body.utf8), contentType: "application/json")
        }
        let articles = try await WikipediaArticleRepository(site: .english, transport: transport).articles(near: query).value
        #expect(articles[0].coordinate == nil)
        #expect(articles[1].coordinate == (try Coordinate(latitude: 3, longitude: 4)))
    }

    @Test("a disambiguation page is typed as one")
    func disambiguation() async throws {
        let summary = try await repository("amsterdam").summary(ofArticleTitled: "Dam").value
        #expect(summary.kind == .disambiguation)
        #expect(try await repository("amsterdam").summary(ofArticleTitled: "Dam Square").value.kind == .article)
    }

    @Test("the canonical address is used when it is the wiki's own or Wikipedia's, and rebuilt otherwise")
    func canonicalAddress() async throws {
        let fixture = "amsterdam/summary/Nieuwe_Kerk_%28Amsterdam%29.json"
        let canonical = try await english(fixture).summary(ofArticleTitled: "Nieuwe Kerk (Amsterdam)").value
        #expect(canonical.url == "https://en.wikipedia.org/wiki/Nieuwe_Kerk_(Amsterdam)")
        let elsewhere = try await english(fixture) { summary in
            summary["content_urls"] = ["desktop": ["page": "file:///etc/passwd"]]
        }.summary(ofArticleTitled: "Nieuwe Kerk (Amsterdam)").value
        #expect(elsewhere.url == "https://en.wikipedia.org/wiki/Nieuwe_Kerk_%28Amsterdam%29")
        // The test server plays en.wikipedia.org's answer from another host, as a server in front of Wikipedia would:
        // the page is where the answer says, not at an address rebuilt from the server's.
        let loopback = try await repository("amsterdam").summary(ofArticleTitled: "Nieuwe Kerk (Amsterdam)").value
        #expect(loopback.url == "https://en.wikipedia.org/wiki/Nieuwe_Kerk_(Amsterdam)")
        // Kept so in the answer cache, and read back from it.
        let folder = try TemporaryDirectory()
        let cache = ArticleCache(directory: folder.appending("cache"))
        await cache.save(loopback, for: "summary")
        #expect(await cache.summary(for: "summary", on: server.wikipediaSite("amsterdam"))?.summary == loopback)
    }

    @Test("the thumbnail's address is kept when it is a web address")
    func thumbnail() async throws {
        let royal = try await repository("amsterdam").summary(ofArticleTitled: "Royal Palace of Amsterdam").value
        // The test server plays Wikimedia's image server too, at its own address.
        #expect(royal.thumbnailURL == server.url(
            "/wikipedia/upload.wikimedia.org/wikipedia/commons/thumb/5/5e/Koninklijk_Paleis_Amsterdam.jpg/320px-Koninklijk_Paleis_Amsterdam.jpg"
        ).absoluteString)
        let real = try await english("amsterdam/summary/Royal_Palace_of_Amsterdam.json").summary(ofArticleTitled: "Royal Palace of Amsterdam").value
        #expect(real.thumbnailURL
            == "https://upload.wikimedia.org/wikipedia/commons/thumb/5/5e/Koninklijk_Paleis_Amsterdam.jpg/320px-Koninklijk_Paleis_Amsterdam.jpg")
        #expect(try await repository("amsterdam").summary(ofArticleTitled: "Dam Square").value.thumbnailURL == nil)
        let hostile = try await english("amsterdam/summary/Dam_Square.json") { summary in
            summary["thumbnail"] = ["source": "javascript:alert(1)"]
        }.summary(ofArticleTitled: "Dam Square").value
        #expect(hostile.thumbnailURL == nil)
    }

    @Test("a redirect is followed to the article it leads to")
    func redirect() async throws {
        let summary = try await repository("amsterdam").summary(ofArticleTitled: "Dam square").value
        #expect(summary.title == "Dam Square" && summary.pageID == 562186)
        #expect(server.receivedRequests == [
            "/wiki/amsterdam/api/rest_v1/page/summary/Dam_square", "/wiki/amsterdam/api/rest_v1/page/summary/Dam_Square",
        ])
    }

    @Test("JSON that is not a summary is refused, and not saved")
    func notASummary() async throws {
        let folder = try TemporaryDirectory()
        let cache = ArticleCache(directory: folder.appending("cache"))
        let repository = repository("not-a-summary", cache: cache)
        await #expect(throws: ArticleFailure.invalidAnswer) { try await repository.summary(ofArticleTitled: "Dam Square") }
        #expect(!FileManager.default.fileExists(atPath: cache.directory))
    }

    @Test("dot titles are asked as titles, not as the folder above")
    func dotTitles() async throws {
        let repository = repository("amsterdam")
        await #expect(throws: ArticleFailure.missingArticle(title: "..")) { try await repository.summary(ofArticleTitled: "..") }
        await #expect(throws: ArticleFailure.missingArticle(title: ".")) { try await repository.summary(ofArticleTitled: ".") }
        #expect(server.receivedRequests == [
            "/wiki/amsterdam/api/rest_v1/page/summary/%2E%2E", "/wiki/amsterdam/api/rest_v1/page/summary/%2E",
        ])
    }
}
