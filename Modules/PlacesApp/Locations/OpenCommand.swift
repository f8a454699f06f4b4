import PlacesDomain
import PlacesPresentation

/// `open`: opens a location in Wikipedia's Places tab, or prints its link with `--dry-run`.
@MainActor
struct OpenCommand: Command {
    static let name = "open"
    static let argument = ArgumentShape.required
    static let completion = CompletionKind.locationsOrReferences

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "open N|NAME|@N",
                summary: "open a location in Wikipedia's Places tab",
                usage: ["open N|NAME", "open @N"],
                details: """
                Opens a location in the Wikipedia app's Places tab. N is the number list and search show; it always
                means the same location, whatever you searched last. A name works like search: an exact name or a
                single match opens, several matches are listed with their numbers, and no match suggests the
                closest names. When no app handles wikipedia:// links, places says so and prints the same place on
                the Wikipedia website. PLACES_OPENER names another program to hand the link to; places waits for it
                to exit, at most 10 seconds. open @N opens the page of article @N of the last nearby in the
                browser instead.
                """,
                examples: ["open 3", "open copenhagen", "open @1", "places --dry-run open amsterdam"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "open N|NAAM|@N",
                summary: "open een locatie in het tabblad Places van Wikipedia",
                usage: ["open N|NAAM", "open @N"],
                details: """
                Opent een locatie in het tabblad Places van de Wikipedia-app. N is het nummer dat list en search
                tonen; het betekent altijd dezelfde locatie, wat je ook het laatst hebt gezocht. Een naam werkt als
                search: een exacte naam of één treffer wordt geopend, bij meer treffers zie je ze met hun nummer, en
                zonder treffer krijg je de namen die het dichtst in de buurt komen. Als geen app wikipedia://-links
                opent, zegt places dat en toont het dezelfde plek op de website van Wikipedia. PLACES_OPENER noemt
                een ander programma om de link aan te geven; places wacht hooguit 10 seconden tot het klaar is.
                open @N opent in plaats daarvan de pagina van artikel @N uit de laatste nearby in de browser.
                """,
                examples: ["open 3", "open copenhagen", "open @1", "places --dry-run open amsterdam"]
            )
        }
    }

    let list: ListAccess
    let lookup: PlaceLookupViewModel
    let articles: ArticlesViewModel

    static func make(_ app: AppGraph) -> OpenCommand {
        OpenCommand(list: app.list, lookup: app.lookup, articles: app.articles)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        if ArticleReference.number(in: input.text) != nil { return await openArticle(input, io) }
        let place: Place
        switch await lookup.find(input.argument.words, accepting: .named, list: list, io) {
        case .place(let found): place = found
        case .none(let status): return CommandOutcome(status)
        }
        let locations = list.locations
        let style = input.globals.linkStyle
        let shown = CommandOutcome(.success, [.showedPlace(place)])
        if input.globals.dryRun {
            switch locations.link(for: place.location(), number: place.number, style: style) {
            case .success(let link):
                io.console.line(link)
                return shown
            case .failure(let unavailable):
                io.console.message(unavailable.sentence(io.localizer))
                return CommandOutcome(.failure, [.showedPlace(place)])
            }
        }
        let outcome = await locations.open(place, title: locations.title(of: place), style: style)
        return CommandOutcome(OpenReport.say(outcome, io), [.showedPlace(place)])
    }

    /// `open @N`: the article's page, in the browser (or printed, with `--dry-run`).
    private func openArticle(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        let target: ArticleTarget
        switch await articles.target(for: input.text) {
        case .success(let found): target = found
        case .failure(let failure):
            io.console.message(failure.sentence(io.localizer))
            return .failure
        }
        if input.globals.dryRun {
            io.console.line(target.url)
            return .success
        }
        return CommandOutcome(OpenReport.say(await articles.open(target), io))
    }

}
