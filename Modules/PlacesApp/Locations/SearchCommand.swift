import PlacesDomain
import PlacesPresentation

/// `search`: the locations whose name contains the text, ignoring case and accents.
@MainActor
struct SearchCommand: Command {
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
                Shows the locations whose name contains TEXT, ignoring case and accents: "COP" finds Copenhagen, and
                "zurich" would find Zürich. Each match keeps its number from the full list. Without TEXT, search
                shows everything. When nothing matches, it says so and the exit status is 1.
                """,
                examples: ["search cop", "places --json search mum"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "search TEKST",
                summary: "toon de locaties waarvan de naam TEKST bevat",
                usage: ["search TEKST"],
                details: """
                Toont de locaties waarvan de naam TEKST bevat, zonder op hoofdletters of accenten te letten: "COP"
                vindt Copenhagen, en "zurich" zou Zürich vinden. Elke treffer houdt zijn nummer uit de volledige
                lijst. Zonder TEKST toont search alles. Als niets past, zegt het dat en is de afsluitstatus 1.
                """,
                examples: ["search cop", "places --json search mum"]
            )
        }
    }

    let list: ListAccess
    let lookup: PlaceLookupViewModel

    static func make(_ app: AppGraph) -> SearchCommand {
        SearchCommand(list: app.list, lookup: app.lookup)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        await show(matching: input.text, input, io)
    }

    /// Prints the rows matching `query` (every row for an empty one) as a table, sentences or JSON.
    ///
    /// Rows are made and written a chunk at a time, so printing a long list costs little memory beyond the list,
    /// and stops as soon as nobody reads the output.
    func show(matching query: String, _ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        guard let catalog = await list.catalog(io) else { return .failure }
        let locations = list.locations
        let console = io.console
        var numbers = locations.numbers(matching: query)
        var note: String?
        // A name the list spells another way ("Kopenhagen") finds the list's location when the gazetteer says so.
        if numbers.isEmpty, !query.isEmpty, let (number, sentence) = await lookup.listLocation(named: query, catalog: catalog) {
            numbers = [number]
            note = sentence
        }
        // Nothing found is a failure, as for where and grep: a script can tell.
        let searched = CommandOutcome(numbers.isEmpty && !query.isEmpty ? .failure : .success, [.searched(query)])
        if input.globals.json {
            let style = input.globals.linkStyle
            JSONOutput.writeRows(numbers.lazy.compactMap { number in
                catalog.location(number: number).map { (number, $0, style.link(for: $0)) }
            }, to: console)
            return searched
        }
        if case .empty(let message) = locations.state {
            console.message(message)
            return searched
        }
        if numbers.isEmpty {
            console.message(locations.noMatch(query))
            return searched
        }
        io.note(note)
        LocationTable(style: console.style, localizer: io.localizer).write(numbers: numbers, row: locations.row(number:), to: console)
        return searched
    }
}
