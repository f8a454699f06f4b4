import Synchronization

/// What one command writes, in the order a person reads it: its results — through the pager when they are longer
/// than the screen — and then what was said about them.
///
/// - Notices (``CommandIO/say(_:)``) are about the results, so they are held and said after them when the command
///   ends, even when they were known first (`find`'s articles without coordinates, a saved copy shown).
/// - On a terminal that pages (``OutputStyle/pages``, which `--no-pager` turns off), standard output is gathered and
///   shown when the command ends: through the pager when it has as many lines as the screen, else printed. A message
///   written after the first result is held too, so that it follows the results instead of scrolling away above the
///   pager; a message before any result (a question, a failure) is said at once.
/// - Elsewhere (a pipe, a file, `--no-pager`) results are written as they come.
///
/// Every command runs with one (``PlacesApplication/outcome(of:_:session:kept:)`` ends it), so this is the one path
/// to the pager: `help`, `where san --limit 100` and `list` are paged alike.
final class CommandOutput: Sendable {
    /// The console the command writes to.
    let console: Console
    /// The real terminal or pipes, where everything ends up.
    let terminal: Console
    /// The console whose messages are held until the results are shown.
    private let later: Console
    private let pager: @Sendable (String) async -> Bool
    private let store = Store()

    /// - Parameters:
    ///   - terminal: Where the output goes, styled for this run.
    ///   - pager: Shows a text through the person's pager; false when there is none (the text is then printed).
    init(terminal: Console, pager: @escaping @Sendable (String) async -> Bool) {
        self.terminal = terminal
        self.pager = pager
        let store = store
        var console = terminal
        if terminal.style.pages, terminal.style.height != nil {
            console.out = ConsoleSink { text in store.state.withLock { $0.results += text } }
            console.err = ConsoleSink(
                write: { text in
                    let held = store.state.withLock { state in
                        guard !state.results.isEmpty else { return false }
                        state.after.append(text)
                        return true
                    }
                    if !held { terminal.err.write(text) }
                },
                failure: terminal.err.failure
            )
        }
        self.console = console
        later = Console(out: console.out, err: ConsoleSink { text in store.state.withLock { $0.after.append(text) } }, style: terminal.style)
    }

    /// Says `text` as a message once the results are shown.
    func sayAfterResults(_ text: String) {
        later.message(text)
    }

    /// Shows what was gathered — through the pager when it is longer than the screen — and then what was held.
    func finish() async {
        let (results, after) = store.state.withLock { state in
            defer { state = Store.Held() }
            return (state.results, state.after)
        }
        if !results.isEmpty, await !page(results) { terminal.out.write(results) }
        for text in after { terminal.err.write(text) }
    }

    /// Hands `text` to the pager when it has at least as many lines as the screen; false when it was not.
    private func page(_ text: String) async -> Bool {
        guard let height = terminal.style.height else { return false }
        let lines = text.utf8.reduce(text.utf8.last == 10 ? 0 : 1) { $1 == 10 ? $0 + 1 : $0 }
        guard lines >= height else { return false }
        return await pager(text)
    }

    private final class Store: Sendable {
        struct Held {
            /// Standard output, gathered when it may be paged.
            var results = ""
            /// Messages for standard error after the results, in the order they were said.
            var after: [String] = []
        }

        let state = Mutex(Held())
    }
}
