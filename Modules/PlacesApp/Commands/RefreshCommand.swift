import PlacesDomain
import PlacesPresentation

/// `refresh`: fetches the feed again.
enum RefreshCommand: Command {
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

    @MainActor
    static func run(_ argument: CommandArgument, in context: CommandContext) async -> ExitStatus {
        guard await context.reload() else { return .failure }
        context.console.line(context.localizer(SessionText.loadedCount(context.list.catalog.locations.count)))
        return .success
    }
}
