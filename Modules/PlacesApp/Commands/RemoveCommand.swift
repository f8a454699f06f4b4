import PlacesPresentation

/// `remove`: deletes a location you added.
enum RemoveCommand: Command {
    static let name = "remove"
    static let argument = ArgumentShape.required
    static let completion = CompletionKind.locationNames

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "remove N|NAME",
                summary: "delete a location you added",
                usage: ["remove N|NAME"],
                details: """
                Deletes a location you added. Locations from the feed cannot be removed.
                """,
                examples: ["remove 5", "remove \"New York\""]
            )
        case .dutch:
            CommandHelp(
                synopsis: "remove N|NAAM",
                summary: "verwijder een locatie die je hebt toegevoegd",
                usage: ["remove N|NAAM"],
                details: """
                Verwijdert een locatie die je hebt toegevoegd. Locaties uit de feed kunnen niet worden verwijderd.
                """,
                examples: ["remove 5", "remove \"New York\""]
            )
        }
    }

    @MainActor
    static func run(_ argument: CommandArgument, in context: CommandContext) async -> ExitStatus {
        guard let row = await context.find(argument.text ?? "") else { return .failure }
        switch await context.list.remove(row) {
        case .success(let message):
            context.console.line(TerminalText.sanitized(message))
            return .success
        case .failure(let failure):
            context.console.message(failure.message)
            return .failure
        }
    }
}
