import PlacesDomain
import PlacesPresentation

/// The interactive session: reads lines, runs them as commands, until `quit`, `exit` or end of input.
///
/// Each line is read by the same parser as a command line, against the chosen command's declaration, with the
/// session's global options under its own. What the session remembers is one ``SessionState``, changed only here,
/// from what each command reports. Lines come from an injected ``LineReader`` and output goes to the console, so
/// transcript tests drive it with lines in and exact text out. The list is loaded at the start, so the first
/// command is instant.
@MainActor
struct REPL {
    /// Lines longer than this are refused whole: no command needs more, and a megabyte line must not be echoed.
    static let maximumLineLength = 4_096

    /// What the session keeps from line to line.
    let kept: AppGraph.Kept
    /// The global options the session was started with.
    let globals: GlobalOptions
    /// Ctrl-C handling on a terminal; `nil` for pipes and tests.
    let interrupts: Interrupts?

    /// Runs the session. The status is 0 in an interactive session; with piped input it is the worst status of
    /// any line (2 for a usage error, else 1 for a failure), so a script notices a line that went wrong.
    func run() async -> ExitStatus {
        let graph = AppGraph.build(kept, globals: globals)
        let io = graph.io
        let console = io.console
        let interactive = console.style.interactive
        let localizer = io.localizer
        let list = graph.list
        let loaded = await cancellable { await list.catalog(io) != nil }
        await io.output.finish()
        if loaded, interactive {
            console.message(localizer(SessionText.banner(locations: kept.locations.catalog.locations.count)))
        }
        var state = SessionState()
        var completed: (locations: Int, articles: SessionState.MapSubject?) = (-1, nil)
        // The saved list's references are read again only after a command that can change the list.
        var savedReferences: [String]?
        var worst = ExitStatus.success
        loop: while true {
            // The words change only when the list or the last list of articles does: hand them over only then, and
            // only to a reader that completes.
            let now = (kept.locations.catalog.locations.count, state.mapSubject)
            if let complete = kept.reader.complete, now.0 != completed.locations || now.1 != completed.articles || savedReferences == nil {
                completed = now
                let articles = await graph.articles.completions()
                var saved = savedReferences ?? []
                if savedReferences == nil { saved = await graph.saved.completions() }
                savedReferences = saved
                complete(CompletionWords(
                    locations: kept.locations.catalog,
                    articleReferences: articles.references,
                    articleTitles: articles.titles,
                    savedReferences: saved
                ))
            }
            let text: String
            switch await kept.reader.read("places> ") {
            case .end:
                if interactive { console.line() }
                break loop
            case .interrupted:
                continue
            case .failed(let reason):
                console.message(localizer(SessionText.inputFailed(reason: MessageFormatter(language: io.language).systemReason(reason))))
                return .failure
            case .line(let line):
                text = line
            }
            // A line has at least as many bytes as characters: most are counted without breaking them into characters.
            if text.utf8.count > Self.maximumLineLength, text.count > Self.maximumLineLength {
                console.message(localizer(SessionText.lineTooLong(length: text.count, limit: Self.maximumLineLength)))
                worst = max(worst, .usage)
                continue
            }
            var lineGlobals = globals
            if let style = state.linkStyle { lineGlobals.linkStyle = style }
            guard let parsed = CommandLineParser.parse(line: text, globals: lineGlobals, language: io.language) else { continue }
            kept.reader.remember(text)
            switch parsed {
            case .success(let invocation):
                guard let command = invocation.command else {
                    worst = max(worst, io.report(.unknownCommand(text, suggestion: nil), inSession: true).status)
                    continue
                }
                let session = state
                let kept = self.kept
                let outcome = await cancellable { await PlacesApplication.outcome(of: command, invocation, session: session, kept: kept) }
                for change in outcome.changes { state.record(change) }
                if Self.changesSaved.contains(command.name) { savedReferences = nil }
                worst = max(worst, outcome.status)
                if outcome.endsSession { break loop }
            case .failure(let problem):
                worst = max(worst, io.report(problem, inSession: true).status)
            }
            // Nobody reading the output any more.
            if console.outputFailed { break loop }
        }
        await io.output.finish()
        return interactive ? .success : worst
    }

    /// The commands that can change the saved list, after which Tab's `S1`, `S2`… are read again.
    private static let changesSaved: Set<String> = ["save", "unsave", "import", "explore"]

    /// Runs `work` so that Ctrl-C cancels it (on a terminal) instead of ending the session.
    private func cancellable<T: Sendable>(_ work: @escaping @MainActor () async -> T) async -> T {
        guard let interrupts else { return await work() }
        return await interrupts.cancellable(work)
    }
}
