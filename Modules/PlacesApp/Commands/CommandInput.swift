import PlacesPresentation

/// What one run of a command was given: its argument, its own options, the global options, and what the session
/// remembers.
struct CommandInput: Sendable {
    /// The argument, with the options taken out.
    let argument: CommandArgument
    /// The command's own options.
    let options: OptionValues
    /// The global options for this run (a session line's own, over the session's).
    let globals: GlobalOptions
    /// What the session remembers, as it was before this run.
    let session: SessionState
    /// Whether this run is a line of a session (which asks instead of listing, and is typed without `places`).
    let inSession: Bool

    /// The argument's text, or "" without one.
    var text: String { argument.text ?? "" }
}
