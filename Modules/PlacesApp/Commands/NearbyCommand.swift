import PlacesDomain
import PlacesPresentation

/// `nearby`: the Wikipedia articles around a place, nearest first, each with a reference to pick it by.
enum NearbyCommand: Command {
    static let name = "nearby"
    static let argument = ArgumentShape.optional
    static let completion = CompletionKind.locationsOrReferences

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "nearby [PLACE]",
                summary: "list the Wikipedia articles around a place",
                usage: ["nearby [N|NAME|@N|COORDINATES|LINK] [--radius METRES] [--limit N]"],
                details: """
                Lists the Wikipedia articles around a location of the list (by number or name), around an article \
                of the last list (@3), around coordinates in any format add reads (a name may come first), or \
                around the place of a wikipedia://places link. \
                Without an argument it looks around the last place shown. Each row has a reference, @1, @2 and so \
                on, the title, the distance and the direction from the place, and the article's short description; \
                article @2 shows its summary and open @2 its page. References are kept until the next nearby, also \
                for the next run of places; a bare number always means a location. --radius is in metres, 10 to \
                10000 (default 10000); --limit is 1 to 500 articles (default 20). --wiki picks the Wikipedia.
                """,
                examples: ["nearby amsterdam", "nearby 3", "nearby @2", "nearby 48.8584 2.2945 --radius 500", "places --json nearby 52.37 4.89"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "nearby [PLEK]",
                summary: "toon de Wikipedia-artikelen rond een plek",
                usage: ["nearby [N|NAAM|@N|COÖRDINATEN|LINK] [--radius METER] [--limit N]"],
                details: """
                Toont de Wikipedia-artikelen rond een locatie uit de lijst (op nummer of naam), rond een artikel \
                uit de laatste lijst (@3), rond coördinaten in elke vorm die add leest (eventueel met een naam \
                ervoor), of rond de plek van een wikipedia://places-link. Zonder argument zoekt het rond de laatst getoonde plek. Elke regel heeft \
                een verwijzing, @1, @2 enzovoort, de titel, de afstand en de richting vanaf de plek, en de korte \
                beschrijving van het artikel; article @2 toont de samenvatting en open @2 de pagina. Verwijzingen \
                blijven gelden tot de volgende nearby, ook voor de volgende keer dat places draait; een los nummer \
                is altijd een locatie. --radius is in meters, 10 tot 10000 (standaard 10000); --limit is 1 tot 500 \
                artikelen (standaard 20). --wiki kiest de Wikipedia.
                """,
                examples: ["nearby amsterdam", "nearby 3", "nearby @2", "nearby 48.8584 2.2945 --radius 500", "places --json nearby 52.37 4.89"]
            )
        }
    }

    @MainActor
    static func run(_ argument: CommandArgument, in context: CommandContext) async -> ExitStatus {
        var radius = context.options.radius ?? NearbyQuery.defaultRadius
        var limit = context.options.limit ?? NearbyQuery.defaultLimit
        // In a session the options come with the line; on the command line the option parser has taken them.
        var words: [String] = []
        var index = 0
        let given = argument.words
        while index < given.count {
            let word = given[index]
            index += 1
            let (name, inline) = word.hasPrefix("--") && word.contains("=")
                ? (String(word.prefix { $0 != "=" }), String(word.drop { $0 != "=" }.dropFirst()))
                : (word, nil)
            guard name == "--radius" || name == "--limit" else {
                words.append(word)
                continue
            }
            guard let value = inline ?? (index < given.count ? given[index] : nil) else {
                return context.report(.missingOptionValue(name))
            }
            if inline == nil { index += 1 }
            let shown = TerminalText.quoted(value)
            if name == "--radius" {
                guard let metres = NearbyOptionValue.radius(value) else { return context.report(.invalidRadius(shown)) }
                radius = metres
            } else {
                guard let count = NearbyOptionValue.limit(value) else { return context.report(.invalidLimit(shown)) }
                limit = count
            }
        }
        let place: ArticlePlace
        if words.isEmpty {
            // Without a place: the last one shown, in this run or, through the kept list, the one before.
            if let last = context.lastPlace {
                place = last
            } else if let last = await context.articles.lastPlace() {
                place = last
                context.lastPlace = last
            } else {
                context.console.message(context.localizer(ArticleText.needsPlace))
                return .usage
            }
        } else {
            switch await context.place(named: words) {
            case .success(let found): place = found
            case .failure(let noPlace): return noPlace.status
            }
        }
        guard let query = NearbyQuery(centre: place.coordinate, radius: radius, limit: limit) else { return .usage }
        return await show(query, label: place.label, in: context)
    }

    /// Asks for the articles and prints them, with the notices first; shared with `handle-url`.
    @MainActor
    static func show(_ query: NearbyQuery, label: String?, in context: CommandContext) async -> ExitStatus {
        await context.progress.during(context.localizer(ArticleText.asking(host: context.articles.site.host))) {
            await context.articles.loadNearby(query, label: label)
        }
        switch context.articles.nearbyState {
        case .loaded(let nearby):
            context.mapSubject = .articles
            for notice in nearby.notices { context.console.message(notice.message) }
            if context.options.json {
                context.console.line(JSONOutput.articles(nearby.rows))
            } else {
                context.console.line(TerminalText.sanitized(nearby.heading))
                context.console.out.write(ArticleTable(style: context.console.style).render(nearby.rows))
            }
            return .success
        case .failed(let message):
            context.console.message(message)
            return .failure
        case .idle, .loading:
            return .failure
        }
    }
}
