import Foundation

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
            await withCheckedContinuation { continuation in
                // readLine blocks; keep it off the cooperative pool.
                let thread = Thread {
                    if showPrompt {
                        FileHandle.standardOutput.write(Data(prompt.utf8))
                    }
                    if let interrupts, !interrupts.waitForInput() {
                        FileHandle.standardOutput.write(Data("\n".utf8))
                        continuation.resume(returning: .interrupted)
                        return
                    }
                    let line = Swift.readLine(strippingNewline: true)
                    continuation.resume(returning: line.map(Input.line) ?? .end)
                }
                thread.start()
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
private final class LineQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String]

    init(_ lines: [String]) {
        self.lines = lines
    }

    func next() -> LineReader.Input {
        lock.lock()
        defer { lock.unlock() }
        return lines.isEmpty ? .end : .line(lines.removeFirst())
    }
}
