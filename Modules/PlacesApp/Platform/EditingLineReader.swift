import Dispatch
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import PlacesPresentation
import PlacesSystem

extension LineReader {
    /// Lines kept for Up and Down, and in the history file.
    static let historyLimit = 500

    /// A terminal reader with line editing, history across sessions and Tab completion, or `nil` when libedit
    /// cannot be loaded (the caller then uses ``standardInput(showPrompt:interrupts:)``).
    ///
    /// - Parameters:
    ///   - history: The history file (`$XDG_STATE_HOME/places/history`); `nil` keeps none.
    ///   - interrupts: Ctrl-C at the prompt arrives through its pipe and abandons the line.
    ///   - completer: What Tab completes; the list's names and the articles' references are added as they change.
    static func editing(history: HistoryFile?, interrupts: Interrupts, completer: Completer) -> LineReader? {
        guard let session = EditingSession.start(history: history, interrupts: interrupts, completer: completer) else {
            return nil
        }
        return LineReader(
            read: { prompt in await session.read(prompt: prompt) },
            remember: { line in session.remember(line) },
            complete: { words in session.setCompletions(words) }
        )
    }
}

/// The one libedit session of the process, which libedit's C callbacks (the prompt and Tab) reach: a C function
/// pointer cannot capture context. Set once, before the first callback can run.
private nonisolated(unsafe) var activeSession: EditingSession?

/// One libedit-driven prompt at a time, on a serial queue of its own (a dispatch queue with a label runs on an
/// overcommitting thread, so its blocking `poll` never holds up Swift's concurrency pool). libedit, the history
/// file and the completer are only touched on that queue, also by the callbacks, which run inside calls made on it.
private final class EditingSession: @unchecked Sendable {
    /// Lines kept for Up and Down.
    static let historyLimit = Int32(LineReader.historyLimit)

    private let queue = DispatchQueue(label: "places.line-editor")
    private let interrupts: Interrupts
    private var editor: LibEdit?
    private var history: HistoryFile?
    private var completer: Completer
    private var lastLine: String?
    private var prompt: UnsafeMutablePointer<wchar_t>?
    /// The text before the cursor when Tab last found several candidates and nothing to add: Tab again there lists.
    private var ambiguousTab: String?

    private init(history: HistoryFile?, interrupts: Interrupts, completer: Completer) {
        self.history = history
        self.interrupts = interrupts
        self.completer = completer
    }

    /// Loads libedit and the history, or returns `nil` when libedit cannot be loaded.
    static func start(history: HistoryFile?, interrupts: Interrupts, completer: Completer) -> EditingSession? {
        let session = EditingSession(history: history, interrupts: interrupts, completer: completer)
        return session.queue.sync { () -> EditingSession? in
            activeSession = session
            guard let editor = LibEdit(historyLimit: historyLimit, prompt: showPrompt, complete: completeWord) else {
                activeSession = nil
                return nil
            }
            session.editor = editor
            for line in session.history?.load() ?? [] { editor.addToHistory(line) }
            return session
        }
    }

    func read(prompt: String) async -> LineInput {
        await withCheckedContinuation { continuation in
            queue.async { [self] in
                continuation.resume(returning: readBlocking(prompt: prompt))
            }
        }
    }

    private func readBlocking(prompt text: String) -> LineInput {
        guard let editor else { return .end }
        prompt?.deallocate()
        prompt = LibEdit.wideCopy(text)
        ambiguousTab = nil
        interrupts.drain()
        editor.beginLine()
        defer { editor.endLine() }
        var descriptors = [
            pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
            pollfd(fd: interrupts.readDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            if poll(&descriptors, 2, -1) < 0 {
                if errno == EINTR { continue }
                return .end
            }
            if descriptors[1].revents != 0 {
                interrupts.drain()
                ConsoleSink.standardOutput.write("^C\n")
                return .interrupted
            }
            guard descriptors[0].revents != 0 else { continue }
            switch editor.readKey() {
            case .line(let line): return .line(line)
            case .end: return .end
            case .editing:
                if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .end }
            }
        }
    }

    func remember(_ line: String) {
        // Synchronous: the session may end right after this line (quit), and the process must not exit before the
        // line is in the file. Nothing else is queued here between two reads.
        queue.sync { [self] in
            let trimmed = line.trimmed
            guard !trimmed.isEmpty, trimmed != lastLine else { return }
            lastLine = trimmed
            editor?.addToHistory(trimmed)
            // History is state that may be lost without harm: a file that cannot be written is not an error.
            try? history?.append(trimmed)
        }
    }

    func setCompletions(_ words: CompletionWords) {
        queue.async { [self] in completer = completer.with(words) }
    }

    // MARK: Callbacks, inside `readKey` on the queue

    fileprivate var currentPrompt: UnsafeMutablePointer<wchar_t>? { prompt }

    /// Tab: completes the word before the cursor with Places' own candidates; when there are several and nothing
    /// to add, the bell rings, and a second Tab lists them.
    fileprivate func completeAtCursor() -> LibEdit.KeyOutcome {
        guard let editor else { return .refreshAndBeep }
        let before = editor.textBeforeCursor
        switch completer.completion(before: before) {
        case .none:
            return .refreshAndBeep
        case .replace(let count, let text):
            ambiguousTab = nil
            editor.replaceBeforeCursor(count, with: text)
            return .refresh
        case .choices(let choices):
            guard ambiguousTab == before else {
                ambiguousTab = before
                return .refreshAndBeep
            }
            ConsoleSink.standardOutput.write(Self.columns(choices, width: TerminalSize.of(1)?.columns ?? 80))
            return .redisplay
        }
    }

    /// The candidates below the line in columns, top to bottom and then across, made inert like every name shown.
    private static func columns(_ choices: [String], width: Int) -> String {
        let names = choices.map(DisplayText.sanitized)
        let columnWidth = (names.map(DisplayText.width(of:)).max() ?? 0) + 2
        let perRow = max(1, width / columnWidth)
        let rows = (names.count + perRow - 1) / perRow
        var text = "\r\n"
        for row in 0..<rows {
            let line = stride(from: row, to: names.count, by: rows).map { TerminalText.padded(names[$0], toWidth: columnWidth) }
            text += line.joined() + "\r\n"
        }
        return text
    }
}

private func showPrompt(_ editor: OpaquePointer?) -> UnsafeMutablePointer<wchar_t>? {
    activeSession?.currentPrompt
}

private func completeWord(_ editor: OpaquePointer?, _ key: Int32) -> UInt8 {
    (activeSession?.completeAtCursor() ?? .refreshAndBeep).rawValue
}
