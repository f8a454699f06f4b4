import PlacesDomain

/// What one read of a line produced.
enum LineInput: Equatable, Sendable {
    /// A line, without its line break.
    case line(String)
    /// End of input (Ctrl-D, or the end of a pipe).
    case end
    /// Ctrl-C at the prompt: drop the line and ask again.
    case interrupted
    /// Standard input cannot be read (it is a folder, say); why.
    case failed(SystemReason)
}
