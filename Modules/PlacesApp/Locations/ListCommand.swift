import PlacesPresentation

/// `list`: every location with its number; yours are marked `*`.
@MainActor
struct ListCommand: Command {
    static let name = "list"
    static let argument = ArgumentShape.none

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "list",
                summary: "show every location with its number",
                usage: ["list"],
                details: """
                Shows every location with its number: the feed's first, then the ones you added (marked *). The
                number is the location's place in this full list and is what open, link and remove take.
                """,
                examples: ["list", "places --json list"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "list",
                summary: "toon alle locaties met hun nummer",
                usage: ["list"],
                details: """
                Toont alle locaties met hun nummer: eerst die uit de feed, dan die je zelf hebt toegevoegd (met *).
                Het nummer is de plaats van de locatie in deze volledige lijst; open, link en remove gebruiken het.
                """,
                examples: ["list", "places --json list"]
            )
        }
    }

    let listing: LocationListing

    static func make(_ app: AppGraph) -> ListCommand {
        ListCommand(listing: LocationListing(list: app.list, lookup: app.lookup))
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        await listing.show(matching: "", input, io)
    }
}
