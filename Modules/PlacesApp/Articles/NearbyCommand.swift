import PlacesDomain
import PlacesPresentation

/// `nearby`: the Wikipedia articles around a place, nearest first, each with a reference to pick it by.
@MainActor
struct NearbyCommand: Command {
    static let name = "nearby"
    static let argument = ArgumentShape.optional
    static let completion = CompletionKind.locationsOrReferences
    static let asksWikipedia = true

    /// `--limit`: how many articles to list.
    static let limit = NearbyListing.limit(default: NearbyQuery.defaultLimit)
    static let options = [NearbyListing.radius, limit]

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "nearby [PLACE]",
                summary: "list the Wikipedia articles around a place",
                usage: ["nearby [N|NAME|@N|COORDINATES|LINK]"],
                details: """
                Lists the Wikipedia articles around a location of the list (by number or name), around an article \
                of the last list (@3), around coordinates in any format add reads (a name may come first), or \
                around the place of a wikipedia://places link. \
                Without an argument it looks around the last place shown. Each row has a reference, @1, @2 and so \
                on, the title, the distance and the direction from the place, and the article's short description; \
                article @2 shows its summary and open @2 its page. References are kept until the next nearby, also \
                for the next run of places; a bare number always means a location. --wiki picks the Wikipedia.
                """,
                examples: ["nearby amsterdam", "nearby 3", "nearby @2", "nearby 48.8584 2.2945 --radius 500", "places --json nearby 52.37 4.89"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "nearby [PLEK]",
                summary: "toon de Wikipedia-artikelen rond een plek",
                usage: ["nearby [N|NAAM|@N|COÖRDINATEN|LINK]"],
                details: """
                Toont de Wikipedia-artikelen rond een locatie uit de lijst (op nummer of naam), rond een artikel \
                uit de laatste lijst (@3), rond coördinaten in elke vorm die add leest (eventueel met een naam \
                ervoor), of rond de plek van een wikipedia://places-link. Zonder argument zoekt het rond de laatst getoonde plek. Elke regel heeft \
                een verwijzing, @1, @2 enzovoort, de titel, de afstand en de richting vanaf de plek, en de korte \
                beschrijving van het artikel; article @2 toont de samenvatting en open @2 de pagina. Verwijzingen \
                blijven gelden tot de volgende nearby, ook voor de volgende keer dat places draait; een los nummer \
                is altijd een locatie. --wiki kiest de Wikipedia.
                """,
                examples: ["nearby amsterdam", "nearby 3", "nearby @2", "nearby 48.8584 2.2945 --radius 500", "places --json nearby 52.37 4.89"]
            )
        }
    }

    let list: ListAccess
    let lookup: PlaceLookupViewModel
    let articles: ArticlesViewModel

    static func make(_ app: AppGraph) -> NearbyCommand {
        NearbyCommand(list: app.list, lookup: app.lookup, articles: app.articles)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        let place: Place
        switch await lookup.placeToLookAround(for: Self.name, input, articles: articles, list: list, io) {
        case .place(let found): place = found
        case .none(let status): return CommandOutcome(status)
        }
        let radius = input.options.number(NearbyListing.radius) ?? NearbyQuery.defaultRadius
        let limit = input.options.number(Self.limit) ?? NearbyQuery.defaultLimit
        guard let query = NearbyQuery(centre: place.coordinate, radius: radius, limit: limit) else { return .usage }
        guard let nearby = await NearbyListing.load(query, around: place, articles: articles, io) else {
            return CommandOutcome(.failure, [.showedPlace(place)])
        }
        if input.globals.json {
            io.console.line(JSONOutput.articles(nearby.rows))
        } else {
            io.console.line(DisplayText.sanitized(nearby.heading))
            io.console.out.write(ArticleTable(style: io.console.style).render(nearby.rows))
        }
        return CommandOutcome(.success, [.showedPlace(place), .listedArticles(nearby.list)])
    }

}
