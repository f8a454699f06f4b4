import Foundation
import PlacesData
import PlacesDomain
@testable import PlacesPresentation
import PlacesTestSupport
import Testing

/// A wiki that answers as a test says: the view model's rules are tested here; the real client in PlacesData's tests.
private struct ScriptedWiki: ArticleRepository {
    var articles: Result<ArticleAnswer<[Article]>, ArticleFailure> = .success(ArticleAnswer(value: []))
    var summaries: [String: ArticleAnswer<ArticleSummary>] = [:]

    func articles(near query: NearbyQuery) async throws(ArticleFailure) -> ArticleAnswer<[Article]> {
        try articles.get()
    }

    func summary(ofArticleTitled title: String) async throws(ArticleFailure) -> ArticleAnswer<ArticleSummary> {
        guard let answer = summaries[title] else { throw .missingArticle(title: title) }
        return answer
    }
}

/// A place to remember lists that cannot keep them.
private struct ForgetfulMemory: RecentArticlesRepository {
    func loadRecent() async -> ArticleList? { nil }
    func saveRecent(_ list: ArticleList) async throws(RecentArticlesFailure) {
        throw .unwritable(path: "/state/places/last-articles.json", reason: .readOnlyFileSystem)
    }
}

@MainActor
@Suite struct ArticlesViewModelTests {
    nonisolated static let now = Date(timeIntervalSince1970: 1_800_000_000)
    let dam: Coordinate
    let site: WikipediaSite
    let articles: [Article]

    init() throws {
        dam = try Coordinate(latitude: 52.3731, longitude: 4.8926)
        site = try #require(WikipediaSite(language: "en"))
        articles = [
            Article(pageID: 1, title: "Royal Palace of Amsterdam", description: "Palace in Amsterdam",
                    coordinate: try Coordinate(latitude: 52.37306, longitude: 4.89139), url: "https://en.wikipedia.org/wiki/Royal_Palace_of_Amsterdam"),
            Article(pageID: 2, title: "Kalverstraat", description: nil, coordinate: nil, url: "https://en.wikipedia.org/wiki/Kalverstraat"),
            Article(pageID: 3, title: "Dam Square", description: "Town square",
                    coordinate: try Coordinate(latitude: 52.37306, longitude: 4.89306), url: "https://en.wikipedia.org/wiki/Dam_Square"),
            Article(pageID: 4, title: "Oude Kerk", description: nil,
                    coordinate: try Coordinate(latitude: 52.3756, longitude: 4.8967), url: "https://en.wikipedia.org/wiki/Oude_Kerk"),
        ]
    }

    private func model(
        _ wiki: ScriptedWiki,
        recent: any RecentArticlesRepository = InMemoryRecentArticlesRepository(),
        opener: RecordingOpener = RecordingOpener(),
        language: Language = .english
    ) -> ArticlesViewModel {
        ArticlesViewModel(site: site, repository: { _ in wiki }, recent: recent, opener: opener.opener, language: language, now: { Self.now })
    }

    /// A query around Dam Square; the ranges are checked by NearbyQuery's own tests.
    private func query(radius: Int = NearbyQuery.defaultRadius) throws -> NearbyQuery {
        try #require(NearbyQuery(centre: dam, radius: radius))
    }

    private func loaded(_ state: NearbyArticlesState) -> NearbyArticles? {
        if case .loaded(let nearby) = state { return nearby }
        Issue.record("expected a list, got \(state)")
        return nil
    }

    @Test("rows nearest first with references, distances, directions and one sentence each")
    func rows() async throws {
        let model = model(ScriptedWiki(articles: .success(ArticleAnswer(value: articles))))
        #expect(model.nearbyState == .idle)
        let nearby = try #require(loaded(await model.loadNearby(try query(radius: 1_000), label: "Dam")))
        #expect(nearby.heading == "Wikipedia articles within 1 km of Dam (52.3731° N, 4.8926° E):")
        #expect(nearby.rows.map(\.reference) == ["@1", "@2", "@3", "@4"])
        #expect(nearby.rows.map(\.article.title) == ["Dam Square", "Royal Palace of Amsterdam", "Oude Kerk", "Kalverstraat"])
        #expect(nearby.rows.map(\.distance) == ["32 m", "82 m", "393 m", nil])
        #expect(nearby.rows.map(\.direction) == ["E", "W", "NE", nil])
        #expect(nearby.rows.map(\.sentence) == [
            "@1. Dam Square, Town square: 32 metres east.",
            "@2. Royal Palace of Amsterdam, Palace in Amsterdam: 82 metres west.",
            "@3. Oude Kerk: 393 metres north-east.",
            "@4. Kalverstraat.",
        ])
        #expect(nearby.notices.isEmpty)
        #expect(model.recent?.articles.map(\.pageID) == [3, 1, 4, 2])
    }

    @Test("in Dutch: decimal commas, NO for north-east, and sentences that say which way")
    func dutch() async throws {
        let model = model(ScriptedWiki(articles: .success(ArticleAnswer(value: articles))), language: .dutch)
        let nearby = try #require(loaded(await model.loadNearby(try query(radius: 2_500))))
        #expect(nearby.heading == "Wikipedia-artikelen binnen 2,5 km van 52,3731° NB, 4,8926° OL:")
        #expect(nearby.rows.map(\.direction) == ["O", "W", "NO", nil])
        #expect(nearby.rows[2].sentence == "@3. Oude Kerk: 393 meter naar het noordoosten.")
    }

    @Test("nothing around is a heading that says so; a failure is a sentence naming the wiki")
    func emptyAndFailed() async throws {
        let empty = model(ScriptedWiki())
        let none = try #require(loaded(await empty.loadNearby(try query(radius: 10))))
        #expect(none.heading == "Wikipedia has no articles within 10 m of 52.3731° N, 4.8926° E.")
        #expect(none.rows.isEmpty)

        let failing = model(ScriptedWiki(articles: .failure(.timedOut(seconds: 15))))
        #expect(await failing.loadNearby(try query())
            == .failed(message: "en.wikipedia.org did not answer within 15 seconds."))
    }

    @Test("an answer saved earlier says so, with its age and why the wiki could not answer")
    func savedAnswer() async throws {
        let saved = ArticleAnswer(value: articles, savedAt: Self.now.addingTimeInterval(-3 * 3_600), failure: .unreachable(host: "en.wikipedia.org"))
        let model = model(ScriptedWiki(articles: .success(saved)))
        let nearby = try #require(loaded(await model.loadNearby(try query())))
        #expect(nearby.notices == [Notice(
            kind: .savedAnswer,
            message: "Could not reach en.wikipedia.org. Check your internet connection and try again. Showing the answer saved 3 hours ago."
        )])
    }

    @Test("articles a wiki returns beyond the radius are left out, and a notice says how many, in both languages")
    func outsideRadius() async throws {
        let wiki = ScriptedWiki(articles: .success(ArticleAnswer(value: articles)))
        let english = try #require(loaded(await model(wiki).loadNearby(try query(radius: 100))))
        #expect(english.rows.map(\.article.title) == ["Dam Square", "Royal Palace of Amsterdam", "Kalverstraat"])
        #expect(english.notices == [Notice(
            kind: .outsideRadius,
            message: "en.wikipedia.org also returned an article farther away than 100 m; it is left out."
        )])

        let dutchModel = model(wiki, language: .dutch)
        let dutch = try #require(loaded(await dutchModel.loadNearby(try query(radius: 10))))
        // Only the article without coordinates is left: it cannot be checked, and the geosearch placed it.
        #expect(dutch.rows.map(\.article.title) == ["Kalverstraat"])
        #expect(dutch.notices.map(\.message) == ["en.wikipedia.org gaf ook 3 artikelen verder weg dan 10 m; die zijn weggelaten."])
        #expect(dutchModel.recent?.articles.map(\.pageID) == [2])
    }

    @Test("a list that cannot be kept for the next run is shown, with a notice that says why")
    func notRemembered() async throws {
        let model = model(ScriptedWiki(articles: .success(ArticleAnswer(value: articles))), recent: ForgetfulMemory())
        let nearby = try #require(loaded(await model.loadNearby(try query())))
        #expect(nearby.rows.count == 4)
        #expect(nearby.notices.map(\.kind) == [.notRemembered])
        #expect(nearby.notices.first?.message.contains("/state/places/last-articles.json") == true)
        // The references still work for this run.
        #expect(try await model.target(for: "@2").get().title == "Royal Palace of Amsterdam")
    }

    @Test("references: @N of the last list, explained when there is none; anything else is a title")
    func references() async throws {
        let memory = InMemoryRecentArticlesRepository()
        let model = model(ScriptedWiki(articles: .success(ArticleAnswer(value: articles))), recent: memory)
        #expect(await model.target(for: "@1") == .failure(ActionFailure(message: "@1 refers to a list of articles, and there is none yet: run nearby first.")))
        await model.loadNearby(try query())
        let first = try await model.target(for: " @1 ").get()
        #expect(first.title == "Dam Square" && first.reference == "@1" && first.url == "https://en.wikipedia.org/wiki/Dam_Square")
        #expect(await model.target(for: "@5") == .failure(ActionFailure(message: "There is no @5: the last list of articles goes from @1 to @4.")))
        #expect(try await model.target(for: "Royal_Palace_of_Amsterdam").get() == ArticleTarget(title: "Royal Palace of Amsterdam", site: site))
        #expect(try await model.target(for: "@home").get().title == "@home")

        // Another view model over the same memory: the next run of places.
        let next = self.model(ScriptedWiki(), recent: memory)
        #expect(try await next.target(for: "@4").get().title == "Kalverstraat")
        #expect(await next.lastPlace() == ArticlePlace(coordinate: dam, label: nil))
        #expect(await next.completions().references == ["@1", "@2", "@3", "@4"])
    }

    @Test("an article of the last list is a place to look around, unless Wikipedia gave it no coordinates")
    func referenceAsPlace() async throws {
        let model = model(ScriptedWiki(articles: .success(ArticleAnswer(value: articles))))
        #expect(await model.place(ofReference: "@1")
            == .failure(ActionFailure(message: "@1 refers to a list of articles, and there is none yet: run nearby first.")))
        await model.loadNearby(try query())
        #expect(try await model.place(ofReference: "@2").get()
            == ArticlePlace(coordinate: try Coordinate(latitude: 52.37306, longitude: 4.89139), label: "Royal Palace of Amsterdam"))
        #expect(await model.place(ofReference: "@4")
            == .failure(ActionFailure(message: "@4, Kalverstraat, has no coordinates on Wikipedia, so it is not a place to look around.")))
        #expect(await model.place(ofReference: "@9")
            == .failure(ActionFailure(message: "There is no @9: the last list of articles goes from @1 to @4.")))
    }

    @Test("a reference is @ and digits, nothing else")
    func referenceGrammar() {
        #expect(ArticleTarget.referenceNumber("@3") == 3)
        #expect(ArticleTarget.referenceNumber("@012") == 12)
        for text in ["3", "#3", "@", "@-1", "@3a", "@ 3", "@\u{0663}", "@1234567890"] {
            #expect(ArticleTarget.referenceNumber(text) == nil, "\(text)")
        }
    }

    @Test("a card: the summary, where it lies from the place, and a sentence for an article without a lead")
    func cards() async throws {
        let royal = ArticleSummary(title: "Royal Palace of Amsterdam", description: "Palace", extract: "The palace.",
                                   coordinate: articles[0].coordinate, url: articles[0].url, pageID: 1)
        let empty = ArticleSummary(title: "Kalverstraat", description: nil, extract: " \n", coordinate: nil, url: articles[1].url, pageID: 2)
        let wiki = ScriptedWiki(
            articles: .success(ArticleAnswer(value: articles)),
            summaries: ["Royal Palace of Amsterdam": ArticleAnswer(value: royal), "Kalverstraat": ArticleAnswer(value: empty)]
        )
        let model = model(wiki)
        await model.loadNearby(try query(), label: "Dam")
        guard case .loaded(let card) = await model.loadCard(for: try await model.target(for: "@2").get()) else {
            Issue.record("no card")
            return
        }
        #expect(card.reference == "@2")
        #expect(card.coordinates == "52.3731° N, 4.8914° E")
        #expect(card.whereFromPlace == "82 m west of Dam")
        #expect(card.extract == "The palace.")
        guard case .loaded(let bare) = await model.loadCard(for: try await model.target(for: "Kalverstraat").get()) else {
            Issue.record("no card")
            return
        }
        #expect(bare.extract == "Wikipedia has no summary for this article.")
        #expect(bare.whereFromPlace == nil && bare.coordinates == nil)
        #expect(await model.loadCard(for: ArticleTarget(title: "Nowhere", site: site))
            == .failed(message: "en.wikipedia.org has no article titled “Nowhere”."))
    }

    @Test("open hands the article's web address to the system, and offers it when nothing takes it")
    func open() async throws {
        let opener = RecordingOpener()
        let model = model(ScriptedWiki(articles: .success(ArticleAnswer(value: articles))), opener: opener)
        await model.loadNearby(try query())
        let target = try await model.target(for: "@1").get()
        #expect(await model.open(target) == .opened(link: "https://en.wikipedia.org/wiki/Dam_Square", message: "Opened Dam Square in the browser."))
        #expect(opener.links == ["https://en.wikipedia.org/wiki/Dam_Square"])
        let refusing = self.model(ScriptedWiki(), opener: RecordingOpener(answer: .noHandler))
        #expect(await refusing.open(target) == .noHandler(
            link: "https://en.wikipedia.org/wiki/Dam_Square",
            webFallback: "https://en.wikipedia.org/wiki/Dam_Square",
            message: "No app on this computer opens web pages. Here is the article's address:"
        ))
    }

    @Test("every failure has its own sentence in both languages, naming the wiki", arguments: [
        ArticleFailure.unreachable(host: "nl.wikipedia.org"), .timedOut(seconds: 9), .httpStatus(500), .httpStatus(429),
        .httpStatus(503), .tooLarge(limit: 32 << 20), .notJSON, .invalidAnswer, .apiError(code: "badvalue", info: "Bad value."),
        .missingArticle(title: "X"), .connectionLost, .secureConnectionFailed, .httpLibraryMissing,
        .transfer(detail: "weird"), .cancelled,
    ])
    func failureSentences(failure: ArticleFailure) throws {
        let site = try #require(WikipediaSite(language: "nl"))
        let english = MessageFormatter(language: .english).articleFailure(failure, site: site)
        let dutch = MessageFormatter(language: .dutch).articleFailure(failure, site: site)
        #expect(english != dutch)
        for sentence in [english, dutch] {
            #expect(!sentence.contains("{") && sentence.hasSuffix("."))
            if failure != .cancelled { #expect(sentence.contains("nl.wikipedia.org")) }
        }
        if case .apiError = failure { #expect(english == "nl.wikipedia.org refused the question: Bad value (badvalue).") }
    }
}

/// Reading `nearby`'s argument.
@Suite struct PlaceArgumentTests {
    @Test("links, numbers, coordinates with or without a name, and names", arguments: [
        (["wikipedia://places?lat=52.37&lon=4.89&name=Dam"], "place 52.37,4.89 Dam"),
        (["https://en.wikipedia.org/wiki/Special:Nearby#/coord/52.37,4.89"], "place 52.37,4.89 -"),
        (["3"], "location 3"),
        (["#12"], "location #12"),
        (["52.37", "4.89"], "place 52.37,4.89 -"),
        (["Dam Square", "52.37", "4.89"], "place 52.37,4.89 Dam Square"),
        (["52°22′N", "4°53′E"], "place 52.3667,4.8833 -"),
        (["new", "york"], "location new york"),
        (["Area", "51"], "location Area 51"),
        (["@3"], "article @3"),
        (["@home"], "location @home"),
        (["@3", "4"], "location @3 4"),
    ])
    func reading(words: [String], expected: String) {
        let shown = switch PlaceArgument.reading(words, language: .english) {
        case .place(let place): "place \(place.coordinate) \(place.label ?? "-")"
        case .location(let text, _): "location \(text)"
        case .article(let reference): "article \(reference)"
        case .rejected(let message): "rejected \(message)"
        }
        #expect(shown == expected)
    }

    @Test("a link without coordinates, a broken link, and text that almost is coordinates are explained")
    func explained() {
        #expect(PlaceArgument.reading(["wikipedia://places?WMFArticleURL=https://en.wikipedia.org/wiki/Royal_Palace_of_Amsterdam"], language: .english)
            == .rejected(message: "This link names an article but no coordinates, so there is nothing to search around. Try: article \"Royal Palace of Amsterdam\""))
        #expect(PlaceArgument.reading(["wikipedia://places?lat=91&lon=0"], language: .english)
            == .rejected(message: "Rejected: latitude 91 is out of range (-90 to 90)."))
        #expect(PlaceArgument.reading(["52.1", "x"], language: .english)
            == .location("52.1 x", coordinateProblem: "“x” is not part of a coordinate."))
    }
}
