/// What Tab completes in a command's argument.
enum CompletionKind: Sendable, Equatable {
    /// Nothing: the argument is free text, a URL or absent.
    case nothing
    /// Command names (`help`'s argument).
    case commands
    /// Names of the list's locations, by prefix of the whole argument.
    case locationNames
    /// Link style names.
    case linkStyles
    /// Location names, or article references when the argument starts with `@` (`open`).
    case locationsOrReferences
    /// Article references (`@3`) and the titles of the last list of articles (`article`).
    case articles
    /// Article references only, when the argument starts with `@`; anything else is free text (`add`).
    case articleReferences
    /// A file's name: completed by a shell's completion script (`import`, `--source`), never by the session's Tab.
    case files
    /// One of these words (an option's choices, `completion`'s shells).
    case words([String])
}
