/// A command line or a session line, read: the command with its argument and options, and the global options.
@MainActor
struct Invocation: Sendable {
    /// The command; `nil` when none was named (a session starts, or `places --help`).
    let command: (CommandSpec)?
    /// Its argument, options taken out.
    let argument: CommandArgument
    /// Its own options.
    let options: OptionValues
    /// The global options.
    let globals: GlobalOptions
}
