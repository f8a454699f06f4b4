import PlacesDomain
import PlacesPresentation

/// `handle-url`: plays the Places tab for a link: the place, Wikipedia's articles around it, the nearest locations
/// and the web page; or, for a link that names only an article, its summary.
enum HandleURLCommand: Command {
    static let name = "handle-url"
    static let argument = ArgumentShape.required

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "handle-url URL",
                summary: "play the Places tab for a link: articles and locations around it",
                usage: ["handle-url URL"],
                details: """
                Plays the Places tab for a link: shows its place, the Wikipedia articles around it (the nearest 10, \
                or --limit; with references as nearby gives them), the nearest locations of the list with their \
                distances, and the same place on the website of the Wikipedia it asks. For a link that names an \
                article and no coordinates, it shows the article's summary. When Wikipedia cannot answer, the rest \
                is still shown and the exit status is 1. install-handler makes the desktop call this for \
                wikipedia:// links.
                """,
                examples: ["handle-url \"wikipedia://places?lat=52.3547&lon=4.8339&name=Amsterdam\""]
            )
        case .dutch:
            CommandHelp(
                synopsis: "handle-url URL",
                summary: "speel het tabblad Places na voor een link: artikelen en locaties eromheen",
                usage: ["handle-url URL"],
                details: """
                Speelt het tabblad Places na voor een link: toont de plek, de Wikipedia-artikelen eromheen (de \
                dichtstbijzijnde 10, of --limit; met verwijzingen zoals nearby ze geeft), de dichtstbijzijnde \
                locaties uit de lijst met hun afstand, en dezelfde plek op de website van de gevraagde Wikipedia. \
                Voor een link die een artikel noemt en geen coördinaten toont het de samenvatting van dat artikel. \
                Als Wikipedia geen antwoord geeft, wordt de rest toch getoond en is de afsluitstatus 1. \
                install-handler laat het bureaublad dit aanroepen voor wikipedia://-links.
                """,
                examples: ["handle-url \"wikipedia://places?lat=52.3547&lon=4.8339&name=Amsterdam\""]
            )
        }
    }

    /// How many articles the tab lists around a place unless `--limit` says otherwise.
    static let articleCount = 10

    @MainActor
    static func run(_ argument: CommandArgument, in context: CommandContext) async -> ExitStatus {
        let tab = PlacesTabViewModel(list: context.list, site: context.articles.site)
        let request: PlacesLinkRequest
        switch tab.request(for: argument.text ?? "") {
        case .success(let parsed):
            request = parsed
        case .failure(let rejected):
            context.console.message(rejected.message)
            return .failure
        }
        guard let coordinate = request.coordinate else { return await showArticle(request, tab: tab, in: context) }
        context.lastPlace = ArticlePlace(coordinate: coordinate, label: request.label)
        if !context.options.json {
            context.console.line(context.localizer(LinkText.handleShowing(TerminalText.sanitized(tab.title(for: request)))))
            if let sentence = context.list.labeler.sentence(for: coordinate) { context.console.line(TerminalText.sanitized(sentence)) }
            if let article = request.article { context.console.line(context.localizer(LinkText.handleArticleOnly(url: article.url))) }
        }
        // Wikipedia's articles are what the tab is for; the list's nearest locations are a bonus, shown even when
        // the list cannot be loaded. Either failing is said, and makes the status 1, but hides nothing else.
        var status = ExitStatus.success
        let query = NearbyQuery(
            centre: coordinate,
            radius: context.options.radius ?? NearbyQuery.defaultRadius,
            limit: context.options.limit ?? articleCount
        )
        var articles: NearbyArticles?
        if let query {
            await context.progress.during(context.localizer(ArticleText.asking(host: context.articles.site.host))) {
                await context.articles.loadNearby(query, label: request.label)
            }
            switch context.articles.nearbyState {
            case .loaded(let nearby):
                articles = nearby
                context.mapSubject = .articles
                for notice in nearby.notices { context.console.message(notice.message) }
            case .failed(let message):
                context.console.message(message)
                status = .failure
            case .idle, .loading:
                status = .failure
            }
        }
        if !(await context.ensureLoaded()) { status = .failure }
        let state = tab.state(for: request)
        if context.options.json {
            context.console.line(JSONOutput.placesTab(state, articles: articles.map { JSONOutput.articles($0.rows) }))
            return status
        }
        if let articles {
            context.console.line(TerminalText.sanitized(articles.heading))
            context.console.out.write(ArticleTable(style: context.console.style).render(articles.rows))
        }
        if case .place(let place) = state {
            if !place.nearest.isEmpty {
                context.console.line(context.localizer(LinkText.handleNearest))
                context.console.out.write(NearbyTable(style: context.console.style, localizer: context.localizer).render(place.nearest))
            }
            context.console.line(context.localizer(LinkText.handleOnWeb(url: place.webFallback)))
        }
        return status
    }

    /// A link with an article and no coordinates: the article's summary, from the wiki of the article's language
    /// unless `--wiki` gave an address (a mirror or a test server answers everything then).
    @MainActor
    private static func showArticle(_ request: PlacesLinkRequest, tab: PlacesTabViewModel, in context: CommandContext) async -> ExitStatus {
        guard let article = request.article else { return .failure }
        let fixed = context.options.wiki?.isAddress == true
        let site = fixed ? context.articles.site : WikipediaSite(articleURL: article.url) ?? context.articles.site
        let target = ArticleTarget(title: article.title, site: site)
        guard context.options.json else {
            let status = await ArticleCommand.show(target, in: context)
            if status != .success { context.console.line(context.localizer(LinkText.handleOnWeb(url: article.url))) }
            return status
        }
        let card = await ArticleCommand.load(target, in: context)
        context.console.line(JSONOutput.placesTab(tab.state(for: request), summary: card.map(JSONOutput.card)))
        return card == nil ? .failure : .success
    }
}
