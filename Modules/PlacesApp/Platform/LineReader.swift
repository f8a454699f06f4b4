import PlacesSystem

/// Where the REPL's lines come from: a terminal, a pipe, or a test's list.
struct LineReader: Sendable {
    /// Reads one line, showing `prompt` when the reader shows prompts.
    var read: @Sendable (_ prompt: String) async -> LineInput
    /// Offers a line to the history, for readers that keep one.
    var remember: @Sendable (_ line: String) -> Void = { _ in }
    /// Gives the reader the words Tab may complete to (command names are its own), for readers that complete.
    var complete: @Sendable (_ locationNames: [String]) -> Void = { _ in }

    /// Lines from standard input with `readLine()`: for pipes, and terminals without libedit. Invalid UTF-8 is
    /// repaired (U+FFFD) rather than fatal. The prompt is written to standard output when `showPrompt` is set;
    /// with `interrupts`, Ctrl-C at the prompt abandons the line.
    static func standardInput(showPrompt: Bool, interrupts: Interrupts? = nil) -> LineReader {
        LineReader { prompt in
            // readLine blocks; keep it off the cooperative pool.
            await DedicatedThread.run {
                if showPrompt {
                    ConsoleSink.standardOutput.write(prompt)
                }
                if let interrupts, !interrupts.waitForInput() {
                    ConsoleSink.standardOutput.write("\n")
                    return .interrupted
                }
                return Swift.readLine(strippingNewline: true).map(LineInput.line) ?? .end
            }
        }
    }
}
