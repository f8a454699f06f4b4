import PlacesDomain
import PlacesPresentation

/// `search`: the locations whose name contains the text, ignoring case and accents.
enum SearchCommand: Command {
    static let name = "search"
    static let argument = ArgumentShape.optional
    static let completion = CompletionKind.locationNames

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "search TEXT",
                summary: "show the locations whose name contains TEXT",
                usage: ["search TEXT"],
                details: """
                Shows the locations whose name contains TEXT, ignoring case and accents: "zurich" finds Zürich and
                "sao" finds São Paulo. Each match keeps its number from the full list. Without TEXT, search shows
                everything.
                """,
                examples: ["search cop", "places --json search \"new york\""]
            )
        case .dutch:
            CommandHelp(
                synopsis: "search TEKST",
                summary: "toon de locaties waarvan de naam TEKST bevat",
                usage: ["search TEKST"],
                details: """
                Toont de locaties waarvan de naam TEKST bevat, zonder op hoofdletters of accenten te letten:
                "zurich" vindt Zürich en "sao" vindt São Paulo. Elke treffer houdt zijn nummer uit de volledige
                lijst. Zonder TEKST toont search alles.
                """,
                examples: ["search cop", "places --json search \"new york\""]
            )
        }
    }

    @MainActor
    static func run(_ argument: CommandArgument, in context: CommandContext) async -> ExitStatus {
        await show(matching: argument.text ?? "", in: context)
    }

    /// Prints the rows matching `query` (every row for an empty one) as a table, sentences or JSON.
    ///
    /// Rows are made and written a chunk at a time, so printing a long list costs little memory beyond the list,
    /// and stops as soon as nobody reads the output.
    @MainActor
    static func show(matching query: String, in context: CommandContext) async -> ExitStatus {
        guard await context.ensureLoaded() else { return .failure }
        let list = context.list
        let console = context.console
        list.search(query)
        context.mapSubject = .locations
        let numbers = list.numbers(matching: query)
        if context.options.json {
            let catalog = list.catalog
            let style = list.linkStyle
            JSONOutput.writeRows(numbers.lazy.compactMap { number in
                catalog.location(number: number).map { (number, $0, style.link(for: $0)) }
            }, to: console)
            return .success
        }
        if case .empty(let message) = list.state {
            console.message(message)
            return .success
        }
        if numbers.isEmpty {
            console.message(context.localizer(LocationText.noMatch(query)))
            return .success
        }
        LocationTable(style: console.style, localizer: context.localizer).write(numbers: numbers, row: list.row(number:), to: console)
        return .success
    }
}
