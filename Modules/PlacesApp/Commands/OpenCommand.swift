import PlacesPresentation

/// `open`: opens a location in Wikipedia's Places tab, or prints its link with `--dry-run`.
enum OpenCommand: Command {
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

    @MainActor
    static func run(_ argument: CommandArgument, in context: CommandContext) async -> ExitStatus {
        if ArticleTarget.referenceNumber(argument.text ?? "") != nil { return await openArticle(argument, in: context) }
        switch await context.findPlace(argument.text ?? "") {
        case .location(let row):
            if context.options.dryRun { return context.printLink(for: row) }
            return report(await context.list.open(row), in: context)
        case .place(let place):
            if context.options.dryRun {
                context.console.line(context.list.link(for: place))
                return .success
            }
            return report(await context.list.open(place), in: context)
        case .none(let status):
            return status
        }
    }

    /// `open @N`: the article's page, in the browser (or printed, with `--dry-run`).
    @MainActor
    private static func openArticle(_ argument: CommandArgument, in context: CommandContext) async -> ExitStatus {
        guard let target = await context.findArticle(argument.text ?? "") else { return .failure }
        if context.options.dryRun {
            context.console.line(target.url)
            return .success
        }
        return report(await context.articles.open(target), in: context)
    }

    @MainActor
    private static func report(_ outcome: OpenOutcome, in context: CommandContext) -> ExitStatus {
        switch outcome {
        case .opened(_, let message):
            context.console.line(TerminalText.sanitized(message))
            return .success
        case .noHandler(_, let webFallback, let message), .failed(_, let webFallback, let message):
            context.console.message(message)
            context.console.line(webFallback)
            return .failure
        case .noLink(let message):
            context.console.message(message)
            return .failure
        }
    }
}
