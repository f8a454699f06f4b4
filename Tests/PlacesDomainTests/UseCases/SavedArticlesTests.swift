import Foundation
import PlacesDomain
import PlacesTestSupport
import Testing

/// The saved list's rules: saving names the article as `article` does, keeps its summary and text, refreshes rather
/// than duplicates, keeps the summary alone when the text cannot be had; unsaving by `S2`, `@N` or title; listing in
/// the order of saving with distances from the last place.
@Suite struct SavedArticlesTests {
    static let site = WikipediaSite.english
    static let dam = try! Coordinate(latitude: 52.3731, longitude: 4.8926)
    static let rijks = try! Coordinate(latitude: 52.36, longitude: 4.885)

    static func summary(_ title: String, at coordinate: Coordinate? = rijks) -> ArticleSummary {
        ArticleSummary(title: title, description: "About \(title)", extract: "\(title) is a place.", coordinate: coordinate,
                       url: site.articleURL(title: title), pageID: title.count)
    }

    static func body(_ title: String) -> ArticleBody {
        ArticleBody(title: title, sections: [.init(level: 0, heading: "", text: "All about \(title).")])
    }

    /// The last list: Dam Square's articles, Rijksmuseum first.
    static let recent = InMemoryRecentArticlesRepository(ArticleList(
        site: site, centre: dam, label: "Dam Square",
        articles: [Article(pageID: 1, title: "Rijksmuseum", description: nil, coordinate: rijks, url: site.articleURL(title: "Rijksmuseum"))]
    ))

    struct Saving {
        let saved = InMemorySavedArticlesRepository()
        let wiki: ScriptedWiki
        let bodies: ScriptedArticleBodies
        let recent: InMemoryRecentArticlesRepository
        let clock: Date

        init(summaries: [String: ArticleAnswer<ArticleSummary>], bodies: ScriptedArticleBodies, recent: InMemoryRecentArticlesRepository = SavedArticlesTests.recent, clock: Date = Date(timeIntervalSince1970: 1_000)) {
            wiki = ScriptedWiki(summaries: summaries)
            self.bodies = bodies
            self.recent = recent
            self.clock = clock
        }

        var read: ReadArticle { ReadArticle(articles: { [wiki] _ in wiki }, recent: recent) }

        func save(_ text: String, at time: Date? = nil) async throws(SaveArticleFailure) -> SavedArticleOutcome {
            let now = time ?? clock
            return try await SaveArticle(read: read, bodies: { [bodies] _ in bodies }, saved: saved, now: { now })(text, site: SavedArticlesTests.site)
        }
    }

    static let answers: [String: ArticleAnswer<ArticleSummary>] = [
        "Rijksmuseum": ArticleAnswer(value: summary("Rijksmuseum")),
        "Dam Square": ArticleAnswer(value: summary("Dam Square", at: dam)),
        "Kyoto": ArticleAnswer(value: summary("Kyoto", at: try! Coordinate(latitude: 35.02, longitude: 135.75))),
    ]

    @Test("save @1 names the article of the last list, keeps its summary and text, as S1")
    func savesByReference() async throws {
        let saving = Saving(summaries: Self.answers, bodies: ScriptedArticleBodies(["Rijksmuseum": Self.body("Rijksmuseum")]))
        let outcome = try await saving.save("@1")
        #expect(outcome.number == 1)
        #expect(!outcome.refreshed)
        #expect(outcome.bodyFailure == nil)
        #expect(outcome.article == SavedArticle(site: Self.site, summary: Self.summary("Rijksmuseum"), body: Self.body("Rijksmuseum"), savedAt: saving.clock))
        #expect(await saving.saved.loadSaved().articles == [outcome.article])
        #expect(saving.wiki.questions == ["summary Rijksmuseum"])
    }

    @Test("saving twice refreshes the copy in its place, under its number, never a second entry")
    func refreshes() async throws {
        let saving = Saving(summaries: Self.answers, bodies: ScriptedArticleBodies(["Rijksmuseum": Self.body("Rijksmuseum"), "Dam Square": Self.body("Dam Square")]))
        _ = try await saving.save("Rijksmuseum")
        _ = try await saving.save("Dam Square")
        let again = try await saving.save("@1", at: Date(timeIntervalSince1970: 5_000))
        #expect(again.refreshed)
        #expect(again.number == 1)
        let list = await saving.saved.loadSaved().articles
        #expect(list.map(\.title) == ["Rijksmuseum", "Dam Square"])
        #expect(list[0].savedAt == Date(timeIntervalSince1970: 5_000))
    }

    @Test("a text that cannot be had: the summary is saved and the failure said; a refresh without it keeps the text saved before")
    func summaryOnly() async throws {
        let failing = Saving(summaries: Self.answers, bodies: ScriptedArticleBodies(failing: .timedOut(seconds: 15)))
        let outcome = try await failing.save("Kyoto")
        #expect(outcome.bodyFailure == .timedOut(seconds: 15))
        #expect(outcome.article.body == nil)
        #expect(await failing.saved.loadSaved().articles.map(\.title) == ["Kyoto"])

        let saved = InMemorySavedArticlesRepository([SavedArticle(site: Self.site, summary: Self.summary("Kyoto"), body: Self.body("Kyoto"), savedAt: .distantPast)])
        let refresh = try await SaveArticle(read: failing.read, bodies: { _ in ScriptedArticleBodies(failing: .unreachable(host: "en.wikipedia.org")) }, saved: saved, now: { Date(timeIntervalSince1970: 9) })("Kyoto", site: Self.site)
        #expect(refresh.refreshed)
        #expect(refresh.bodyFailure == .unreachable(host: "en.wikipedia.org"))
        #expect(refresh.article.body == Self.body("Kyoto"))
    }

    @Test("a copy that stood in for the wiki keeps its own age, and the outcome says why the wiki was not asked")
    func staleAnswerKeepsItsAge() async throws {
        let old = Date(timeIntervalSince1970: 100)
        let stale = ["Rijksmuseum": ArticleAnswer(value: Self.summary("Rijksmuseum"), savedAt: old, failure: .unreachable(host: "en.wikipedia.org"))]
        let saving = Saving(summaries: stale, bodies: ScriptedArticleBodies(["Rijksmuseum": Self.body("Rijksmuseum")]))
        let outcome = try await saving.save("Rijksmuseum")
        #expect(outcome.article.savedAt == old)
        #expect(outcome.wikiFailure == .unreachable(host: "en.wikipedia.org"))
    }

    @Test("what cannot be saved: a reference beyond the list, a missing article, a full list")
    func refusals() async throws {
        let saving = Saving(summaries: Self.answers, bodies: ScriptedArticleBodies())
        await #expect(throws: SaveArticleFailure.reference(.outOfRange(reference: "@4", count: 1))) { try await saving.save("@4") }
        await #expect(throws: SaveArticleFailure.article(.missingArticle(title: "Nowhere"))) { try await saving.save("Nowhere") }
        let many = (1...SavedArticles.maximumCount).map { SavedArticle(site: Self.site, summary: Self.summary("A\($0)"), body: nil, savedAt: .distantPast) }
        let full = InMemorySavedArticlesRepository(many)
        await #expect(throws: SaveArticleFailure.list(.full(count: SavedArticles.maximumCount))) {
            try await SaveArticle(read: saving.read, bodies: { _ in ScriptedArticleBodies() }, saved: full, now: Date.init)("Kyoto", site: Self.site)
        }
        // A full list still refreshes an article it has.
        _ = try await SaveArticle(read: Saving(summaries: ["A3": ArticleAnswer(value: Self.summary("A3"))], bodies: ScriptedArticleBodies()).read,
                                  bodies: { _ in ScriptedArticleBodies() }, saved: full, now: Date.init)("A3", site: Self.site)
    }

    static func three() -> InMemorySavedArticlesRepository {
        InMemorySavedArticlesRepository(["Rijksmuseum", "Dam Square", "Kyoto"].map {
            SavedArticle(site: site, summary: answers[$0]!.value, body: nil, savedAt: .distantPast)
        })
    }

    @Test("unsave by S number, by @N of the last list, by title in any capitals; the numbers after it move up")
    func unsaves() async throws {
        let saved = Self.three()
        let unsave = UnsaveArticle(read: ReadArticle(articles: { _ in ScriptedWiki() }, recent: Self.recent), saved: saved)
        let second = try await unsave("S2", site: Self.site)
        #expect(second.article.title == "Dam Square" && second.number == 2)
        #expect(second.remaining.articles.map(\.title) == ["Rijksmuseum", "Kyoto"])
        let byReference = try await unsave("@1", site: Self.site)
        #expect(byReference.article.title == "Rijksmuseum" && byReference.number == 1)
        let byTitle = try await unsave("kyoto", site: Self.site)
        #expect(byTitle.number == 1 && byTitle.remaining.articles.isEmpty)
    }

    @Test("unsave refuses a number beyond the list, and a title that is not saved")
    func unsaveRefusals() async throws {
        let unsave = UnsaveArticle(read: ReadArticle(articles: { _ in ScriptedWiki() }, recent: Self.recent), saved: Self.three())
        await #expect(throws: UnsaveArticleFailure.outOfRange(reference: "S4", count: 3)) { try await unsave("S4", site: Self.site) }
        await #expect(throws: UnsaveArticleFailure.notSaved(title: "Paris")) { try await unsave("Paris", site: Self.site) }
        // The same title on another wiki is another article.
        await #expect(throws: UnsaveArticleFailure.notSaved(title: "Kyoto")) { try await unsave("Kyoto", site: WikipediaSite(language: "nl")!) }
    }

    @Test("S2 names the saved article wherever an article is named: its title on its wiki; S9 beyond the list is refused, and without the saved list S2 is a title")
    func resolverNamesSaved() async throws {
        let nl = WikipediaSite(language: "nl")!
        let saved = InMemorySavedArticlesRepository([
            SavedArticle(site: Self.site, summary: Self.answers["Rijksmuseum"]!.value, body: nil, savedAt: .distantPast),
            SavedArticle(site: nl, summary: Self.summary("Dam (Amsterdam)", at: Self.dam), body: nil, savedAt: .distantPast),
        ])
        let read = ReadArticle(articles: { _ in ScriptedWiki() }, recent: Self.recent, saved: saved)
        #expect(try await read.target(for: "S1", site: Self.site).get().title == "Rijksmuseum")
        // The wiki it was saved from, whatever the wiki asked by default.
        let second = try await read.target(for: " s2 ", site: Self.site).get()
        #expect(second.title == "Dam (Amsterdam)" && second.site == nl)
        guard case .failure(let beyond) = await read.target(for: "S3", site: Self.site) else {
            Issue.record("S3 named an article of a list of two")
            return
        }
        #expect(beyond == .savedOutOfRange(reference: "S3", count: 2))
        let plain = ReadArticle(articles: { _ in ScriptedWiki() }, recent: Self.recent)
        #expect(try await plain.target(for: "S2", site: Self.site).get().title == "S2")
        // save S1 refreshes the saved article S1 names.
        let saving = Saving(summaries: Self.answers, bodies: ScriptedArticleBodies())
        _ = try await saving.save("Kyoto")
        let refreshed = try await SaveArticle(
            read: ReadArticle(articles: { [wiki = saving.wiki] _ in wiki }, recent: Self.recent, saved: saving.saved),
            bodies: { _ in ScriptedArticleBodies() }, saved: saving.saved, now: { Date(timeIntervalSince1970: 2_000) }
        )("S1", site: Self.site)
        #expect(refreshed.refreshed && refreshed.number == 1 && refreshed.article.title == "Kyoto")
    }

    @Test("saved lists in the order of saving, with distance and bearing from the last list's place; none without one")
    func lists() async throws {
        let list = try await ListSavedArticles(saved: Self.three(), recent: Self.recent)()
        #expect(list.entries.map(\.reference) == ["S1", "S2", "S3"])
        #expect(list.place?.name == "Dam Square")
        #expect(list.entries[1].distance == 0)
        #expect(abs((list.entries[0].distance ?? 0) - Self.dam.distance(to: Self.rijks)) < 0.001)
        #expect(list.pins.map(\.reference) == [.saved(1), .saved(2), .saved(3)])
        let placeless = try await ListSavedArticles(saved: Self.three(), recent: InMemoryRecentArticlesRepository())()
        #expect(placeless.place == nil && placeless.entries.allSatisfy { $0.distance == nil })
    }

    @Test("S2 and s2 are saved numbers; S, S2x and @2 are not")
    func references() {
        #expect(SavedReference.number(in: "S2") == 2)
        #expect(SavedReference.number(in: "s12") == 12)
        #expect(SavedReference.number(in: "S") == nil)
        #expect(SavedReference.number(in: "S2x") == nil)
        #expect(SavedReference.number(in: "@2") == nil)
        #expect(SavedReference.number(in: "S99999999999999999999") == Int.max)
    }

    @Test("map saved: around the last place when the saved articles lie near it, on the world when one is far away")
    func map() async throws {
        let compose = ComposeMap()
        let near = try await ListSavedArticles(saved: InMemorySavedArticlesRepository(Array(await Self.three().loadSaved().articles.prefix(2))), recent: Self.recent)()
        let local = compose(.saved(near.pins, centre: near.place), aspect: 1)
        #expect(local.projection.centre == Self.dam)
        #expect(local.pins.count == 2)
        let far = try await ListSavedArticles(saved: Self.three(), recent: Self.recent)()
        let world = compose(.saved(far.pins, centre: far.place), aspect: 1)
        #expect(world.projection == .world)
        #expect(world.pins.count == 3)
    }
}
