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
    @MainActor
    static func show(matching query: String, in context: CommandContext) async -> ExitStatus {
        guard await context.ensureLoaded() else { return .failure }
        let list = context.list
        let console = context.console
        list.search(query)
        let rows = list.rows
        if context.options.json {
            console.out.write(JSONOutput.rows(rows, link: context.linkText))
            return .success
        }
        if case .empty(let message) = list.state {
            console.message(message)
            return .success
        }
        if rows.isEmpty {
            console.message(context.localizer(LocationText.noMatch, query))
            return .success
        }
        console.out.write(LocationTable(style: console.style, localizer: context.localizer).render(rows))
        return .success
    }
}
