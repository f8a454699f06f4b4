import PlacesPresentation

/// `quit`: leaves the session.
@MainActor
struct QuitCommand: Command {
    static let name = "quit"
    static let aliases = ["exit"]
    static let argument = ArgumentShape.none
    static let isSessionOnly = true

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "quit, exit",
                summary: "leave the session (Ctrl-D does too)",
                usage: ["quit, exit"],
                details: """
                Leaves the interactive session. Ctrl-D on an empty line does the same.
                """,
                examples: ["quit"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "quit, exit",
                summary: "verlaat de sessie (Ctrl-D kan ook)",
                usage: ["quit, exit"],
                details: """
                Verlaat de interactieve sessie. Ctrl-D op een lege regel doet hetzelfde.
                """,
                examples: ["quit"]
            )
        }
    }

    static func make(_ app: AppGraph) -> QuitCommand {
        QuitCommand()
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        CommandOutcome(.success, endsSession: true)
    }
}
