/// What followed a command's name: the text as one string, and the words it was typed as.
struct CommandArgument: Equatable, Sendable {
    /// The argument as one text, trimmed, with quotes around the whole of it removed; `nil` when there was none.
    let text: String?
    /// The words of the argument: the shell's words on the command line, or the line split at white space (quotes
    /// keeping words together) in a session.
    let words: [String]

    /// No argument.
    static let none = CommandArgument(text: nil, words: [])
}
