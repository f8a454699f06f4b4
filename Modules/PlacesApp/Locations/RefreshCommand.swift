import PlacesDomain
import PlacesPresentation

/// `refresh`: fetches the feed again.
@MainActor
struct RefreshCommand: Command {
    static let name = "refresh"
    static let argument = ArgumentShape.none

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "refresh",
                summary: "fetch the feed again",
                usage: ["refresh"],
                details: """
                Fetches the feed again. When the network is unavailable, places shows the copy saved after the last
                successful fetch, or else the copy built into the program, and says so.
                """,
                examples: ["refresh"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "refresh",
                summary: "haal de feed opnieuw op",
                usage: ["refresh"],
                details: """
                Haalt de feed opnieuw op. Zonder netwerk toont places de kopie die na de laatste geslaagde keer is
                bewaard, of anders de kopie die in het programma is ingebouwd, en zegt dat erbij.
                """,
                examples: ["refresh"]
            )
        }
    }

    let list: ListAccess

    static func make(_ app: AppGraph) -> RefreshCommand {
        RefreshCommand(list: app.list)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        guard await list.reload(io) else { return .failure }
        io.console.line(io.localizer(SessionText.loadedCount(list.locations.catalog.locations.count)))
        return .success
    }
}
