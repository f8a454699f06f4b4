import PlacesPresentation

/// Every command `places` has, in the order `help` lists them.
///
/// Everything that lists commands asks this: the command-line and session parsers, the usage list, `help`, Tab
/// completion and the tests.
enum CommandSet {
    /// The commands, in help order.
    static let all: [any Command.Type] = [
        ListCommand.self,
        SearchCommand.self,
        OpenCommand.self,
        LinkCommand.self,
        NearbyCommand.self,
        ArticleCommand.self,
        WhereCommand.self,
        MapCommand.self,
        AddCommand.self,
        RemoveCommand.self,
        RefreshCommand.self,
        InspectCommand.self,
        HandleURLCommand.self,
        InstallHandlerCommand.self,
        UninstallHandlerCommand.self,
        StyleCommand.self,
        HelpCommand.self,
        VersionCommand.self,
        QuitCommand.self,
    ]

    /// Every name and alias, in help order.
    static var names: [String] { all.flatMap { $0.names } }

    /// The command a name or alias stands for, ignoring case.
    static func command(named name: String) -> (any Command.Type)? {
        let lowered = name.lowercased()
        return all.first { $0.names.contains(lowered) }
    }

    /// What Tab completes after each name and alias.
    static var completions: [(name: String, argument: CompletionKind)] {
        all.flatMap { command in command.names.map { ($0, command.completion) } }
    }
}
