import PlacesDomain
import PlacesPresentation

/// `explore`: the Places tab as a map to move around, full screen — the articles around a place as pins and as a
/// list, a summary, search this area, find a place — until the person leaves.
@MainActor
struct ExploreCommand: Command {
    static let name = "explore"
    static let argument = ArgumentShape.optional
    static let completion = CompletionKind.locationsOrReferences
    static let asksWikipedia = true

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "explore [PLACE]",
                summary: "move around a map of the Wikipedia articles around a place, full screen",
                usage: ["explore [N|NAME|@N|COORDINATES|LINK]"],
                details: """
                Fills the terminal with a map of the area around a place, the Wikipedia articles around it as \
                pins, and the list of those articles beside the map, the selected one highlighted in both. The \
                place is any place nearby takes; without one, the last place shown. Arrows or h j k l move the \
                map, + and - zoom from the whole world to 500 m across, Tab and Shift-Tab or n and p select the \
                next or previous article (a click on its pin or its row does too), Enter shows its summary, r the \
                whole article (read's text, from its table of contents on; r or Esc closes it), o opens its page (when no app can, its address is printed again after leaving), s searches the \
                area now in the middle of the map, / finds another place by name and goes there, a adds the \
                selected article (or the middle of the map) to your locations, b saves the selected article to \
                the saved list (again: takes it off; saved articles are pins marked S1, S2…), ? lists every key (↑ ↓ j k, PgUp \
                PgDn and the mouse wheel over it scroll it, a summary, an article and a “which one?” too; elsewhere the wheel \
                zooms), and q, Esc or Ctrl-C leaves. Pasted text goes only into the words after /, on one line; it \
                never presses keys, and a paste whose end never comes is over once nothing more arrives for a \
                second. It needs a terminal: piped, with TERM=dumb or no TERM, or with --plain it says so and ends \
                with status 2; nearby and map do the same in lines. --wiki picks the Wikipedia.
                """,
                examples: ["explore amsterdam", "explore @2", "explore 48.8584 2.2945"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "explore [PLEK]",
                summary: "beweeg over een kaart van de Wikipedia-artikelen rond een plek, schermvullend",
                usage: ["explore [N|NAAM|@N|COÖRDINATEN|LINK]"],
                details: """
                Vult de terminal met een kaart van de omgeving van een plek, de Wikipedia-artikelen eromheen als \
                spelden, en de lijst van die artikelen naast de kaart, het gekozen artikel in beide gemarkeerd. De \
                plek is elke plek die nearby aanneemt; zonder plek de laatst getoonde. Pijltjes of h j k l \
                verschuiven de kaart, + en - zoomen van de hele wereld tot 500 m breed, Tab en Shift-Tab of n en p \
                kiezen het volgende of vorige artikel (een klik op zijn speld of regel ook), Enter toont de \
                samenvatting, r het hele artikel (de tekst van read, vanaf de inhoudsopgave; r of Esc sluit het), o \
                opent de pagina (als geen app dat kan, staat het adres na afloop nog eens op het \
                scherm), s zoekt rond het midden van de kaart, / vindt een andere plek op \
                naam en gaat erheen, a voegt het gekozen artikel (of het midden van de kaart) toe aan je locaties, \
                b bewaart het gekozen artikel (nog eens: haalt het eruit; bewaarde artikelen zijn spelden met S1, \
                S2…), \
                ? toont alle toetsen (↑ ↓ j k, PgUp PgDn en het muiswieltje erboven scrollen die lijst, een \
                samenvatting, een artikel en een “welke?” ook; elders zoomt het wieltje), en q, Esc of Ctrl-C stopt. Geplakte \
                tekst komt alleen in de woorden na /, op één regel; hij drukt nooit toetsen in, en een plaksel \
                waarvan het einde nooit komt, is voorbij zodra er een seconde niets meer binnenkomt. Het heeft een \
                terminal nodig: via een pijp, met TERM=dumb of zonder TERM, of met --plain zegt het dat en eindigt \
                het met status 2; nearby en map doen hetzelfde in regels. --wiki kiest de Wikipedia.
                """,
                examples: ["explore amsterdam", "explore @2", "explore 48.8584 2.2945"]
            )
        }
    }

    let list: ListAccess
    let lookup: PlaceLookupViewModel
    let articles: ArticlesViewModel
    /// The explorer around a place, built by the composition root.
    let makeExplorer: @MainActor (Place) -> ExplorerViewModel
    /// Summaries' pictures, where the terminal draws them.
    let pictures: PictureDrawing

    static func make(_ app: AppGraph) -> ExploreCommand {
        ExploreCommand(list: app.list, lookup: app.lookup, articles: app.articles, makeExplorer: app.explorer(around:), pictures: app.pictures)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        // Said before anything is looked up: a script learns at once what to use instead.
        let refusal: ExplorerScreenText.NoTerminal? = input.globals.plain ? .plain : input.globals.json ? .json : io.fullScreen.refusal
        if let refusal {
            io.console.message(io.localizer(ExplorerScreenText.needsTerminal(refusal)))
            return .usage
        }
        let place: Place
        // Which location of the list a name is, the view says itself.
        switch await lookup.placeToLookAround(for: Self.name, input, articles: articles, list: list, io, sayingWhichLocation: false) {
        case .place(let found): place = found
        case .none(let status): return CommandOutcome(status)
        }
        let model = makeExplorer(place)
        guard let terminal = io.fullScreen.open() else {
            io.console.message(io.localizer(ExplorerScreenText.needsTerminal(.notATerminal)))
            return .usage
        }
        let screen = ExplorerScreen(color: io.console.style.color, localizer: io.localizer)
        let ending = await ExplorerSession(model: model, terminal: terminal, screen: screen, pictures: pictures).run()
        // The addresses of the pages nothing opened, again on the main screen as `open` gives them: each whole on a
        // line of its own, to select or click, and kept in the terminal's history after the view is gone.
        for outcome in model.unopened { _ = OpenReport.say(outcome, io) }
        var changes: [SessionChange] = [.showedPlace(model.centre)]
        if let shown = model.list { changes.append(.listedArticles(shown.list)) }
        return CommandOutcome(ending == .left ? .success : .failure, changes)
    }
}
