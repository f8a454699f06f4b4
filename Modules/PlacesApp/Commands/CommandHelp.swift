/// A command's help in one language.
struct CommandHelp: Sendable {
    /// How the command is written in the overview: `add [NAME] COORDS`.
    let synopsis: String
    /// What it does, in one line of the overview.
    let summary: String
    /// The lines at the top of `help NAME`: every way to write it.
    let usage: [String]
    /// What it does and how, as a paragraph wrapped for an 80-column terminal.
    let details: String
    /// Lines that work as they stand, typed in a session or after `places`.
    let examples: [String]

    /// An example of the command with an argument, as typed in a session, for "needs an argument" messages.
    func example(of name: String) -> String {
        examples.first { $0.hasPrefix(name + " ") } ?? name
    }
}
