import PlacesDomain
import PlacesPresentation

/// Reads a command line, or a session line, against the chosen command's declaration: one parser for both, so a
/// line accepts the same options as the one-shot command, and an option the command does not take is a usage
/// error that names the command and the options it does take.
///
/// Options may stand anywhere before `--`; a word that starts with `-` and a digit or `.` is a negative number
/// (`add Somewhere 40.7 -74.0`), not an option.
@MainActor
enum CommandLineParser {
    /// Reads `places`'s arguments (without the program name).
    ///
    /// - Parameters:
    ///   - arguments: The shell's words.
    ///   - globals: The global options before the command line is read (from the environment).
    ///   - language: The language of the example in a "needs an argument" message.
    static func parse(arguments: [String], globals: GlobalOptions, language: Language) -> Result<Invocation, UsageProblem> {
        parse(tokens: arguments, rawArgument: nil, globals: globals, inSession: false, language: language)
    }

    /// Reads one session line; `nil` for a blank one.
    ///
    /// - Parameters:
    ///   - line: The line as typed.
    ///   - globals: The session's global options, which the line's own replace for this line.
    ///   - language: The language of the example in a "needs an argument" message.
    static func parse(line: String, globals: GlobalOptions, language: Language) -> Result<Invocation, UsageProblem>? {
        let trimmed = line.trimmed
        guard !trimmed.isEmpty else { return nil }
        let name = LineWords.firstWord(of: trimmed)
        let rest = trimmed[name.endIndex...].trimmed
        return parse(tokens: [String(name)] + LineWords.split(rest), rawArgument: rest, globals: globals, inSession: true, language: language)
    }

    private static func parse(
        tokens: [String],
        rawArgument: String?,
        globals start: GlobalOptions,
        inSession: Bool,
        language: Language
    ) -> Result<Invocation, UsageProblem> {
        var globals = start
        var words: [String] = []
        var given: [(typed: String, name: String, value: String?)] = []
        var index = 0
        var optionsEnded = false
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if optionsEnded || !looksLikeOption(token) {
                words.append(token)
                continue
            }
            if token == "--" {
                optionsEnded = true
                continue
            }
            var name = token
            var inline: String?
            if token.hasPrefix("--"), let equals = token.firstIndex(of: "=") {
                name = String(token[..<equals])
                inline = String(token[token.index(after: equals)...])
            }
            // Any declaration says whether a value follows; the chosen command's own is checked below.
            guard let spec = anySpec(named: name) else {
                return .failure(.unknownOption(name))
            }
            if spec.takesValue, inline == nil {
                guard index < tokens.count else { return .failure(.missingOptionValue(name)) }
                inline = tokens[index]
                index += 1
            } else if !spec.takesValue, inline != nil {
                return .failure(.unexpectedOptionValue(name))
            }
            given.append((name, spec.name, inline))
        }

        var command: (CommandSpec)?
        if let first = words.first {
            guard let found = CommandSet.command(named: first) else {
                return .failure(.unknownCommand(first, suggestion: EditDistance.closest(to: first, among: CommandSet.names)))
            }
            command = found
            words.removeFirst()
        }
        var commandName: String?
        var commandOptions: [OptionSpec] = []
        if let command {
            commandName = command.name
            commandOptions = command.options
        }
        var options = OptionValues()
        for (typed, name, text) in given {
            let global = GlobalOptions.all.first { $0.name == name }
            guard let spec = global ?? commandOptions.first(where: { $0.name == name }) else {
                let owners = CommandSet.all.filter { $0.options.contains { $0.name == name } }.map(\.name)
                return .failure(.optionNotTaken(typed, command: commandName, takes: commandOptions.map(\.name), takenBy: owners))
            }
            if inSession, global != nil, GlobalOptions.sessionWide.contains(name) {
                return .failure(.sessionWideOption(typed))
            }
            var value = OptionValue.flag
            if let text {
                guard let parsed = spec.parse(text) else {
                    return .failure(spec.invalid(text))
                }
                value = parsed
            }
            if global != nil { globals.apply(spec, value) } else { options.set(spec, value) }
        }

        let argument: CommandArgument
        if words.isEmpty {
            argument = .none
        } else if let rawArgument, given.isEmpty, !optionsEnded {
            argument = CommandArgument(text: unquoted(rawArgument), words: words)
        } else {
            argument = CommandArgument(text: words.joined(separator: " "), words: words)
        }
        if let command {
            // `COMMAND --help` shows the command's help wherever it is typed, a session-only command's too.
            if command.isSessionOnly && !inSession && !globals.help { return .failure(.onlyInSession(command: command.name)) }
            if !globals.help {
                switch (command.argument, argument.text) {
                case (.none, .some):
                    return .failure(.unexpectedArgument(command: command.name))
                // A blank argument (`read ''`) is no argument: it would otherwise ask a wiki for an empty title, or
                // match every location.
                case (.required, let text) where text?.allSatisfy(\.isWhitespace) ?? true:
                    return .failure(.missingArgument(command: command.name, example: command.help(language).example(of: command.name)))
                default:
                    break
                }
            }
            if command.asksWikipedia, let problem = globals.wikiProblem { return .failure(problem) }
            if !globals.help, let problem = globals.environmentProblems.sorted(by: { $0.key < $1.key }).first?.value { return .failure(problem) }
        }
        return .success(Invocation(command: command, argument: argument, options: options, globals: globals))
    }

    /// The option spelled `name`: a global one, or any command's (which the chosen command may not take).
    private static func anySpec(named name: String) -> OptionSpec? {
        GlobalOptions.all.first { $0.names.contains(name) }
            ?? CommandSet.all.lazy.flatMap(\.options).first { $0.names.contains(name) }
    }

    /// Whether `token` is an option's name: a `-` and more, but not a negative number (`-74.0`, `-.5`).
    nonisolated static func looksLikeOption(_ token: String) -> Bool {
        guard token.hasPrefix("-"), token.count > 1 else { return false }
        let second = token.dropFirst().first
        return !(second.map { $0.isNumber || $0 == "." } ?? false)
    }

    /// `"New York"` → `New York`: matching quotes around the whole argument are not part of it.
    private static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == text.last, first == "\"" || first == "'" else {
            return text
        }
        return String(text.dropFirst().dropLast())
    }
}
