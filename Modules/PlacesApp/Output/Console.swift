import PlacesPresentation

/// Where text goes: results to one sink, messages to the other, and what the terminal can do.
///
/// The REPL and every command write through a `Console`, never to `print`, so transcript tests can capture both
/// streams exactly and the composition root decides what is a terminal.
struct Console: Sendable {
    /// Results: lists, links, JSON.
    var out: ConsoleSink
    /// Messages: notices, errors, prompts of the form.
    var err: ConsoleSink
    /// How output should look.
    var style: OutputStyle

    /// Whether writing to standard output has failed (a full disk, a closed pipe): output stops there.
    var outputFailed: Bool { out.failure() != nil }

    /// Writes `text` and a line break to standard output.
    func line(_ text: String = "") {
        out.write(text + "\n")
    }

    /// Writes `text` and a line break to standard error, with control and bidirectional characters made inert.
    ///
    /// Messages quote what people typed and what feeds contain, so every one is made safe here, once, rather than
    /// at each place that builds one. Line breaks are kept.
    func message(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { DisplayText.sanitized(String($0)) }
        // On a terminal a long message is broken at spaces, not by the terminal in the middle of a word.
        let shown = style.animated ? lines.flatMap { TerminalText.wrapped($0, toWidth: style.width) } : lines
        err.write(shown.joined(separator: "\n") + "\n")
    }
}
