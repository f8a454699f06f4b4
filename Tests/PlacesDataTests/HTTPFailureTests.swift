import Foundation
@testable import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// The transport's failures are its own: each repository maps them into its failure type, in one place each.
@Suite struct HTTPFailureTests {
    @Test("each transport failure is one feed failure and one article failure", arguments: [
        (HTTPFailure.unreachable(host: "h"), FeedFailure.unreachable(host: "h"), ArticleFailure.unreachable(host: "h")),
        (.timedOut(seconds: 7), .timedOut(seconds: 7), .timedOut(seconds: 7)),
        (.status(502), .httpStatus(502), .httpStatus(502)),
        (.tooLarge(limit: 100), .tooLarge(limit: 100), .tooLarge(limit: 100)),
        (.tooManyRedirects, .tooManyRedirects, .tooManyRedirects),
        (.redirectNotHTTP, .redirectNotHTTP, .redirectNotHTTP),
        (.headerTooLarge, .headerTooLarge, .headerTooLarge),
        (.notHTTP, .notHTTP, .notHTTP),
        (.connectionLost, .connectionLost, .connectionLost),
        // A reader cannot tell an answer cut short from a connection lost; the feed's messages say which.
        (.incomplete, .incomplete, .connectionLost),
        (.secureConnectionFailed, .secureConnectionFailed, .secureConnectionFailed),
        (.libraryMissing, .httpLibraryMissing, .httpLibraryMissing),
        (.cancelled, .cancelled, .cancelled),
        (.other(code: 61), .transfer(code: 61), .transfer(code: 61)),
    ] as [(HTTPFailure, FeedFailure, ArticleFailure)])
    func mapping(transport: HTTPFailure, feed: FeedFailure, article: ArticleFailure) {
        #expect(FeedFailure(transport) == feed)
        #expect(ArticleFailure(transport) == article)
    }

    @Test("the repositories throw the mapped failure: the feed's and the wiki's own")
    func repositories() async throws {
        let failing = HTTPTransport { (_: URL) async throws(HTTPFailure) -> HTTPResponse in throw .other(code: 16) }
        let feed = RemoteLocationRepository(url: try #require(URL(string: "http://127.0.0.1:9/feed.json")), transport: failing)
        await #expect(throws: FeedFailure.transfer(code: 16)) { try await feed.loadFeed() }
        let wiki = WikipediaArticleRepository(site: .english, transport: failing)
        await #expect(throws: ArticleFailure.transfer(code: 16)) { try await wiki.summary(ofArticleTitled: "Dam Square") }
        // A status is an answer to a wiki (its body may say more), a failure only where a success is the answer.
        let refusing = HTTPTransport { (_: URL) async throws(HTTPFailure) -> HTTPResponse in HTTPResponse(status: 418, body: Data()) }
        await #expect(throws: FeedFailure.httpStatus(418)) {
            try await RemoteLocationRepository(url: try #require(URL(string: "http://127.0.0.1:9/feed.json")), transport: refusing).loadFeed()
        }
    }

    @Test("a libcurl failure with no class of its own is its code, without libcurl's words")
    func otherCode() async throws {
        // libcurl refuses a port past 65535 (CURLE_URL_MALFORMAT) before it connects; Places never asks for one.
        let url = try #require(URL(string: "http://127.0.0.1:99999/feed.json"))
        await #expect(throws: HTTPFailure.other(code: 3)) { try await HTTPTransport.libcurl().fetch(url) }
    }
}
