import PlacesDomain
import PlacesPresentation

/// `find`: the Places tab's search box — Wikipedia's articles with coordinates that match a text, each with a
/// reference to pick it by.
@MainActor
struct FindCommand: Command {
    static let name = "find"
    static let argument = ArgumentShape.required
    static let asksWikipedia = true

    /// `--limit`: how many articles to list.
    static let limit = OptionSpec(
        "--limit", value: .wholeNumber(FindArticles.limits),
        placeholder: { _ in "N" },
        help: {
            switch $0 {
            case .english: "how many articles to list: 1 to \(FindArticles.limits.upperBound) (default \(FindArticles.defaultLimit))"
            case .dutch: "hoeveel artikelen getoond worden: 1 tot \(FindArticles.limits.upperBound) (standaard \(FindArticles.defaultLimit))"
            }
        },
        invalid: { .invalidFindLimit($0) }
    )
    static let options = [limit]

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "find TEXT",
                summary: "find places on Wikipedia by title or landmark, as the Places tab does",
                usage: ["find TEXT"],
                details: """
                Searches Wikipedia the way the search box of the Places tab does: the articles whose titles begin \
                with TEXT, redirects followed to their articles, or, when none of those has coordinates, the \
                articles that mention TEXT. Only articles with coordinates are listed; the others are not places, \
                and are counted. Each row has a reference, @1, @2 and so on, the title, the coordinates, the \
                distance and direction from the last place shown (when there is one) and the short description. \
                nearby @1, map @1, open @1, article @1 and add @1 take the references until the next nearby or \
                find, also in the next run of places; Tab completes them. The same names work wherever a place is \
                expected: nearby Colosseum asks Wikipedia when neither the list nor the gazetteer has the name. \
                --limit sets how many are listed (default \(FindArticles.defaultLimit)). When Wikipedia cannot be \
                asked, the answer saved for the same search is shown with its age. Nothing found is exit status 1. \
                --wiki picks the Wikipedia.
                """,
                examples: ["find colosseum", "find \"Dam Square\" --limit 3", "places --json find giethoorn"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "find TEKST",
                summary: "zoek plekken op Wikipedia op titel of bezienswaardigheid, zoals Places",
                usage: ["find TEKST"],
                details: """
                Zoekt op Wikipedia zoals het zoekvak van het tabblad Places: de artikelen waarvan de titel met \
                TEKST begint, via doorverwijzingen naar hun artikel, of, als geen daarvan coördinaten heeft, de \
                artikelen die TEKST noemen. Alleen artikelen met coördinaten worden getoond; de andere zijn geen \
                plekken en worden geteld. Elke regel heeft een verwijzing, @1, @2 enzovoort, de titel, de \
                coördinaten, de afstand en richting vanaf de laatst getoonde plek (als die er is) en de korte \
                beschrijving. nearby @1, map @1, open @1, article @1 en add @1 nemen de verwijzingen tot de \
                volgende nearby of find, ook de volgende keer dat places draait; Tab vult ze aan. Dezelfde namen \
                werken overal waar een plek verwacht wordt: nearby Colosseum vraagt het Wikipedia als de lijst en \
                het plaatsenregister de naam niet hebben. --limit bepaalt hoeveel er getoond worden (standaard \
                \(FindArticles.defaultLimit)). Als Wikipedia niet gevraagd kan worden, verschijnt het bewaarde \
                antwoord op dezelfde zoekvraag, met hoe oud het is. Niets gevonden geeft afsluitstatus 1. --wiki \
                kiest de Wikipedia.
                """,
                examples: ["find colosseum", "find \"Dam Square\" --limit 3", "places --json find giethoorn"]
            )
        }
    }

    let search: ArticleSearchViewModel
    let articles: ArticlesViewModel

    static func make(_ app: AppGraph) -> FindCommand {
        FindCommand(search: app.search, articles: app.articles)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        let limit = input.options.number(Self.limit) ?? FindArticles.defaultLimit
        guard let found = await FoundListing.load(input.text, limit: limit, on: nil, search: search, articles: articles, input, io) else {
            return .failure
        }
        if input.globals.json {
            io.console.line(JSONOutput.found(found.rows))
        } else {
            FoundListing.show(found, io)
        }
        // Nothing found is a failure, as for search and where: a script can tell.
        return CommandOutcome(found.rows.isEmpty ? .failure : .success, [.listedArticles(found.list)])
    }
}
