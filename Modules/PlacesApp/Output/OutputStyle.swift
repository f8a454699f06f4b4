/// What the output may use, decided once from the environment and the options.
struct OutputStyle: Equatable, Sendable {
    /// Standard input is a terminal: prompts, line editing and completion make sense.
    var interactive: Bool
    /// Standard error is a terminal: a spinner may be drawn there.
    var animated: Bool
    /// ANSI colour and bold on standard output.
    var color: Bool
    /// Screen-reader mode: sentences, no animation, no alignment, no box drawing.
    var plain: Bool
    /// Columns available for tables.
    var width: Int
    /// Lines a map may fill, when the terminal says (or `$LINES`); `nil` for output that scrolls freely.
    var height: Int? = nil
    /// Standard output is a terminal a person reads: a text longer than the screen goes through a pager.
    var pages = false

    /// A style for tests and pipes: no terminal at all.
    static let pipe = OutputStyle(interactive: false, animated: false, color: false, plain: false, width: 80)
}
