import PlacesDomain
import PlacesPresentation

/// Turns words into a command and its argument, the same way for the command line and for a session line, by asking
/// ``CommandSet`` what each command takes.
enum CommandParser {
    /// Parses a command line's words (`places search new york` → `["search", "new", "york"]`); no words is `help`.
    static func parse(words: [String], language: Language) -> Result<ParsedCommand, UsageProblem> {
        guard let name = words.first else { return .success(ParsedCommand(command: HelpCommand.self, argument: .none)) }
        let rest = Array(words.dropFirst())
        let text = rest.joined(separator: " ")
        return parse(name: name, argument: CommandArgument(text: text.trimmed.isEmpty ? nil : text, words: rest),
                     inSession: false, language: language)
    }

    /// Parses one session line: the first word is the command, the rest (trimmed, unquoted) its argument; `nil` for
    /// a blank line.
    static func parse(line: String, language: Language) -> Result<ParsedCommand, UsageProblem>? {
        let trimmed = line.trimmed
        guard !trimmed.isEmpty else { return nil }
        let name = trimmed.prefix { !$0.isWhitespace }
        let rest = trimmed.dropFirst(name.count).trimmed
        let argument = CommandArgument(
            text: rest.isEmpty ? nil : unquoted(rest),
            words: LineWords.split(rest)
        )
        return parse(name: String(name), argument: argument, inSession: true, language: language)
    }

    private static func parse(
        name: String,
        argument: CommandArgument,
        inSession: Bool,
        language: Language
    ) -> Result<ParsedCommand, UsageProblem> {
        let typed = name.lowercased()
        guard let command = CommandSet.command(named: typed) else { return .failure(.unknownCommand(TerminalText.quoted(name))) }
        if command.isSessionOnly && !inSession { return .failure(.onlyInSession(command: typed)) }
        switch (command.argument, argument.text) {
        case (.none, .some):
            return .failure(.unexpectedArgument(command: typed))
        case (.required, nil):
            return .failure(.missingArgument(command: typed, example: command.help(language).example(of: command.name)))
        default:
            return .success(ParsedCommand(command: command, argument: argument))
        }
    }

    /// `"New York"` → `New York`: matching quotes around the whole argument are not part of it.
    private static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == text.last, first == "\"" || first == "'" else {
            return text
        }
        return String(text.dropFirst().dropLast())
    }
}
