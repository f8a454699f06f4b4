import Foundation
@testable import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// The saved list against the real file system, in a temporary folder, and the saved copies standing in for a wiki.
@Suite struct FileSavedArticlesRepositoryTests {
    private let folder: TemporaryDirectory
    private let saved: FileSavedArticlesRepository
    static let site = WikipediaSite.english

    init() throws {
        folder = try TemporaryDirectory()
        saved = FileSavedArticlesRepository(directory: folder.appending("data/places"))
    }

    private var path: String { folder.appending("data/places/saved-articles.json") }

    static func article(_ title: String, body: Bool = true, savedAt: Double = 1_700_000_000) -> SavedArticle {
        SavedArticle(
            site: site,
            summary: ArticleSummary(
                title: title, description: "About \(title)", extract: "\(title) is a place.\nSecond paragraph.",
                coordinate: try! Coordinate(latitude: 52.36, longitude: 4.885), url: site.articleURL(title: title), pageID: 7,
                thumbnailURL: "https://upload.wikimedia.org/wikipedia/commons/thumb/a/a1/X.jpg/320px-X.jpg"
            ),
            body: body ? ArticleBody(title: title, sections: [
                .init(level: 0, heading: "", text: "Lead of \(title)."),
                .init(level: 2, heading: "History", text: "Built in 1885.\nOpened in 1885."),
            ], redirectedFrom: "Rijks museum", cutAtBytes: nil) : nil,
            savedAt: Date(timeIntervalSince1970: savedAt)
        )
    }

    @Test("kept across instances with summary, text and time, in a 0600 file; saving twice refreshes in place")
    func keeps() async throws {
        #expect(try await saved.loadSaved() == SavedArticles(articles: []))
        _ = try await saved.save(Self.article("Rijksmuseum"))
        _ = try await saved.save(Self.article("Dam Square", body: false))
        _ = try await saved.save(Self.article("Rijksmuseum", savedAt: 1_800_000_000))
        let reopened = try await FileSavedArticlesRepository(directory: folder.appending("data/places")).loadSaved()
        #expect(reopened.articles == [Self.article("Rijksmuseum", savedAt: 1_800_000_000), Self.article("Dam Square", body: false)])
        #expect(reopened.recovery == nil)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600, "the user's own data, as the store")
        #expect(try await saved.unsave(titled: "Rijksmuseum", on: Self.site).articles.map(\.title) == ["Dam Square"])
    }

    @Test("a damaged list is moved aside, never deleted, and said once; the articles that can be read are kept")
    func damaged() async throws {
        _ = try await saved.save(Self.article("Rijksmuseum"))
        _ = try await saved.save(Self.article("Dam Square"))
        // The second entry edited by hand into something Places never writes: a wiki's address that is not one.
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let second = try #require(text.range(of: "https://en.wikipedia.org/wiki/Dam_Square"))
        text.replaceSubrange(second, with: "javascript:alert(1)")
        try text.write(toFile: path, atomically: false, encoding: .utf8)

        let first = try await saved.loadSaved()
        let recovery = try #require(first.recovery)
        #expect(first.articles.map(\.title) == ["Rijksmuseum"])
        #expect(recovery.carriedOver == 1 && recovery.damage == .invalidEntries(count: 1, firstLine: 0))
        #expect(recovery.movedTo.hasPrefix(path + ".unreadable-"))
        #expect(try String(contentsOfFile: recovery.movedTo, encoding: .utf8) == text, "kept as it was")
        let again = try await saved.loadSaved()
        #expect(again.recovery == nil, "said once")
        #expect(again.articles.map(\.title) == ["Rijksmuseum"])

        try Data("{not json".utf8).write(to: URL(fileURLWithPath: path))
        let garbage = try await saved.loadSaved()
        #expect(garbage.articles.isEmpty && garbage.recovery?.damage == .notAList && garbage.recovery?.carriedOver == 0)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try await saved.loadSaved().recovery == nil)
    }

    @Test("bounded in bytes: a save past the limit is refused and the list left as it was")
    func bounded() async throws {
        _ = try await saved.save(Self.article("Rijksmuseum"))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let limit = before.count + 100
        let small = FileSavedArticlesRepository(directory: folder.appending("data/places"), maximumBytes: limit)
        #expect(try await small.loadSaved().articles.count == 1)
        await #expect(throws: SavedArticlesFailure.tooLarge(path: path, limit: limit)) {
            _ = try await small.save(Self.article("Dam Square"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("without a data folder: said, not guessed")
    func noFolder() async {
        await #expect(throws: SavedArticlesFailure.noDataFolder) { try await FileSavedArticlesRepository(directory: nil).loadSaved() }
    }

    @Test("the saved copy stands in when the wiki cannot be asked, with its age and why; never for a missing article")
    func savedCopy() async throws {
        _ = try await saved.save(Self.article("Rijksmuseum"))
        let offline = SavedCopyArticleRepository(
            site: Self.site,
            articles: ScriptedWiki(summaries: [:]),
            bodies: ScriptedArticleBodies(failing: .unreachable(host: "en.wikipedia.org")),
            saved: saved
        )
        let body = try await offline.body(ofArticleTitled: "Rijksmuseum")
        #expect(body.value == Self.article("Rijksmuseum").body)
        #expect(body.savedAt == Date(timeIntervalSince1970: 1_700_000_000) && body.failure == .unreachable(host: "en.wikipedia.org"))
        let redirected = try await offline.body(ofArticleTitled: "Rijks_museum")
        #expect(redirected.value.title == "Rijksmuseum", "by the title it was asked by")
        // The scripted wiki answers a title it does not know as missing: the wiki's own answer, not covered up.
        await #expect(throws: ArticleFailure.missingArticle(title: "Rijksmuseum")) { try await offline.summary(ofArticleTitled: "Rijksmuseum") }

        let unreachable = SavedCopyArticleRepository(
            site: Self.site, articles: FailingWiki(failure: .timedOut(seconds: 15)), bodies: ScriptedArticleBodies(), saved: saved
        )
        let summary = try await unreachable.summary(ofArticleTitled: "Rijksmuseum")
        #expect(summary.value.title == "Rijksmuseum" && summary.failure == .timedOut(seconds: 15))
        #expect(summary.savedAt == Date(timeIntervalSince1970: 1_700_000_000))
        await #expect(throws: ArticleFailure.timedOut(seconds: 15)) { try await unreachable.summary(ofArticleTitled: "Dam Square") }
        // A copy on another wiki is another article.
        let dutch = SavedCopyArticleRepository(
            site: WikipediaSite(language: "nl")!, articles: FailingWiki(failure: .timedOut(seconds: 15)), bodies: ScriptedArticleBodies(), saved: saved
        )
        await #expect(throws: ArticleFailure.timedOut(seconds: 15)) { try await dutch.summary(ofArticleTitled: "Rijksmuseum") }
    }

    /// A wiki that cannot be asked at all.
    struct FailingWiki: ArticleRepository {
        let failure: ArticleFailure
        func articles(near query: NearbyQuery) async throws(ArticleFailure) -> ArticleAnswer<[Article]> { throw failure }
        func summary(ofArticleTitled title: String) async throws(ArticleFailure) -> ArticleAnswer<ArticleSummary> { throw failure }
    }
}
