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

    static let man = OptionSpec("--man", value: .flag, help: {
        switch $0 {
        case .english: "print the manual page places(1) in roff (man -l FILE shows it)"
        case .dutch: "toon de handleidingpagina places(1) in roff (man -l BESTAND toont hem)"
        }
    })
    static let options = [man]

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "help [COMMAND]",
                summary: "this help, or help on one command with examples",
                usage: ["help [COMMAND]"],
                details: """
                Lists the commands, or explains one with examples. With --man, prints the manual page places(1).
                """,
                examples: ["help", "help add", "places help --man"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "help [OPDRACHT]",
                summary: "deze hulp, of hulp bij één opdracht met voorbeelden",
                usage: ["help [OPDRACHT]"],
                details: """
                Toont de opdrachten, of legt er een uit met voorbeelden. Met --man toont het de handleidingpagina \
                places(1).
                """,
                examples: ["help", "help add", "places help --man"]
            )
        }
    }

    static func make(_ app: AppGraph) -> HelpCommand {
        HelpCommand()
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        if input.options.flag(Self.man) {
            io.console.out.write(ManPage.render())
            return .success
        }
        guard let topic = input.argument.text else {
            io.console.line(Self.overview(io.language, width: io.console.style.width))
            return .success
        }
        guard let command = CommandSet.command(named: topic) else {
            return io.report(.unknownHelpTopic(topic, commands: CommandSet.names), inSession: input.inSession)
        }
        io.console.line(Self.page(for: command, language: io.language, width: io.console.style.width))
        return .success
    }

    /// `places help`: what places does, how to run it, every command, the global options and the exit statuses,
    /// wrapped at word boundaries to fit `width` columns.
    static func overview(_ language: Language, width: Int = 80) -> String {
        let frame = HelpFrame(language)
        let width = max(width, 40)
        let commands = CommandSet.all.map { ($0.help(language).synopsis, $0.help(language).summary) }
        let options = GlobalOptions.all.map { ($0.synopsis(language), $0.help(language)) }
        // Each text is one paragraph in the source, however its lines are broken there.
        func paragraph(_ text: String) -> String {
            TerminalText.wrapped(text.split(whereSeparator: \.isNewline).joined(separator: " "), toWidth: width).joined(separator: "\n")
        }
        return [
            paragraph(frame.introduction),
            frame.usageTitle + "\n" + rows(frame.usage, width: width),
            frame.commandsTitle + "\n" + rows(commands, width: width),
            frame.optionsTitle + "\n" + rows(options, width: width) + "\n" + rows([("", frame.commandOptions)], width: width),
            paragraph(frame.exitStatus),
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
            let options = command.options.map { ($0.synopsis(language), $0.help(language)) }
            page += frame.optionsTitle + "\n" + rows(options, width: min(max(width, 40), 100)) + "\n\n"
        }
        return page + title + "\n" + help.examples.map { "  " + $0 }.joined(separator: "\n")
    }

    /// Two columns: a name, and what it does wrapped at word boundaries under itself, so no line passes `width`.
    private static func rows(_ items: [(String, String)], width: Int) -> String {
        let indent = 24
        return items.map { name, text in
            let lead = "  " + name + String(repeating: " ", count: max(2, indent - 2 - DisplayText.width(of: name)))
            let wrapped = TerminalText.wrapped(text, toWidth: max(16, width - indent))
            let first = DisplayText.width(of: lead) > indent ? [lead.trimmingTrailingSpaces()] + wrapped : [lead + (wrapped.first ?? "")] + wrapped.dropFirst()
            return first.enumerated().map { $0.offset == 0 ? $0.element : String(repeating: " ", count: indent) + $0.element }
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
