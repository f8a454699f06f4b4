import Foundation
import PlacesDomain
@testable import PlacesPresentation
import PlacesTestSupport
import Testing

/// The Places tab's articles in words: rows, headings, notices, cards. The rules (ranking, radius, references) are
/// tested on Domain's use cases; the sentences are stated through the catalogs.
@MainActor
@Suite struct ArticlesViewModelTests {
    nonisolated static let now = Date(timeIntervalSince1970: 1_800_000_000)
    let dam: Place
    let articles: [Article]

    init() throws {
        dam = Place(coordinate: try Coordinate(latitude: 52.3731, longitude: 4.8926), name: "Dam", origin: .coordinates)
        articles = [
            Article(pageID: 1, title: "Royal Palace of Amsterdam", description: "Palace in Amsterdam",
                    coordinate: try Coordinate(latitude: 52.37306, longitude: 4.89139), url: "https://en.wikipedia.org/wiki/Royal_Palace_of_Amsterdam"),
            Article(pageID: 2, title: "Kalverstraat", description: nil, coordinate: nil, url: "https://en.wikipedia.org/wiki/Kalverstraat"),
            Article(pageID: 3, title: "Dam Square", description: "Town square",
                    coordinate: try Coordinate(latitude: 52.37306, longitude: 4.89306), url: "https://en.wikipedia.org/wiki/Dam_Square"),
        ]
    }

    private func model(
        _ wiki: ScriptedWiki,
        recent: any RecentArticlesRepository = InMemoryRecentArticlesRepository(),
        opener: RecordingOpener = RecordingOpener(),
        language: Language = .english
    ) -> ArticlesViewModel {
        ArticlesViewModel(site: .english, repository: { _ in wiki }, recent: recent, opener: opener.opener, language: language, now: { Self.now })
    }

    private func query(radius: Int = 1_000) throws -> NearbyQuery {
        try #require(NearbyQuery(centre: dam.coordinate, radius: radius))
    }

    private func loaded(_ state: NearbyArticlesState) -> NearbyArticleList? {
        if case .loaded(let list) = state { return list }
        Issue.record("expected a list, got \(state)")
        return nil
    }

    @Test("rows: references, distances and directions in the language's words, and one sentence each")
    func rows() async throws {
        for language in Language.allCases {
            let model = model(ScriptedWiki(nearby: .success(ArticleAnswer(value: articles))), language: language)
            let list = try #require(loaded(await model.loadNearby(around: dam, query: try query())))
            let format = CoordinateFormatter(language: language)
            #expect(list.heading == ArticleText.nearbyHeading(radius: format.radius(metres: 1_000), place: Quoted(model.title(of: dam))).text(language))
            #expect(list.rows.map(\.reference) == ["@1", "@2", "@3"])
            let first = list.rows[0]
            #expect(first.article.title == "Dam Square")
            #expect(first.distance == first.metres.map(format.distance(metres:)))
            #expect(first.direction == first.bearing.map(format.direction(bearing:)))
            #expect(first.sentence == ArticleText.nearbyPlainRow(
                reference: "@1", title: "Dam Square", description: "Town square",
                distance: first.metres.map(format.spokenDistance(metres:)), direction: first.bearing.map(format.spokenDirection(bearing:))
            ).text(language))
            #expect(list.rows[2].sentence == ArticleText.nearbyPlainRow(reference: "@3", title: "Kalverstraat", description: nil, distance: nil, direction: nil).text(language))
        }
    }

    @Test("nothing around is a heading that says so; a failure is the wiki's sentence")
    func noneAndFailure() async throws {
        let none = try #require(loaded(await model(ScriptedWiki()).loadNearby(around: dam, query: try query())))
        #expect(none.heading == ArticleText.nearbyNone(radius: "1 km", place: Quoted(model(ScriptedWiki()).title(of: dam))).english)
        let failing = model(ScriptedWiki(nearby: .failure(.httpStatus(500))))
        #expect(await failing.loadNearby(around: dam, query: try query()) == .failed(
            message: MessageFormatter(language: .english).articleFailure(.httpStatus(500), site: .english)
        ))
    }

    @Test("notices: articles left out beyond the radius, a saved answer with its age and why, a list not kept")
    func notices() async throws {
        struct Forgetful: RecentArticlesRepository {
            func loadRecent() async -> ArticleList? { nil }
            func saveRecent(_ list: ArticleList) async throws(RecentArticlesFailure) { throw .noFolder }
        }
        let far = Article(pageID: 9, title: "Far", description: nil, coordinate: try Coordinate(latitude: 53, longitude: 5), url: "u")
        let answer = ArticleAnswer(value: articles + [far], savedAt: Self.now.addingTimeInterval(-120), failure: .unreachable(host: "en.wikipedia.org"))
        let list = try #require(loaded(await model(ScriptedWiki(nearby: .success(answer)), recent: Forgetful()).loadNearby(around: dam, query: try query())))
        let formatter = MessageFormatter(language: .english)
        #expect(list.notices == [
            Notice(kind: .outsideRadius, message: ArticleText.outsideRadius(host: "en.wikipedia.org", count: 1, radius: "1 km").english),
            Notice(kind: .savedAnswer, message: ArticleText.showingSaved(
                reason: formatter.articleFailure(.unreachable(host: "en.wikipedia.org"), site: .english), age: FeedText.ageMinutes(2).english
            ).english),
            Notice(kind: .notRemembered, message: ArticleText.notRemembered(reason: ArticleText.noFolderReason.english).english, next: .setStateFolder),
        ])
    }

    @Test("a card: the summary, where it lies from the list's place, and a sentence when there is no lead")
    func card() async throws {
        let summary = ArticleSummary(title: "Dam Square", description: "Town square", extract: " ", coordinate: articles[2].coordinate, url: articles[2].url, pageID: 3)
        let wiki = ScriptedWiki(nearby: .success(ArticleAnswer(value: articles)), summaries: ["Dam Square": ArticleAnswer(value: summary)])
        let model = model(wiki)
        _ = await model.loadNearby(around: dam, query: try query())
        let target = try await model.target(for: "@1").get()
        guard case .loaded(let card) = await model.loadCard(for: target) else {
            Issue.record("no card")
            return
        }
        #expect(card.reference == "@1")
        #expect(card.extract == ArticleText.summaryNoExtract.english)
        #expect(card.whereFromPlace == ArticleText.summaryDistance(distance: "32 m", direction: FormatText.spokenDirection(.east).english, place: "Dam").english)
        #expect(await model.target(for: "@9") == .failure(ActionFailure(message: ArticleText.referenceOutOfRange("@9", count: 3).english)))
    }

    @Test("an article at the place itself is 0 m away with no direction, in its row, its sentence and its card")
    func atThePlace() async throws {
        let here = Article(pageID: 5, title: "Dam", description: "Square", coordinate: dam.coordinate, url: "https://en.wikipedia.org/wiki/Dam")
        let summary = ArticleSummary(title: "Dam", description: "Square", extract: "A square.", coordinate: dam.coordinate, url: here.url, pageID: 5)
        let model = model(ScriptedWiki(nearby: .success(ArticleAnswer(value: [here])), summaries: ["Dam": ArticleAnswer(value: summary)]))
        let row = try #require(loaded(await model.loadNearby(around: dam, query: try query()))?.rows.first)
        #expect(row.distance == "0 m")
        #expect(row.direction == nil)
        #expect(row.sentence == ArticleText.nearbyPlainRow(reference: "@1", title: "Dam", description: "Square", distance: "0 metres", direction: nil).english)
        guard case .loaded(let card) = await model.loadCard(for: try await model.target(for: "@1").get()) else {
            Issue.record("no card")
            return
        }
        #expect(card.whereFromPlace == ArticleText.summaryAtPlace(place: "Dam").english)
    }

    @Test("open hands the article's address to the system, and offers it when nothing takes it")
    func opens() async {
        let opener = RecordingOpener(answer: .noHandler)
        let model = model(ScriptedWiki(), opener: opener)
        let target = ArticleTarget(title: "Dam Square", site: .english)
        #expect(await model.open(target) == .noHandler(link: target.url, webFallback: target.url, message: ArticleText.noBrowser.english))
        #expect(opener.links == [target.url])
    }

    @Test("completions: the references and titles of the last list")
    func completions() async throws {
        let model = model(ScriptedWiki(nearby: .success(ArticleAnswer(value: articles))))
        _ = await model.loadNearby(around: dam, query: try query())
        let words = await model.completions()
        #expect(words.references == ["@1", "@2", "@3"])
        #expect(words.titles == ["Dam Square", "Royal Palace of Amsterdam", "Kalverstraat"])
    }

    @Test("a last list that cannot be read, is damaged or too large is named as such, never as none yet", arguments: [
        (RecentArticlesFailure.unreadable(path: "/s/last-articles.json", reason: .isDirectory),
         ArticleText.referenceListUnreadable("@1", path: "/s/last-articles.json", reason: SystemText.reasonIsDirectory.english)),
        (.unreadable(path: "/s/last-articles.json", reason: .notRegularFile),
         .referenceListUnreadable("@1", path: "/s/last-articles.json", reason: SystemText.reasonNotRegularFile.english)),
        (.corrupt(path: "/s/last-articles.json"), .referenceListCorrupt("@1", path: "/s/last-articles.json")),
        (.tooLarge(path: "/s/last-articles.json", limit: 4 << 20), .referenceListTooLarge("@1", path: "/s/last-articles.json", megabytes: 4)),
    ])
    func unreadableList(failure: RecentArticlesFailure, message: ArticleText) async {
        struct Unreadable: RecentArticlesRepository {
            let failure: RecentArticlesFailure
            func loadRecent() async throws(RecentArticlesFailure) -> ArticleList? { throw failure }
            func saveRecent(_ list: ArticleList) async throws(RecentArticlesFailure) {}
        }
        let model = model(ScriptedWiki(), recent: Unreadable(failure: failure))
        guard case .failure(let said) = await model.target(for: "@1") else { Issue.record("no failure"); return }
        #expect(said.message == message.english)
        // A list that is there but cannot be read is the system's to fix; a damaged or too large one is replaced by a new list.
        if case .unreadable = failure { #expect(said.next == nil) } else { #expect(said.next == .makeNewArticleList) }
    }

    @Test("a list too large to keep says so in its notice")
    func listTooLargeToKeep() async throws {
        struct Oversized: RecentArticlesRepository {
            func loadRecent() async throws(RecentArticlesFailure) -> ArticleList? { nil }
            func saveRecent(_ list: ArticleList) async throws(RecentArticlesFailure) {
                throw .tooLarge(path: "/s/last-articles.json", limit: 4 << 20)
            }
        }
        let list = try #require(loaded(await model(ScriptedWiki(nearby: .success(ArticleAnswer(value: articles))), recent: Oversized())
            .loadNearby(around: dam, query: try query())))
        let reason = "/s/last-articles.json: " + ArticleText.listTooLargeReason(megabytes: 4).english
        #expect(list.notices.map(\.message) == [ArticleText.notRemembered(reason: reason).english])
    }

    @Test("an answer cut off at a bound of the question is shown, with a notice that says which", arguments: [
        (AnswerCutOff.time(seconds: 5), ArticleText.cutOffTime(host: "en.wikipedia.org", seconds: 5)),
        (.rounds(10), .cutOffRounds(host: "en.wikipedia.org", rounds: 10)),
        (.bytes(limit: 8 << 20), .cutOffBytes(host: "en.wikipedia.org", megabytes: 8)),
        (.pages(1000), .cutOffPages(host: "en.wikipedia.org", pages: 1000)),
    ])
    func cutOff(cutOff: AnswerCutOff, sentence: ArticleText) async throws {
        let message = sentence.english
        let wiki = ScriptedWiki(nearby: .success(ArticleAnswer(value: articles, cutOff: cutOff)))
        let list = try #require(loaded(await model(wiki).loadNearby(around: dam, query: try query())))
        #expect(list.rows.count == 3)
        #expect(list.notices == [Notice(kind: .cutOff, message: message)])
        let dutch = try #require(loaded(await model(wiki, language: .dutch).loadNearby(around: dam, query: try query())))
        #expect(dutch.notices.count == 1 && dutch.notices[0].message != message)
    }

    @Test("a disambiguation page is shown with a notice that it is a list of meanings")
    func disambiguation() async throws {
        let meanings = ArticleSummary(title: "Dam", description: "Topics referred to by the same term", extract: "Dam may refer to:",
                                      coordinate: nil, url: "https://en.wikipedia.org/wiki/Dam", pageID: 5, kind: .disambiguation)
        let model = model(ScriptedWiki(summaries: ["Dam": ArticleAnswer(value: meanings)]))
        guard case .loaded(let card) = await model.loadCard(for: ArticleTarget(title: "Dam", site: .english)) else {
            Issue.record("no card")
            return
        }
        #expect(card.notices == [Notice(kind: .disambiguation, message: ArticleText.disambiguation(title: "Dam").english)])
    }
}
