/// A command line or REPL line that cannot be run as written. Always exit status 2.
enum UsageError: Error, Equatable, Sendable {
    case unknownOption(String)
    case missingOptionValue(String)
    case unexpectedOptionValue(String)
    case invalidLinkStyle(String)
    case invalidTimeout(String)
    case invalidSource(String)
    case unknownCommand(String)
    case missingArgument(command: String)
    case unexpectedArgument(command: String)
    case onlyInSession(command: String)
    case unknownHelpTopic(String)
}
