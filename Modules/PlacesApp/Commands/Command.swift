import PlacesPresentation

/// One thing `places` can do, described completely in one place: its name and aliases, what its argument looks
/// like, what Tab completes there, its help and examples in every language, and what it does.
///
/// The usage list, `help`, `help COMMAND`, Tab completion, and the tests that check every command's help and its
/// row in README.md are all derived from ``CommandSet/all``. Adding a command is adding one type that conforms to
/// this protocol, listing it there, and writing its test; sentences it prints live in PlacesPresentation.
protocol Command: Sendable {
    /// The name typed to run it.
    static var name: String { get }
    /// Other names that run it too (`exit` for `quit`).
    static var aliases: [String] { get }
    /// Whether it takes an argument.
    static var argument: ArgumentShape { get }
    /// What Tab completes in its argument.
    static var completion: CompletionKind { get }
    /// Whether it makes sense only in an interactive session.
    static var isSessionOnly: Bool { get }
    /// Its help in `language`: the synopsis and summary for the overview, and the page for `help NAME`.
    static func help(_ language: Language) -> CommandHelp
    /// Does it, writing to the context's console, and says how it went.
    @MainActor
    static func run(_ argument: CommandArgument, in context: CommandContext) async -> ExitStatus
}

extension Command {
    static var aliases: [String] { [] }
    static var completion: CompletionKind { .nothing }
    static var isSessionOnly: Bool { false }

    /// Every name that runs it: the name, then the aliases.
    static var names: [String] { [name] + aliases }
}
