/// Why a command line or a session line cannot be run as written. Always exit status 2.
///
/// Text that came from the person (an option, a command name) is carried already made safe and short by the front
/// end, which knows what its terminal can show.
enum UsageProblem: Error, Equatable, Sendable {
    case unknownOption(String)
    case missingOptionValue(String)
    case unexpectedOptionValue(String)
    case invalidLinkStyle(String, styles: [String])
    /// `--format` of `export` and `import`: a format Places does not write or read.
    case invalidFormat(String, formats: [String])
    case invalidTimeout(String)
    /// A value that is not one of the option's words.
    case invalidChoice(String, option: String, choices: [String])
    /// A value the option does not take, for an option without a sentence of its own.
    case invalidOptionValue(String, option: String)
    case invalidSource(String)
    case invalidWiki(String)
    /// `PLACES_WIKI` names no Wikipedia, and a command that asks Wikipedia was run.
    case invalidEnvironmentWiki(String)
    /// A variable of the environment holds a value its option does not take, and the option was not given.
    indirect case invalidEnvironment(variable: String, option: String, UsageProblem)
    case invalidRadius(String)
    case invalidLimit(String)
    /// `--limit` of `find`: a number of articles up to the most a search asks for.
    case invalidFindLimit(String)
    /// `--limit` of `where`: a number of places.
    case invalidPlaceLimit(String)
    /// An option a session line cannot change (`--source`): it holds for the whole session.
    case sessionWideOption(String)
    /// An option the command does not take: the command (`nil`: no command was named), the options it takes, and
    /// the commands that take this one.
    case optionNotTaken(String, command: String?, takes: [String], takenBy: [String])
    /// A word that names no command, and the command it most likely meant.
    case unknownCommand(String, suggestion: String?)
    /// `example` is a line that works, quoted to show how the argument is written.
    case missingArgument(command: String, example: String)
    case unexpectedArgument(command: String)
    case onlyInSession(command: String)
    case unknownHelpTopic(String, commands: [String])
    /// `completion`'s argument: a shell Places writes no script for.
    case unknownShell(String, shells: [String])
}
