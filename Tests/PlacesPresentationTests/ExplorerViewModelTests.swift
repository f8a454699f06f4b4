import Foundation
import PlacesDomain
@testable import PlacesPresentation
import PlacesTestSupport
import Testing

/// The explorer's transitions, without a terminal: moving, zooming, selecting, the panels, finding a place, and what
/// the waits leave behind — the same view model a SwiftUI front end would bind to.
@MainActor
@Suite struct ExplorerViewModelTests {
    nonisolated static let now = Date(timeIntervalSince1970: 1_800_000_000)
    let dam: Place
    let articles: [Article]
    let summary: ArticleSummary

    init() throws {
        dam = Place(coordinate: try Coordinate(latitude: 52.3731, longitude: 4.8926), name: "Dam", origin: .coordinates)
        articles = [
            Article(pageID: 1, title: "Royal Palace of Amsterdam", description: "Palace in Amsterdam",
                    coordinate: try Coordinate(latitude: 52.37306, longitude: 4.89139), url: "https://en.wikipedia.org/wiki/Royal_Palace_of_Amsterdam"),
            Article(pageID: 2, title: "Nieuwe Kerk (Amsterdam)", description: "Church",
                    coordinate: try Coordinate(latitude: 52.37417, longitude: 4.89111), url: "https://en.wikipedia.org/wiki/Nieuwe_Kerk_(Amsterdam)"),
            Article(pageID: 3, title: "Dam Square", description: "Town square",
                    coordinate: try Coordinate(latitude: 52.37306, longitude: 4.89306), url: "https://en.wikipedia.org/wiki/Dam_Square"),
            Article(pageID: 4, title: "Kalverstraat", description: nil, coordinate: nil, url: "https://en.wikipedia.org/wiki/Kalverstraat"),
        ]
        summary = ArticleSummary(title: "Dam Square", description: "Town square", extract: "The square of Amsterdam.",
                                 coordinate: articles[2].coordinate, url: articles[2].url, pageID: 3)
    }

    /// An explorer around Dam over `wiki`, with a list and a gazetteer of two Springfields and Kyoto.
    private func explorer(
        _ wiki: ScriptedWiki? = nil,
        repository: (any ArticleRepository)? = nil,
        opener: RecordingOpener = RecordingOpener(),
        custom: InMemoryCustomLocationRepository = InMemoryCustomLocationRepository(),
        centre: Place? = nil,
        saved: InMemorySavedArticlesRepository? = nil
    ) async throws -> ExplorerViewModel {
        let wiki: any ArticleRepository = repository ?? wiki ?? ScriptedWiki(nearby: .success(ArticleAnswer(value: articles)), summaries: ["Dam Square": ArticleAnswer(value: summary)])
        let gazetteer = ListGazetteer([
            try .test("Kyoto", 35.02107, 135.75385, population: 1_459_640, country: "JP"),
            try .test("Springfield", 39.80172, -89.64371, population: 114_394, country: "US"),
            try .test("Springfield", 42.10148, -72.58981, population: 155_929, country: "US"),
        ])
        let recent = InMemoryRecentArticlesRepository()
        let locations = LocationsViewModel(
            feed: InMemoryLocationRepository(LocationsViewModelTests.feed), custom: custom, files: InMemoryLocationFiles(),
            opener: opener.opener, sourceName: "feed", language: .english, now: { Self.now }
        )
        let articles = ArticlesViewModel(site: .english, repository: { _ in wiki }, recent: recent, opener: opener.opener, language: .english, now: { Self.now })
        return ExplorerViewModel(
            centre: centre ?? dam,
            articles: articles,
            lookup: PlaceLookupViewModel(resolve: ResolvePlace(gazetteer: gazetteer, recent: recent), list: locations, gazetteer: gazetteer),
            locations: locations,
            maps: MapMaker(landMask: nil, gazetteer: gazetteer, language: .english),
            feed: InMemoryLocationRepository(LocationsViewModelTests.feed),
            saved: saved.map { saved in
                SavedArticlesViewModel(site: .english, repository: { _ in wiki }, bodies: { _ in ScriptedArticleBodies(failing: .httpStatus(501)) },
                                       saved: saved, recent: recent, language: .english, now: { Self.now })
            }
        )
    }

    @Test("b saves the selected article, drawn as a pin of its own (S1); b again takes it off")
    func saving() async throws {
        let saved = InMemorySavedArticlesRepository()
        let model = try await explorer(saved: saved)
        await model.start()
        #expect(model.keys.map(\.action).contains(.save))
        await model.toggleSaved()
        #expect(model.status?.kind == .failure, "nothing selected")
        model.selectNext()
        await model.toggleSaved()
        #expect(model.status?.kind == .done)
        #expect(model.status?.sentence?.hasPrefix("Saved Dam Square as S1.") == true)
        #expect(await saved.loadSaved().articles.map(\.title) == ["Dam Square"])
        #expect(model.savedPins.map(\.reference) == [.saved(1)])
        let picture = model.picture(columns: 60, rows: 20)
        #expect(picture.mark(for: .saved(1)) != nil, "drawn as its own pin")
        await model.toggleSaved()
        #expect(model.status?.sentence == "Took Dam Square, S1, off the saved articles.")
        #expect(await saved.loadSaved().articles.isEmpty && model.savedPins.isEmpty)
        #expect(try await explorer().keyBar.contains { $0.action == .save } == false, "no saved list: no key")
    }

    @Test("start: asks for the articles around the place within half the map's width, then zooms so that they fill it")
    func start() async throws {
        let wiki = ScriptedWiki(nearby: .success(ArticleAnswer(value: articles)))
        let model = try await explorer(wiki)
        #expect(model.viewport.width == 2 * Double(NearbyQuery.defaultRadius) && model.list == nil && model.activity == nil)
        await model.start()
        #expect(wiki.questions == ["near \(dam.coordinate) r=\(NearbyQuery.defaultRadius) n=\(ExplorerViewModel.articleLimit)"])
        #expect(model.rows.map(\.article.title) == ["Dam Square", "Royal Palace of Amsterdam", "Nieuwe Kerk (Amsterdam)", "Kalverstraat"])
        #expect(model.selection == nil && model.activity == nil && model.status == nil && model.hint == nil)
        // Nieuwe Kerk, the farthest, is 131 m away: the narrowest step, 500 m across, holds them all.
        #expect(model.viewport.width == MapViewport.widths[0])
        let picture = model.picture(columns: 40, rows: 20)
        #expect(picture.marks.flatMap(\.pins).count == 3, "every article with coordinates is on the map")
        #expect(picture.title == MapText.regionalTitle(width: "500 m", centre: "Dam").english)
    }

    @Test("pan moves a quarter of the width each way; after a move, search this area asks around the new centre")
    func panAndSearch() async throws {
        let wiki = ScriptedWiki(nearby: .success(ArticleAnswer(value: articles)))
        let model = try await explorer(wiki)
        await model.start()
        let width = try #require(model.viewport.width)
        let fitted = model.viewport.centre
        model.pan(east: 1, north: 0)
        #expect(abs(fitted.distance(to: model.centre.coordinate) - width / 4) < 1)
        #expect(abs(fitted.bearing(to: model.centre.coordinate) - 90) < 1)
        #expect(model.viewport.centre == model.centre.coordinate, "moved by the person, the map is about its own centre")
        #expect(model.searchSuggested && model.hint == .searchHere)
        model.pan(east: -1, north: 1)
        let bearing = fitted.bearing(to: model.centre.coordinate)
        #expect(min(bearing, 360 - bearing) < 1, "north of where it started")
        await model.searchThisArea()
        #expect(wiki.questions.last == "near \(model.centre.coordinate) r=250 n=\(ExplorerViewModel.articleLimit)")
        #expect(!model.searchSuggested && model.list?.place == model.centre)
    }

    @Test("the first view is fitted to the articles found and the place: centred between them, the narrowest step showing them all")
    func fittedToArticles() async throws {
        // As the feed's Amsterdam is to the Dam: the articles 3 to 4.6 km east of the place explored.
        let place = Place(coordinate: try Coordinate(latitude: 52.3547, longitude: 4.8339), name: "Amsterdam", origin: .coordinates)
        let far = try [(52.3731, 4.8926), (52.3600, 4.8852), (52.3680, 4.9000), (52.3702, 4.8950)].enumerated().map { index, point in
            Article(pageID: index + 1, title: "A\(index + 1)", description: nil, coordinate: try Coordinate(latitude: point.0, longitude: point.1), url: "https://en.wikipedia.org/wiki/A\(index + 1)")
        }
        let model = try await explorer(ScriptedWiki(nearby: .success(ArticleAnswer(value: far))), centre: place)
        await model.start()
        let points = [place.coordinate] + far.compactMap(\.coordinate)
        #expect(model.viewport == MapViewport.fitting(points))
        #expect(model.viewport.width == 10_000 && model.viewport.centre != place.coordinate)
        for point in points { #expect(model.viewport.shows(point, margin: MapViewport.keptMargin)) }
        // The place is still marked, named in the title and the key; nothing suggests searching again.
        let picture = model.picture(columns: 60, rows: 30)
        #expect(picture.title == MapText.regionalTitle(width: "10 km", centre: "Amsterdam").english)
        #expect(picture.marksKey.first == MapText.keyPlace(symbol: "+", name: "Amsterdam").english)
        #expect(picture.cells.joined().contains { $0.kind == .centre })
        #expect(picture.marks.flatMap(\.pins).count == 4 && model.hint == nil && !model.searchSuggested)
    }

    @Test("Tab to an article off the map moves the map to it, saying nothing; zooming keeps the selected article on the map")
    func followsSelection() async throws {
        let spread = try [(52.3731, 4.8926), (52.3731, 4.9300), (52.3900, 4.8926)].enumerated().map { index, point in
            Article(pageID: index + 1, title: "A\(index + 1)", description: nil, coordinate: try Coordinate(latitude: point.0, longitude: point.1), url: "https://en.wikipedia.org/wiki/A\(index + 1)")
        }
        let model = try await explorer(ScriptedWiki(nearby: .success(ArticleAnswer(value: spread))))
        await model.start()
        for _ in 0..<5 { model.zoomIn() }
        #expect(model.viewport.width == 500)
        let coordinates = model.rows.compactMap(\.article.coordinate)
        for (index, coordinate) in coordinates.enumerated() {
            model.selectNext()
            #expect(model.selection == index)
            #expect(model.viewport.shows(coordinate, margin: MapViewport.keptMargin), "@\(index + 1) is on the map")
            let picture = model.picture(columns: 41, rows: 21)
            #expect(model.selectedMark(on: picture) != nil, "its mark is drawn")
            #expect(model.hint == nil && model.status == nil, "following the selection suggests nothing")
        }
        // Zoomed out and moved so that the selected article is 500 m west of the middle: zooming in to 1 km across
        // would leave it at the map's very edge, so the map follows it.
        let selected = try #require(model.selectedRow?.article.coordinate)
        model.zoomOut()
        model.zoomOut()
        model.pan(east: 1, north: 0)
        #expect(model.viewport.shows(selected) && !MapViewport(centre: model.viewport.centre, width: 1_000).shows(selected, margin: MapViewport.keptMargin))
        model.zoomIn()
        #expect(model.viewport.width == 1_000 && model.viewport.shows(selected, margin: MapViewport.keptMargin))
        // Without a selection, zooming leaves the centre where it is.
        let fresh = try await explorer(ScriptedWiki(nearby: .success(ArticleAnswer(value: spread))))
        await fresh.start()
        let centre = fresh.viewport.centre
        fresh.zoomIn()
        #expect(fresh.viewport.centre == centre)
    }

    @Test("zoom steps from the narrowest width to the whole world and stops at both ends")
    func zoom() async throws {
        let model = try await explorer()
        for _ in 0..<30 { model.zoomIn() }
        #expect(model.level == 0 && model.viewport.width == MapViewport.widths[0])
        for _ in 0..<30 { model.zoomOut() }
        #expect(model.level == MapViewport.levels.upperBound && model.viewport.width == nil)
        let world = model.picture(columns: 80, rows: 20)
        #expect(world.title == MapText.worldTitle(pins: 0).english)
        // The whole world does not pan: the next zoom is where the map was.
        let before = model.centre.coordinate
        model.pan(east: -2, north: 1)
        #expect(model.centre.coordinate == before)
        model.zoomIn()
        #expect(model.viewport.width == MapViewport.widths.last)
    }

    @Test("Tab and Shift-Tab go round the articles; a click on a cluster goes through its articles")
    func selecting() async throws {
        let model = try await explorer()
        model.selectNext()
        #expect(model.selection == nil, "nothing to select before the articles arrive")
        await model.start()
        model.selectNext()
        #expect(model.selectedRow?.reference == "@1")
        model.selectPrevious()
        model.selectPrevious()
        #expect(model.selectedRow?.reference == "@3")
        model.selectNext()
        #expect(model.selectedRow?.reference == "@4")
        model.selectNext()
        #expect(model.selectedRow?.reference == "@1")
        // 500 km across, the three articles with coordinates, 200 m apart, share one cell (an odd number of
        // columns and rows puts the centre inside a cell, not on the edge between two).
        for _ in 0..<9 { model.zoomOut() }
        let picture = model.picture(columns: 43, rows: 21)
        let cluster = try #require(picture.marks.first { $0.pins.count == 3 })
        #expect(model.selectedMark(on: picture) == cluster)
        model.select(cluster)
        #expect(model.selectedRow?.reference == "@2")
        model.select(cluster)
        model.select(cluster)
        #expect(model.selectedRow?.reference == "@1", "round again")
    }

    @Test("Enter shows the selected article's summary and Enter or Esc closes it; selecting another closes it too")
    func summary() async throws {
        let model = try await explorer()
        await model.start()
        await model.submit()
        #expect(model.status == ExplorerStatus(kind: .failure, message: .nothingSelected))
        model.selectNext()
        await model.submit()
        guard case .summary(.loaded(let card)) = model.panel else {
            Issue.record("no summary: \(model.panel)")
            return
        }
        #expect(card.summary.title == "Dam Square" && card.reference == "@1")
        #expect(model.keyBar.map(\.action) == [.close, .scroll, .read, .open, .leave])
        await model.submit()
        #expect(isClosed(model.panel), "Enter closes it")
        await model.submit()
        #expect(model.escape() && !model.escape(), "Esc closes the panel, then has nothing left to close")
        await model.submit()
        model.selectNext()
        #expect(isClosed(model.panel), "another selection closes it")
        await model.submit()
        guard case .summary(.failed(let message)) = model.panel else {
            Issue.record("a missing summary was not said: \(model.panel)")
            return
        }
        #expect(message.contains("Royal Palace of Amsterdam"))
    }

    @Test("/ finds a place by name and goes there, searching around it; namesakes are a question in the view")
    func finding() async throws {
        let wiki = ScriptedWiki(nearby: .success(ArticleAnswer(value: articles)))
        let model = try await explorer(wiki)
        await model.start()
        model.beginFinding()
        model.type("Kyo\u{1B}[2J")
        model.type("to")
        guard case .finding("Kyo[2Jto") = model.panel else {
            Issue.record("control characters typed: \(model.panel)")
            return
        }
        for _ in 0..<5 { model.deleteBackward() }
        model.type("to")
        await model.submit()
        #expect(model.centre.name == "Kyoto")
        // Where the place came from, and what the search around it had to say.
        #expect(model.status?.kind == .notice)
        #expect(model.status?.sentence?.hasPrefix(PlaceText.fromGazetteer(place: "Kyoto, JP").english) == true, "\(String(describing: model.status))")
        #expect(wiki.questions.last?.hasPrefix("near \(model.centre.coordinate)") == true)

        model.beginFinding()
        model.type("Springfield")
        await model.submit()
        guard case .choosing(let choice, "") = model.panel else {
            Issue.record("no question: \(model.panel)")
            return
        }
        #expect(choice.rows.count == 2)
        #expect(model.keyBar.map(\.action) == [.scroll, .choose, .close])
        model.type("9")
        await model.submit()
        #expect(model.status?.kind == .failure)
        guard case .choosing(_, "") = model.panel else {
            Issue.record("a wrong number left the question: \(model.panel)")
            return
        }
        model.type("2")
        await model.submit()
        // Named so that it is told from its namesake.
        #expect(model.centre.name?.hasPrefix("Springfield, ") == true && model.centre.coordinate == choice.values[1].coordinate)
        #expect(isClosed(model.panel))

        model.beginFinding()
        model.type("Nowhere at all")
        await model.submit()
        #expect(model.status?.kind == .failure && model.centre.coordinate == choice.values[1].coordinate)
    }

    @Test("a paste goes into the words of a place being found, inert and on one line; anywhere else it does nothing")
    func pasting() async throws {
        let model = try await explorer()
        await model.start()
        // On the map, a paste is not keys: nothing selected, nothing opened, no panel.
        model.paste("a\u{1}b\u{1B}[31md")
        #expect(isClosed(model.panel) && model.selection == nil)
        model.beginFinding()
        model.type("K")
        model.paste("yo\u{1B}[2J\r\nto\tJP")
        #expect(Self.findWords(model.panel) == "Kyo[2J  to JP", "pasted text was not typed inert and on one line")
        // A paste longer than the words may be keeps what fits.
        model.paste(String(repeating: "x", count: 500))
        let words = Self.findWords(model.panel) ?? ""
        #expect(words.count == 200 && words.hasPrefix("Kyo[2J"))
    }

    @Test("o opens the selected article's page through the opener and says so")
    func opening() async throws {
        let opener = RecordingOpener()
        let model = try await explorer(opener: opener)
        await model.start()
        await model.openSelected()
        #expect(opener.links.isEmpty && model.status?.kind == .failure)
        model.selectNext()
        await model.openSelected()
        #expect(opener.links.count == 1 && opener.links[0].contains("Dam"))
        #expect(model.status == ExplorerStatus(kind: .done, message: .sentence(ArticleText.opened(title: "Dam Square").english)))
        #expect(model.unopened.isEmpty)
    }

    @Test("a page no app opens is kept, with its address, to be said again after the view: once, the last tried last")
    func unopenedPages() async throws {
        let model = try await explorer(opener: RecordingOpener(answer: .noHandler))
        await model.start()
        model.selectNext()
        await model.openSelected()
        model.selectNext()
        await model.openSelected()
        model.selectPrevious()
        await model.openSelected()
        let addresses = model.unopened.compactMap { outcome -> String? in
            guard case .noHandler(_, let address, let message) = outcome, message == ArticleText.noBrowser.english else { return nil }
            return address
        }
        #expect(addresses.count == 2 && addresses.last?.hasSuffix("/Dam_Square") == true, "\(addresses)")
        #expect(model.status?.sentence?.hasSuffix(addresses.last ?? "-") == true && model.status?.kind == .failure)
    }

    @Test("a adds the selected article under its title, or the centre of the map when none is selected")
    func adding() async throws {
        let custom = InMemoryCustomLocationRepository()
        let model = try await explorer(custom: custom)
        await model.start()
        model.selectNext()
        await model.add()
        #expect(model.status?.kind == .done)
        #expect(model.status?.sentence?.contains("Dam Square") == true)
        model.selectNext()
        model.pan(east: 1, north: 1)
        await model.searchThisArea()
        await model.add()
        let saved = try await custom.loadCustom().locations
        #expect(saved.map(\.name) == ["Dam Square", nil])
        #expect(saved.last.map { $0.coordinate.distance(to: model.centre.coordinate) < 1 } == true)
    }

    @Test("a failure is said and the articles shown before stay; a saved answer is shown with its age")
    func failuresAndSavedAnswers() async throws {
        let failing = ScriptedWiki(nearby: .failure(.unreachable(host: "en.wikipedia.org")))
        let model = try await explorer(failing)
        await model.start()
        #expect(model.status?.kind == .failure && model.list == nil && model.activity == nil)

        let saved = ScriptedWiki(nearby: .success(ArticleAnswer(value: articles, savedAt: Self.now - 3 * 3_600, failure: .unreachable(host: "en.wikipedia.org"))))
        let offline = try await explorer(saved)
        await offline.start()
        #expect(offline.rows.count == 4)
        let notice = try #require(offline.status)
        #expect(notice.kind == .notice && notice.sentence?.contains("3 hours") == true, "\(notice.message)")
    }

    @Test("the picture is drawn again only when what it shows changes")
    func pictureCache() async throws {
        let model = try await explorer()
        await model.start()
        let first = model.picture(columns: 60, rows: 30)
        #expect(model.picture(columns: 60, rows: 30) == first)
        model.selectNext()
        #expect(model.picture(columns: 60, rows: 30) == first, "a selection is the front end's highlight, not a new map")
        model.pan(east: 0, north: 1)
        #expect(model.picture(columns: 60, rows: 30) != first)
    }

    @Test("a summary that arrives after another article was selected is dropped, not shown for the wrong one")
    func lateSummary() async throws {
        let wiki = GatedWiki(ScriptedWiki(nearby: .success(ArticleAnswer(value: articles)), summaries: ["Dam Square": ArticleAnswer(value: summary)]))
        let gated = try await explorer(repository: wiki)
        await gated.start()
        gated.selectNext()
        let reading = Task { await gated.showSummary() }
        while gated.activity?.kind != .summary { await Task.yield() }
        gated.selectNext()
        wiki.open()
        await reading.value
        #expect(isClosed(gated.panel) && gated.activity == nil)
        #expect(gated.selectedRow?.reference == "@2")
    }

    @Test("a search cancelled because a newer one began changes nothing: no stale list, no failure")
    func cancelledSearch() async throws {
        let wiki = GatedWiki(ScriptedWiki(nearby: .success(ArticleAnswer(value: articles)), summaries: [:]), gatesArticles: true)
        let model = try await explorer(repository: wiki)
        let first = Task { await model.start() }
        while model.activity?.kind != .articles { await Task.yield() }
        first.cancel()
        // The answer arrives anyway (this wiki does not stop when cancelled): it is not shown.
        wiki.open()
        await first.value
        #expect(model.list == nil)
        #expect(model.status == nil)
    }

    /// The words typed after `/`, while they are.
    private static func findWords(_ panel: ExplorerPanel) -> String? {
        guard case .finding(let words) = panel else { return nil }
        return words
    }

    private func isClosed(_ panel: ExplorerPanel) -> Bool {
        if case .none = panel { return true }
        return false
    }

    @Test("the list of keys and a summary scroll between their top and the limit a front end gives; a new panel starts at the top")
    func scrollingPanels() async throws {
        let model = try await explorer()
        await model.start()
        model.scrollPanel(by: 3, limit: 10)
        #expect(model.panelScroll == 0, "the map and its list do not scroll as a panel")
        model.toggleKeys()
        model.scrollPanel(by: 3, limit: 10)
        #expect(model.panelScroll == 3)
        model.scrollPanel(by: 30, limit: 10)
        #expect(model.panelScroll == 10)
        model.scrollPanel(by: -4, limit: 10)
        #expect(model.panelScroll == 6)
        model.scrollPanel(by: -40, limit: 10)
        #expect(model.panelScroll == 0)
        model.scrollPanel(by: 5, limit: 10)
        model.selectNext()
        await model.submit()
        #expect(model.panelScroll == 0, "the summary starts at its top")
        model.scrollPanel(by: 2, limit: 10)
        #expect(model.panelScroll == 2)
        model.beginFinding()
        model.scrollPanel(by: 2, limit: 10)
        #expect(model.panelScroll == 0, "typing words does not scroll")
    }

    @Test("the keys: every one in the list, each known by what it does; the bar picks the ones that work now by that")
    func keys() async throws {
        let model = try await explorer()
        let listed = model.keys.map(\.action)
        #expect(listed == ExplorerViewModel.listedKeys && Set(listed).count == listed.count, "one entry per action, in the list's order")
        /// The list's keys but those that do `idle`, in the list's order.
        func list(without idle: Set<ExplorerKey.Action>) -> [ExplorerKey] {
            model.keys.filter { !idle.contains($0.action) }
        }
        // Before the articles: nothing to select, read or open; never scrolling, which only a panel does; without a
        // saved list, never saving.
        #expect(model.keyBar == list(without: [.select, .summary, .read, .open, .save, .scroll]))
        #expect(model.keyBar.map(\.action) == [.pan, .zoom, .search, .find, .add, .keys, .leave])
        await model.start()
        #expect(model.keyBar == list(without: [.save, .scroll]))
        // On the world map, which shows all of it, no panning.
        for _ in 0..<30 { model.zoomOut() }
        #expect(model.keyBar == list(without: [.pan, .save, .scroll]))
        for _ in 0..<30 { model.zoomIn() }

        // In a panel, the few that work there; each one the list has is the list's, whatever its place in it.
        func listedKey(_ action: ExplorerKey.Action) -> ExplorerKey? { model.keys.first { $0.action == action } }
        model.toggleKeys()
        #expect(model.keyBar.map(\.action) == [.scroll, .close, .leave])
        #expect(model.keyBar.first == listedKey(.scroll))
        model.toggleKeys()
        model.selectNext()
        await model.submit()
        #expect(model.keyBar.map(\.action) == [.close, .scroll, .read, .open, .leave])
        #expect(model.keyBar[3] == listedKey(.open))
        _ = model.escape()
        model.beginFinding()
        #expect(model.keyBar.map(\.action) == [.findTyped, .close])
        #expect(listedKey(.zoom)?.sentence == ExplorerText.helpZoom(narrowest: "500 m").english)
    }

    @Test("the candidates of a \"which one?\" scroll like the other panels; a number typed keeps them where they are")
    func scrollingChoice() async throws {
        let model = try await explorer()
        await model.start()
        model.beginFinding()
        model.type("Springfield")
        await model.submit()
        guard case .choosing = model.panel else {
            Issue.record("no question: \(model.panel)")
            return
        }
        #expect(model.panelScrolls)
        model.scrollPanel(by: 5, limit: 8)
        #expect(model.panelScroll == 5)
        model.type("1")
        model.deleteBackward()
        model.type("2")
        #expect(model.panelScroll == 5, "typing the number scrolled the candidates back to the top")
        model.scrollPanel(by: 10, limit: 8)
        #expect(model.panelScroll == 8)
        _ = model.escape()
        #expect(model.panelScroll == 0)
        model.beginFinding()
        model.scrollPanel(by: 2, limit: 8)
        #expect(model.panelScroll == 0, "the words being typed do not scroll")
    }
}

/// A wiki whose summaries wait until the test opens the gate: for answers that arrive late.
private final class GatedWiki: ArticleRepository {
    let scripted: ScriptedWiki
    /// Whether the articles around a place wait for the gate too, not only summaries.
    let gatesArticles: Bool
    private let gate = AsyncStream<Void>.makeStream()

    init(_ scripted: ScriptedWiki, gatesArticles: Bool = false) {
        self.scripted = scripted
        self.gatesArticles = gatesArticles
    }

    /// Lets the waiting summary through.
    func open() {
        gate.continuation.yield(())
    }

    func articles(near query: NearbyQuery) async throws(ArticleFailure) -> ArticleAnswer<[Article]> {
        if gatesArticles { for await _ in gate.stream { break } }
        return try await scripted.articles(near: query)
    }

    func summary(ofArticleTitled title: String) async throws(ArticleFailure) -> ArticleAnswer<ArticleSummary> {
        for await _ in gate.stream { break }
        return try await scripted.summary(ofArticleTitled: title)
    }
}
