import PlacesPresentation

/// `version`: prints the version.
enum VersionCommand: Command {
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

    @MainActor
    static func run(_ argument: CommandArgument, in context: CommandContext) async -> ExitStatus {
        context.console.line(context.localizer(SessionText.version, PlacesApplication.version, PlacesApplication.gazetteerSource, PlacesApplication.landMaskSource, PlacesApplication.countrySource))
        return .success
    }
}
