import Foundation
import PlacesDomain
@testable import PlacesPresentation
import PlacesTestSupport
import Testing

/// The saved list in words: what saving, taking off and listing say, in both languages. The rules are tested on
/// Domain's use cases.
@MainActor
@Suite struct SavedArticlesViewModelTests {
    nonisolated static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let dam = try! Coordinate(latitude: 52.3731, longitude: 4.8926)

    static func summary(_ title: String, _ latitude: Double) -> ArticleSummary {
        ArticleSummary(title: title, description: "About \(title)", extract: "", coordinate: try! Coordinate(latitude: latitude, longitude: 4.89),
                       url: WikipediaSite.english.articleURL(title: title), pageID: 1)
    }

    let wiki = ScriptedWiki(summaries: [
        "Rijksmuseum": ArticleAnswer(value: summary("Rijksmuseum", 52.36)),
        "Dam Square": ArticleAnswer(value: summary("Dam Square", 52.3731)),
    ])

    private func model(bodies: ScriptedArticleBodies, saved: InMemorySavedArticlesRepository = InMemorySavedArticlesRepository(), language: Language = .english) -> SavedArticlesViewModel {
        let recent = InMemoryRecentArticlesRepository(ArticleList(site: .english, centre: Self.dam, label: "Dam", articles: []))
        return SavedArticlesViewModel(site: .english, repository: { [wiki] _ in wiki }, bodies: { _ in bodies }, saved: saved,
                                      recent: recent, language: language, now: { Self.now })
    }

    @Test("saving says the number; again, that the copy was refreshed; without the text, that only the summary is kept")
    func saying() async throws {
        let saved = InMemorySavedArticlesRepository()
        let whole = model(bodies: ScriptedArticleBodies(["Rijksmuseum": ArticleBody(title: "Rijksmuseum", sections: [])]), saved: saved)
        #expect(try await whole.save("Rijksmuseum").get().message == "Saved Rijksmuseum as S1.")
        #expect(try await whole.save("Rijksmuseum").get().message == "Refreshed the saved copy of Rijksmuseum, S1.")
        let failing = model(bodies: ScriptedArticleBodies(failing: .httpStatus(501)), saved: saved, language: .dutch)
        let done = try await failing.save("Dam Square").get()
        #expect(done.message == "Dam Square bewaard als S2.")
        #expect(done.notices.map(\.message) == ["en.wikipedia.org antwoordde met HTTP-status 501. De hele tekst kon niet worden opgehaald: alleen de samenvatting is bewaard."])
    }

    @Test("the listing: heading from the last place, rows with distance, direction, age and what is kept")
    func listing() async throws {
        let saved = InMemorySavedArticlesRepository([
            SavedArticle(site: .english, summary: Self.summary("Rijksmuseum", 52.36), body: ArticleBody(title: "Rijksmuseum", sections: []), savedAt: Self.now - 3 * 3600),
            SavedArticle(site: .english, summary: Self.summary("Dam Square", 52.3731), body: nil, savedAt: Self.now - 2 * 86400),
        ])
        let listing = try await model(bodies: ScriptedArticleBodies(), saved: saved).list().get()
        #expect(listing.heading == "Saved articles (2), seen from Dam:")
        #expect(listing.rows.map(\.sentence) == [
            "S1. Rijksmuseum, About Rijksmuseum: 1.5 kilometres south; saved 3 hours ago.",
            "S2. Dam Square, About Dam Square: 177 metres west; saved 2 days ago, summary only.",
        ])
        #expect(listing.rows.map(\.summaryOnlyMark) == [nil, "summary only"])
        #expect(listing.pins.count == 2)
        let none = try await model(bodies: ScriptedArticleBodies()).list().get()
        #expect(none.heading == "No articles are saved." && none.rows.isEmpty)
    }

    @Test("unsave says what was taken off and its number, or why nothing was")
    func unsaving() async throws {
        let saved = InMemorySavedArticlesRepository([SavedArticle(site: .english, summary: Self.summary("Rijksmuseum", 52.36), body: nil, savedAt: Self.now)])
        let model = model(bodies: ScriptedArticleBodies(), saved: saved)
        #expect(await model.unsave("S2") == .failure(ActionFailure(message: "There is no S2: 1 article is saved.")))
        #expect(await model.unsave("Paris") == .failure(ActionFailure(message: "Paris is not among the saved articles.")))
        #expect(await model.unsave("rijksmuseum") == .success("Took Rijksmuseum, S1, off the saved articles."))
    }
}
