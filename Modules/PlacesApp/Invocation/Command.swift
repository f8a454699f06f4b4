#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One thing `places` can do, with its argument as typed.
enum Command: Equatable, Sendable {
    case list
    case search(String)
    case open(String)
    case link(String)
    case refresh
    /// `add NAME COORDINATES` in one line, or `add` alone for the form (`nil`).
    case add(String?)
    case remove(String)
    case inspect(String)
    case handleURL(String)
    case installHandler
    case uninstallHandler
    /// `style` shows the link style; `style NAME` changes it for the session.
    case style(String?)
    case help(String?)
    case version
    case quit

    /// Every command name a person can type, for help and completion.
    static let names = [
        "list", "search", "open", "link", "add", "remove", "refresh", "inspect", "handle-url", "install-handler",
        "uninstall-handler", "style", "help", "version", "quit", "exit",
    ]
}

/// Turns words into a ``Command``, the same way for the command line and for a REPL line.
enum CommandParser {
    /// Parses a command line's words (`places search new york` → `["search", "new", "york"]`).
    static func parse(words: [String], interactive: Bool) -> Result<Command, UsageError> {
        guard let name = words.first else { return .success(.help(nil)) }
        return parse(name: name, argument: words.dropFirst().joined(separator: " "), interactive: interactive)
    }

    /// Parses one REPL line: the first word is the command, the rest (trimmed, unquoted) its argument.
    static func parse(line: String, interactive: Bool) -> Result<Command, UsageError>? {
        let trimmed = line.trimmed
        guard !trimmed.isEmpty else { return nil }
        let name = trimmed.prefix { !$0.isWhitespace }
        let argument = trimmed.dropFirst(name.count).trimmed
        return parse(name: String(name), argument: unquoted(argument), interactive: interactive)
    }

    private static func parse(name: String, argument: String, interactive: Bool) -> Result<Command, UsageError> {
        let command = name.lowercased()
        let hasArgument = !argument.trimmed.isEmpty
        func needs(_ make: (String) -> Command) -> Result<Command, UsageError> {
            hasArgument ? .success(make(argument)) : .failure(.missingArgument(command: command))
        }
        func bare(_ value: Command) -> Result<Command, UsageError> {
            hasArgument ? .failure(.unexpectedArgument(command: command)) : .success(value)
        }
        switch command {
        case "list": return bare(.list)
        case "search": return .success(.search(argument))
        case "open": return needs(Command.open)
        case "link": return needs(Command.link)
        case "refresh": return bare(.refresh)
        case "add": return .success(.add(hasArgument ? argument : nil))
        case "remove": return needs(Command.remove)
        case "inspect": return needs(Command.inspect)
        case "handle-url": return needs(Command.handleURL)
        case "install-handler": return bare(.installHandler)
        case "uninstall-handler": return bare(.uninstallHandler)
        case "style": return .success(.style(hasArgument ? argument : nil))
        case "help", "?": return .success(.help(hasArgument ? argument.lowercased() : nil))
        case "version": return bare(.version)
        case "quit", "exit":
            guard interactive else { return .failure(.onlyInSession(command: command)) }
            return bare(.quit)
        default:
            return .failure(.unknownCommand(name))
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
