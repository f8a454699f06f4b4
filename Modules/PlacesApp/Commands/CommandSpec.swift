import PlacesPresentation

/// A command's declaration as a value: what the parser, `help`, Tab completion and the tests read, and how to make
/// the command for a run. Made from the command's own unit by ``init(_:)``.
@MainActor
struct CommandSpec: Sendable {
    let name: String
    let aliases: [String]
    let argument: ArgumentShape
    let options: [OptionSpec]
    let completion: CompletionKind
    let isSessionOnly: Bool
    let asksWikipedia: Bool
    let help: @MainActor (Language) -> CommandHelp
    /// Makes the command from the run's graph and runs it.
    let run: @MainActor (AppGraph, CommandInput, CommandIO) async -> CommandOutcome

    /// The declaration of `command`.
    init<C: Command>(_ command: C.Type) {
        name = C.name
        aliases = C.aliases
        argument = C.argument
        options = C.options
        completion = C.completion
        isSessionOnly = C.isSessionOnly
        asksWikipedia = C.asksWikipedia
        help = { C.help($0) }
        run = { app, input, io in await C.make(app).run(input, io) }
    }

    /// Every name that runs it: the name, then the aliases.
    var names: [String] { [name] + aliases }
}
