import PlacesPresentation

/// One thing `places` can do, described completely in one unit: its name and aliases, what its argument looks
/// like, the options it takes, what Tab completes there, its help and examples in every language, what it needs
/// from the rest of the program, and what it does.
///
/// The parser, the usage list, `help`, `help COMMAND`, Tab completion and the tests that check every command's
/// help and README rows are derived from ``CommandSet/all``. A command is built for each run by ``make(_:)`` from
/// the program's ``AppGraph`` and keeps only what it uses; what it did that the session remembers, it returns.
@MainActor
protocol Command: Sendable {
    /// The name typed to run it.
    static var name: String { get }
    /// Other names that run it too (`exit` for `quit`).
    static var aliases: [String] { get }
    /// Whether it takes an argument.
    static var argument: ArgumentShape { get }
    /// The options it takes besides the global ones.
    static var options: [OptionSpec] { get }
    /// What Tab completes in its argument.
    static var completion: CompletionKind { get }
    /// Whether it makes sense only in an interactive session.
    static var isSessionOnly: Bool { get }
    /// Whether it asks Wikipedia, so that a `PLACES_WIKI` that names no Wikipedia is its usage error.
    static var asksWikipedia: Bool { get }
    /// Its help in `language`: the synopsis and summary for the overview, and the page for `help NAME`.
    static func help(_ language: Language) -> CommandHelp
    /// The command with what it needs from `app`.
    @MainActor
    static func make(_ app: AppGraph) -> Self
    /// Does it, writing through `io`, and says how it went and what the session should remember.
    @MainActor
    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome
}

extension Command {
    static var aliases: [String] { [] }
    static var options: [OptionSpec] { [] }
    static var completion: CompletionKind { .nothing }
    static var isSessionOnly: Bool { false }
    static var asksWikipedia: Bool { false }

    /// Every name that runs it: the name, then the aliases.
    static var names: [String] { [name] + aliases }
}
