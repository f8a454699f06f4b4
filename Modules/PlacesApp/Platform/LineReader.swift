import PlacesData
import Synchronization

/// Where the REPL's lines come from: a terminal, a pipe, or a test's list.
struct LineReader: Sendable {
    /// One read.
    enum Input: Equatable, Sendable {
        /// A line, without its line break.
        case line(String)
        /// End of input (Ctrl-D, or the end of a pipe).
        case end
        /// Ctrl-C at the prompt: drop the line and ask again.
        case interrupted
    }

    /// Reads one line, showing `prompt` when the reader shows prompts.
    var read: @Sendable (_ prompt: String) async -> Input
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
                    Console.Sink.standardOutput.write(prompt)
                }
                if let interrupts, !interrupts.waitForInput() {
                    Console.Sink.standardOutput.write("\n")
                    return .interrupted
                }
                return Swift.readLine(strippingNewline: true).map(Input.line) ?? .end
            }
        }
    }

    /// The given lines, then end of input: for transcript tests.
    static func lines(_ lines: [String]) -> LineReader {
        let queue = LineQueue(lines)
        return LineReader { _ in queue.next() }
    }
}

/// A thread-safe queue of test input.
private final class LineQueue: Sendable {
    private let lines: Mutex<[String]>

    init(_ lines: [String]) {
        self.lines = Mutex(lines)
    }

    func next() -> LineReader.Input {
        lines.withLock { $0.isEmpty ? .end : .line($0.removeFirst()) }
    }
}
