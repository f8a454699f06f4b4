import PlacesPresentation

/// `help`: the command list, or one command with examples.
///
/// Both are derived from ``CommandSet/all`` and each command's ``CommandHelp``, so a command cannot be missing from
/// them. What is not about one command (the introduction, the options, the exit statuses) is this command's own
/// help text, below.
@MainActor
struct HelpCommand: Command {
    static let name = "help"
    static let aliases = ["?"]
    static let argument = ArgumentShape.optional
    static let completion = CompletionKind.commands

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "help [COMMAND]",
                summary: "this help, or help on one command with examples",
                usage: ["help [COMMAND]"],
                details: """
                Lists the commands, or explains one with examples.
                """,
                examples: ["help", "help add"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "help [OPDRACHT]",
                summary: "deze hulp, of hulp bij één opdracht met voorbeelden",
                usage: ["help [OPDRACHT]"],
                details: """
                Toont de opdrachten, of legt er een uit met voorbeelden.
                """,
                examples: ["help", "help add"]
            )
        }
    }

    static func make(_ app: AppGraph) -> HelpCommand {
        HelpCommand()
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        guard let topic = input.argument.text else {
            io.console.line(Self.overview(io.language))
            return .success
        }
        guard let command = CommandSet.command(named: topic) else {
            return io.report(.unknownHelpTopic(TerminalText.quoted(topic), commands: CommandSet.names), inSession: input.inSession)
        }
        io.console.line(Self.page(for: command, language: io.language, width: io.console.style.width))
        return .success
    }

    /// `places help`: what places does, how to run it, every command, the global options and the exit statuses.
    static func overview(_ language: Language) -> String {
        let frame = HelpFrame(language)
        let commands = CommandSet.all.map { ($0.help(language).synopsis, $0.help(language).summary) }
        let options = GlobalOptions.all.map { ($0.synopsis(language), $0.help(language)) }
        return [
            frame.introduction,
            frame.usageTitle + "\n" + frame.usage,
            frame.commandsTitle + "\n" + rows(commands),
            frame.optionsTitle + "\n" + rows(options) + "\n" + frame.commandOptions,
            frame.exitStatus,
        ].joined(separator: "\n\n")
    }

    /// `help NAME`: every way to write the command, what it does (wrapped to `width` columns), its own options, and
    /// examples.
    static func page(for command: CommandSpec, language: Language, width: Int = 80) -> String {
        let help = command.help(language)
        let frame = HelpFrame(language)
        let title = help.examples.count == 1 ? frame.exampleTitle : frame.examplesTitle
        // The details are one paragraph in the source, however its lines are broken there.
        let paragraph = help.details.split(whereSeparator: \.isNewline).joined(separator: " ")
        let details = TerminalText.wrapped(paragraph, toWidth: min(max(width, 40), 100)).joined(separator: "\n")
        var page = help.usage.joined(separator: "\n") + "\n\n" + details + "\n\n"
        if !command.options.isEmpty {
            page += frame.optionsTitle + "\n" + rows(command.options.map { ($0.synopsis(language), $0.help(language)) }) + "\n\n"
        }
        return page + title + "\n" + help.examples.map { "  " + $0 }.joined(separator: "\n")
    }

    private static func rows(_ items: [(String, String)]) -> String {
        items.map { "  " + $0.0 + String(repeating: " ", count: max(2, 22 - $0.0.count)) + $0.1 }.joined(separator: "\n")
    }
}
