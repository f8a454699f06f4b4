import PlacesPresentation

/// Every command `places` has, in the order `help` lists them.
///
/// Everything that lists commands asks this: the command-line and session parsers, the usage list, `help`, Tab
/// completion and the tests.
@MainActor
enum CommandSet {
    /// The commands, in help order.
    static let all: [CommandSpec] = [
        CommandSpec(ListCommand.self),
        CommandSpec(SearchCommand.self),
        CommandSpec(OpenCommand.self),
        CommandSpec(LinkCommand.self),
        CommandSpec(NearbyCommand.self),
        CommandSpec(FindCommand.self),
        CommandSpec(ArticleCommand.self),
        CommandSpec(ReadCommand.self),
        CommandSpec(SaveCommand.self),
        CommandSpec(SavedCommand.self),
        CommandSpec(UnsaveCommand.self),
        CommandSpec(WhereCommand.self),
        CommandSpec(MapCommand.self),
        CommandSpec(ExploreCommand.self),
        CommandSpec(AddCommand.self),
        CommandSpec(RemoveCommand.self),
        CommandSpec(UndoCommand.self),
        CommandSpec(ImportCommand.self),
        CommandSpec(ExportCommand.self),
        CommandSpec(RefreshCommand.self),
        CommandSpec(InspectCommand.self),
        CommandSpec(HandleURLCommand.self),
        CommandSpec(InstallHandlerCommand.self),
        CommandSpec(UninstallHandlerCommand.self),
        CommandSpec(StyleCommand.self),
        CommandSpec(CompletionCommand.self),
        CommandSpec(ConfigCommand.self),
        CommandSpec(HelpCommand.self),
        CommandSpec(VersionCommand.self),
        CommandSpec(QuitCommand.self),
    ]

    /// Every name and alias, in help order.
    static var names: [String] { all.flatMap { $0.names } }

    /// The command a name or alias stands for, ignoring case.
    static func command(named name: String) -> CommandSpec? {
        byName[name.lowercased()]
    }

    /// Every name and alias with its command, asked for every line of a session.
    private static let byName: [String: CommandSpec] = Dictionary(
        all.flatMap { command in command.names.map { ($0, command) } },
        uniquingKeysWith: { first, _ in first }
    )

    /// What Tab completes after each name and alias: its argument, and its options with the global ones and what
    /// their values complete to.
    static var completions: [CommandCompletion] {
        let globals = GlobalOptions.all.flatMap(\.names)
        return all.flatMap { command in
            let options = command.options + GlobalOptions.all
            let values = Dictionary(
                options.filter(\.takesValue).flatMap { option in option.names.map { ($0, option.completion) } },
                uniquingKeysWith: { first, _ in first }
            )
            return command.names.map {
                CommandCompletion(name: $0, argument: command.completion, options: command.options.map(\.name) + globals, values: values)
            }
        }
    }

    /// Tab completion's rule for every command, with the list's names and the last articles as `words`.
    static func completer(_ words: CompletionWords = CompletionWords()) -> Completer {
        Completer(commands: completions, globalOptions: GlobalOptions.all.flatMap(\.names), words: words)
    }
}
