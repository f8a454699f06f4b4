/// Where text goes: results to one sink, messages to the other, and what the terminal can do.
///
/// The REPL and every command write through a `Console`, never to `print`, so transcript tests can capture both
/// streams exactly and the composition root decides what is a terminal.
struct Console: Sendable {
    /// Receives text for one stream.
    struct Sink: Sendable {
        var write: @Sendable (String) -> Void
    }

    /// Results: lists, links, JSON.
    var out: Sink
    /// Messages: notices, errors, prompts of the form.
    var err: Sink
    /// How output should look.
    var style: OutputStyle

    /// Writes `text` and a line break to standard output.
    func line(_ text: String = "") {
        out.write(text + "\n")
    }

    /// Writes `text` and a line break to standard error, with control and bidirectional characters made inert.
    ///
    /// Messages quote what people typed and what feeds contain, so every one is made safe here, once, rather than
    /// at each place that builds one. Line breaks are kept.
    func message(_ text: String) {
        err.write(text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.sanitized(String($0)) }
            .joined(separator: "\n") + "\n")
    }
}

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

    /// A style for tests and pipes: no terminal at all.
    static let pipe = OutputStyle(interactive: false, animated: false, color: false, plain: false, width: 80)
}
