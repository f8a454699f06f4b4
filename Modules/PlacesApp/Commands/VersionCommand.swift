import PlacesPresentation

/// `version`: prints the version.
@MainActor
struct VersionCommand: Command {
    static let name = "version"
    static let argument = ArgumentShape.none

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "version",
                summary: "print the version",
                usage: ["version"],
                details: """
                Prints the version of places.
                """,
                examples: ["version", "places version"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "version",
                summary: "toon de versie",
                usage: ["version"],
                details: """
                Toont de versie van places.
                """,
                examples: ["version", "places version"]
            )
        }
    }

    let credits: AppGraph.Credits

    static func make(_ app: AppGraph) -> VersionCommand {
        VersionCommand(credits: app.credits)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        io.console.line(io.localizer(SessionText.version(credits.version, gazetteer: credits.gazetteer, landMask: credits.landMask, countries: credits.countries)))
        return .success
    }
}
