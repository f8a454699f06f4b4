import PlacesPresentation
import PlacesSystem

/// Where the REPL's lines come from: a terminal, a pipe, or a test's list.
struct LineReader: Sendable {
    /// Reads one line, showing `prompt` when the reader shows prompts. It runs on its caller's executor (the main
    /// actor), so a line that is already read costs no hop to another thread and back.
    var read: nonisolated(nonsending) @Sendable (_ prompt: String) async -> LineInput
    /// Offers a line to the history, for readers that keep one.
    var remember: @Sendable (_ line: String) -> Void = { _ in }
    /// Gives the reader the words Tab may complete to (command names are its own); `nil` for a reader that does not
    /// complete, so that a piped session never gathers them: the list's names are made only when read, and a large
    /// feed has a quarter of a million of them.
    var complete: (@Sendable (_ words: CompletionWords) -> Void)?

    /// Lines from standard input: for pipes, and terminals without libedit. Invalid UTF-8 is repaired (U+FFFD)
    /// rather than fatal, and a standard input that cannot be read (a folder) is reported, not taken for the end.
    /// The prompt is written to standard output when `showPrompt` is set; with `interrupts`, Ctrl-C at the prompt
    /// abandons the line.
    ///
    /// Input is read 64 KB at a time; the lines already read are handed out at once, and only a read that has to
    /// wait for more runs on a thread of its own, so a piped session pays one thread per 64 KB, not per line.
    static func standardInput(showPrompt: Bool, interrupts: Interrupts? = nil) -> LineReader {
        let input = DescriptorLineReader(descriptor: 0)
        return LineReader { prompt in
            if showPrompt {
                ConsoleSink.standardOutput.write(prompt)
            }
            if let line = input.bufferedLine() { return .line(line) }
            // Reading blocks; keep it off the cooperative pool and the main actor.
            return await DedicatedThread.run {
                if let interrupts, !interrupts.waitForInput() {
                    ConsoleSink.standardOutput.write("\n")
                    return .interrupted
                }
                switch input.next() {
                case .line(let line): return .line(line)
                case .end: return .end
                case .failed(let error): return .failed(error.reason)
                }
            }
        }
    }
}
