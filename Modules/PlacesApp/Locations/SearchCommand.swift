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

    let listing: LocationListing

    static func make(_ app: AppGraph) -> SearchCommand {
        SearchCommand(listing: LocationListing(list: app.list, lookup: app.lookup))
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        await listing.show(matching: input.text, input, io)
    }

}
