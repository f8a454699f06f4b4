import PlacesDomain
import PlacesPresentation

/// `handle-url`: plays the Places tab for a link: the place, Wikipedia's articles around it, the nearest locations
/// and the web page; or, for a link that names only an article, its summary.
@MainActor
struct HandleURLCommand: Command {
    static let name = "handle-url"
    static let argument = ArgumentShape.required
    static let asksWikipedia = true

    /// `--limit`: how many articles the tab lists.
    static let limit = NearbyListing.limit(default: articleCount)
    static let options = [NearbyListing.radius, limit]

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "handle-url URL",
                summary: "play the Places tab for a link: articles and locations around it",
                usage: ["handle-url URL"],
                details: """
                Plays the Places tab for a link: shows its place, the Wikipedia articles around it (with references \
                as nearby gives them), a map of them (as map draws it after nearby; without articles, the area \
                around the place with the list's locations), the nearest locations of the list with their \
                distances, and the same place on the website of the Wikipedia it asks. For a link that names an \
                article and no coordinates, or the app's link to an article \
                (wikipedia://en.wikipedia.org/wiki/TITLE), it shows the article's summary; for a search \
                (wikipedia://search?q=TEXT) it lists the places find would list, with their references, and gives \
                the same search on the web; for the app's other links (wikipedia://places with no place, explore, \
                saved…) it says what they open and gives the same page on the web where there is one. When \
                Wikipedia cannot answer, the rest is still shown and the exit status is 1. install-handler makes the \
                desktop call this for wikipedia:// links.
                """,
                examples: [
                    "handle-url \"wikipedia://places?lat=52.3547&lon=4.8339&name=Amsterdam\"",
                    "handle-url \"wikipedia://search?q=Einstein\"",
                ]
            )
        case .dutch:
            CommandHelp(
                synopsis: "handle-url URL",
                summary: "speel het tabblad Places na voor een link: artikelen en locaties eromheen",
                usage: ["handle-url URL"],
                details: """
                Speelt het tabblad Places na voor een link: toont de plek, de Wikipedia-artikelen eromheen (met \
                verwijzingen zoals nearby ze geeft), een kaart ervan (zoals map die na nearby tekent; zonder \
                artikelen het gebied rond de plek met de locaties uit de lijst), de dichtstbijzijnde \
                locaties uit de lijst met hun afstand, en dezelfde plek op de website van de gevraagde Wikipedia. \
                Voor een link die een artikel noemt en geen coördinaten, of de link van de app naar een artikel \
                (wikipedia://nl.wikipedia.org/wiki/TITEL), toont het de samenvatting van dat artikel; voor een \
                zoekvraag (wikipedia://search?q=TEKST) toont het de plekken die find zou tonen, met hun \
                verwijzingen, en dezelfde zoekvraag op het web; voor de andere links van de app (wikipedia://places \
                zonder plek, explore, saved…) zegt het wat ze openen en geeft het dezelfde pagina op het web als die \
                er is. Als Wikipedia geen antwoord geeft, wordt de rest toch getoond en is de afsluitstatus 1. \
                install-handler laat het bureaublad dit aanroepen voor wikipedia://-links.
                """,
                examples: [
                    "handle-url \"wikipedia://places?lat=52.3547&lon=4.8339&name=Amsterdam\"",
                    "handle-url \"wikipedia://search?q=Einstein\"",
                ]
            )
        }
    }

    /// How many articles the tab lists around a place unless `--limit` says otherwise.
    static let articleCount = 10
    /// The most lines the tab's map takes.
    static let mapRows = 16

    let list: ListAccess
    let articles: ArticlesViewModel
    let search: ArticleSearchViewModel
    let maps: MapMaker
    /// What the Places tab does with the link.
    let placesTab: PlacesTabViewModel
    let pictures: PictureDrawing

    static func make(_ app: AppGraph) -> HandleURLCommand {
        HandleURLCommand(list: app.list, articles: app.articles, search: app.search, maps: app.maps, placesTab: app.placesTab, pictures: app.pictures)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        let request: PlacesLinkRequest
        switch placesTab.link(for: input.text) {
        case .success(.places(let parsed)):
            request = parsed
        case .success(.article(let article, let site)):
            return CommandOutcome(await showArticle(article, site: site, state: .article(label: nil, url: article.url), input, io))
        case .success(.search(let text, let site, let webAddress)):
            return await showSearch(text, site: site, webAddress: webAddress, input, io)
        case .success(.elsewhere(let said, let webAddress, let next)):
            let sentence = io.localizer.sentence(said, then: next)
            guard !input.globals.json else {
                io.console.line(JSONOutput.placesTabElsewhere(sentence: sentence, web: webAddress))
                return .success
            }
            io.console.line(sentence)
            io.console.line(webAddress.map { io.localizer(LinkText.handleOnWeb(url: $0)) } ?? io.localizer(LinkText.handleNoWebPage))
            return .success
        case .failure(let rejected):
            io.console.message(io.localizer.sentence(rejected.message, then: rejected.next))
            return .failure
        }
        guard let coordinate = request.coordinate else {
            guard let article = request.article else { return .failure }
            let site = placesTab.site(forLink: WikipediaSite(articleURL: article.url)) ?? articles.site
            return CommandOutcome(await showArticle(article, site: site, state: placesTab.state(for: request), input, io))
        }
        let place = Place(coordinate: coordinate, name: request.label, origin: .link(request))
        var changes: [SessionChange] = [.showedPlace(place)]
        if !input.globals.json {
            io.console.line(io.localizer(LinkText.handleShowing(Quoted(placesTab.title(for: request)))))
            if let sentence = placesTab.whereSentence(for: coordinate) { io.console.line(DisplayText.sanitized(sentence)) }
            if let article = request.article { io.console.line(io.localizer(LinkText.handleArticleOnly(url: article.url))) }
        }
        var nearby: NearbyArticleList?
        var articlesAnswered = true
        if let query = NearbyQuery(
            centre: coordinate,
            radius: input.options.number(NearbyListing.radius) ?? NearbyQuery.defaultRadius,
            limit: input.options.number(Self.limit) ?? Self.articleCount
        ) {
            nearby = await NearbyListing.load(query, around: place, articles: articles, io)
            if let nearby { changes.append(.listedArticles(nearby.list)) } else { articlesAnswered = false }
        }
        _ = await list.catalog(io)
        let outcome = placesTab.outcome(for: request, around: place, nearby: nearby, articlesAnswered: articlesAnswered)
        let status: ExitStatus = outcome.succeeded ? .success : .failure
        if input.globals.json {
            io.console.line(JSONOutput.placesTab(outcome.state, articles: nearby.map { JSONOutput.articles($0.rows) }))
            return CommandOutcome(status, changes)
        }
        if let nearby {
            io.console.line(DisplayText.sanitized(nearby.heading))
            io.console.out.write(ArticleTable(style: io.console.style).render(nearby.rows))
        }
        drawMap(outcome.map, io)
        if case .place(let shown) = outcome.state {
            if !shown.nearest.isEmpty {
                io.console.line(io.localizer(LinkText.handleNearest))
                io.console.out.write(NearbyTable(style: io.console.style, localizer: io.localizer).render(shown.nearest))
            }
            io.console.line(io.localizer(LinkText.handleOnWeb(url: shown.webFallback)))
        }
        return CommandOutcome(status, changes)
    }

    /// A search (`wikipedia://search?q=Einstein`): the places `find` would list, on the link's wiki unless `--wiki`
    /// gave an address, then the same search on the web. Wikipedia failing is exit status 1; nothing found is not,
    /// since the link was answered.
    private func showSearch(_ text: String, site linkSite: WikipediaSite?, webAddress: String?, _ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        let site = placesTab.site(forLink: linkSite)
        let limit = input.options.number(Self.limit) ?? Self.articleCount
        let found = await FoundListing.load(text, limit: limit, on: site, search: search, articles: articles, input, io)
        if input.globals.json {
            io.console.line(JSONOutput.placesTabSearch(text, web: webAddress, found: found.map { JSONOutput.found($0.rows) }))
        } else {
            if let found { FoundListing.show(found, io) }
            io.console.line(webAddress.map { io.localizer(LinkText.handleOnWeb(url: $0)) } ?? io.localizer(LinkText.handleNoWebPage))
        }
        guard let found else { return .failure }
        return CommandOutcome(.success, [.listedArticles(found.list)])
    }

    /// The Places tab's map, as `map` draws it, of what the tab decided (``PlacesTabOutcome/map``). Plain output has
    /// the articles' distances and directions in its sentences already, and a terminal too narrow for a map gets none.
    private func drawMap(_ subject: MapMaker.Subject, _ io: CommandIO) {
        let style = io.console.style
        guard !style.plain, style.width >= MapMaker.minimumColumns else { return }
        let locations = list.locations
        // The tab has more to show under the map than `map` has: the map takes at most `mapRows` lines.
        let rows = min(Self.mapRows, MapLayout.rows(height: style.height) ?? Self.mapRows)
        let picture = maps.map(subject, columns: style.width, rows: rows, title: locations.title(of:))
        io.console.out.write(MapRendering(style: style).render(picture))
    }

    /// A link to an article (a Places link with an article and no coordinates, or the app's link to the article):
    /// the article's summary, from the wiki of the article's language unless `--wiki` gave an address (a mirror or
    /// a test server answers everything then).
    private func showArticle(
        _ article: WikipediaArticle,
        site linkSite: WikipediaSite,
        state: PlacesTabState,
        _ input: CommandInput,
        _ io: CommandIO
    ) async -> ExitStatus {
        let site = placesTab.site(forLink: linkSite) ?? articles.site
        let target = ArticleTarget(title: article.title, site: site)
        guard input.globals.json else {
            let status = await ArticleCardPrinting.show(target, json: false, articles: articles, pictures: pictures, io)
            if status != .success { io.console.line(io.localizer(LinkText.handleOnWeb(url: article.url))) }
            return status
        }
        let card = await ArticleCardPrinting.load(target, articles: articles, io)
        io.console.line(JSONOutput.placesTab(state, summary: card.map(JSONOutput.card)))
        return card == nil ? .failure : .success
    }
}
