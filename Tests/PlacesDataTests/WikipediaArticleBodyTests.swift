import Foundation
@testable import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// An article's whole text through TextExtracts, against the loopback server playing Wikipedia from
/// `Fixtures/wikipedia/` through the real libcurl transport: the request, sections, a redirect, a disambiguation
/// page, a missing page, a text over 2 MB, garbage, and the saved copy offline.
@Suite struct WikipediaArticleBodyTests {
    private let server: LoopbackHTTPServer
    private let folder: TemporaryDirectory
    private let transport = HTTPTransport.libcurl(
        limits: HTTPLimits(totalTimeout: 600, idleTimeout: 600, maximumBytes: 16 << 20, maximumRedirects: 2),
        userAgent: "places-tests/1.0 (loopback)"
    )

    init() throws {
        server = try LoopbackHTTPServer()
        folder = try TemporaryDirectory()
    }

    private func repository(_ scenario: String, cache: ArticleCache? = nil) -> WikipediaArticleRepository {
        WikipediaArticleRepository(site: server.wikipediaSite(scenario), transport: transport, cache: cache, deadline: .seconds(600))
    }

    private func failure(_ work: () async throws -> Void) async -> ArticleFailure? {
        do {
            try await work()
            return nil
        } catch {
            return error as? ArticleFailure
        }
    }

    @Test("the whole text in sections, asked the documented way: the lead, == sections == and === subsections ===")
    func sections() async throws {
        let answer = try await repository("amsterdam").body(ofArticleTitled: "Dam_Square")
        let body = answer.value
        #expect(answer.savedAt == nil && body.title == "Dam Square" && body.redirectedFrom == nil && !body.isDisambiguation)
        #expect(body.sections.map(\.level) == [0, 2, 3, 3, 3, 2, 2, 2, 2])
        #expect(body.sections.map(\.heading) == [
            "", "History", "Origins", "The weigh house and the town hall", "The twentieth century", "Buildings",
            "National Monument", "Events", "See also",
        ])
        #expect(body.sections[0].text.hasPrefix("Dam Square is a town square") && body.sections[0].text.split(separator: "\n").count == 2)
        #expect(body.sections[1].text.isEmpty, "a section whose text is all in its subsections")
        #expect(body.sections.last?.text == "Damrak\nRokin\nKalverstraat")
        let request = try #require(server.receivedRequests.last)
        for part in ["prop=extracts%7Cpageprops", "ppprop=disambiguation", "explaintext=1", "exsectionformat=wiki", "redirects=1",
                     "titles=Dam%20Square", "format=json", "formatversion=2"] {
            #expect(request.contains(part), "\(part) in \(request)")
        }
    }

    @Test("a redirect is followed and named; a disambiguation page says so; a missing page is its own failure")
    func redirectDisambiguationMissing() async throws {
        let redirected = try await repository("amsterdam").body(ofArticleTitled: "Dam square").value
        #expect(redirected.title == "Dam Square" && redirected.redirectedFrom == "Dam square" && redirected.sections.count == 9)
        let dam = try await repository("amsterdam").body(ofArticleTitled: "Dam").value
        #expect(dam.isDisambiguation && dam.sections.map(\.heading) == ["", "Places", "People", "Other uses"])
        #expect(await failure { _ = try await repository("amsterdam").body(ofArticleTitled: "Nowhere at all") } == .missingArticle(title: "Nowhere at all"))
    }

    @Test("headings: two to six = on each side, the same on both; anything else is text")
    func headings() {
        #expect(ExtractSections.heading("== History ==")! == (2, "History"))
        #expect(ExtractSections.heading("=== Sub ===")! == (3, "Sub"))
        #expect(ExtractSections.heading("====== Six ======")! == (6, "Six"))
        for text in ["= One =", "== Uneven ===", "== ==", "====", "a == b ==", "======= Seven ======="] {
            #expect(ExtractSections.heading(Substring(text)) == nil, "\(text)")
        }
        let sections = ExtractSections.sections(of: "\n\nLead.\n\n\n== A ==\n\nText.\n=== B ===\n")
        #expect(sections == [.init(level: 0, heading: "", text: "Lead."), .init(level: 2, heading: "A", text: "Text."), .init(level: 3, heading: "B", text: "")])
        #expect(ExtractSections.sections(of: "== A ==\nText.").first?.level == 2, "no lead")
    }

    @Test("a text over 2 MB comes whole from the repository, and the use case shows 2 MB of it, cut at a paragraph")
    func huge() async throws {
        let repository = repository("huge-article-3")
        let body = try await repository.body(ofArticleTitled: "Endless").value
        #expect(body.title == "Endless" && body.textBytes > 3 << 20 && body.cutAtBytes == nil)
        let read = try await ReadWholeArticle(bodies: { _ in repository }, recent: InMemoryRecentArticlesRepository())(
            ArticleTarget(title: "Endless", site: server.wikipediaSite("huge-article-3"))
        )
        let cut = try #require(read.body.cutAtBytes)
        #expect(cut <= ArticleBody.maximumTextBytes && read.body.textBytes == cut)
        #expect(read.body.sections.last?.text.hasSuffix("long. ") == true || read.body.sections.last?.text.hasSuffix("long.") == true)
    }

    @Test("garbage is a failure of its own: cut-short JSON, a web page, another JSON, bytes that are not HTTP")
    func garbage() async throws {
        #expect(await failure { _ = try await repository("truncated").body(ofArticleTitled: "Dam Square") } == .invalidAnswer)
        #expect(await failure { _ = try await repository("portal").body(ofArticleTitled: "Dam Square") } == .notJSON)
        #expect(await failure { _ = try await repository("empty").body(ofArticleTitled: "Dam Square") } == .invalidAnswer)
        #expect(await failure { _ = try await repository("formatversion1").body(ofArticleTitled: "Dam Square") } == .invalidAnswer)
        #expect(await failure { _ = try await repository("not-http").body(ofArticleTitled: "Dam Square") } == .notHTTP)
        #expect(await failure { _ = try await repository("error").body(ofArticleTitled: "Dam Square") } != nil)
    }

    @Test("offline, a text read before comes back from the answer cache with its age and the reason; a missing page never does")
    func offline() async throws {
        let cache = ArticleCache(directory: folder.appending("cache/places/wikipedia"))
        let fresh = try await repository("amsterdam", cache: cache).body(ofArticleTitled: "Dam square")
        server.stop()
        let saved = try await repository("amsterdam", cache: cache).body(ofArticleTitled: "Dam square")
        #expect(saved.value == fresh.value && saved.savedAt != nil && saved.failure == .unreachable(host: "127.0.0.1"))
        #expect(await failure { _ = try await repository("amsterdam", cache: cache).body(ofArticleTitled: "Dam Square") } == .unreachable(host: "127.0.0.1"),
                "another question has no saved answer")
    }
}
