import PlacesDomain
import PlacesPresentation

/// The interactive session: reads lines, runs them as commands, until `quit`, `exit` or end of input.
///
/// Lines come from an injected ``LineReader`` and output goes to the context's console, so transcript tests can
/// drive it with lines in and exact text out. The feed is loaded at the start, so the first command is instant.
@MainActor
struct REPL {
    /// Lines longer than this are refused whole: no command needs more, and a megabyte line must not be echoed.
    static let maximumLineLength = 4_096

    let context: CommandContext
    let interactive: Bool
    /// Ctrl-C handling on a terminal; `nil` for pipes and tests.
    let interrupts: Interrupts?

    /// Runs the session. The status is 0 in an interactive session; with piped input it is the worst status of
    /// any line (2 for a usage error, else 1 for a failure), so a script notices a line that went wrong.
    func run() async -> ExitStatus {
        let localizer = context.localizer
        let context = self.context
        if await cancellable({ await context.ensureLoaded() }), interactive {
            context.console.message(localizer(SessionText.banner(locations: context.list.catalog.locations.count)))
        }
        var completed: (locations: Int, articles: ArticleList?) = (-1, nil)
        var worst = ExitStatus.success
        loop: while true {
            // The words change only when the list or the last list of articles does: hand them over only then.
            let now = (context.list.catalog.locations.count, context.articles.recent)
            if now.0 != completed.locations || now.1 != completed.articles {
                completed = now
                let articles = await context.articles.completions()
                context.reader.complete(CompletionWords(
                    locationNames: context.list.catalog.locations.compactMap(\.name),
                    articleReferences: articles.references,
                    articleTitles: articles.titles
                ))
            }
            let text: String
            switch await context.reader.read("places> ") {
            case .end:
                if interactive { context.console.line() }
                break loop
            case .interrupted:
                continue
            case .failed(let reason):
                context.console.message(localizer(SessionText.inputFailed(reason: context.messages.systemReason(reason))))
                return .failure
            case .line(let line):
                text = line
            }
            if text.count > Self.maximumLineLength {
                context.console.message(localizer(SessionText.lineTooLong(length: text.count, limit: Self.maximumLineLength)))
                worst = max(worst, .usage)
                continue
            }
            guard let parsed = CommandParser.parse(line: text, language: context.language) else { continue }
            context.reader.remember(text)
            switch parsed {
            case .success(let command):
                worst = max(worst, await cancellable { await context.run(command) })
            case .failure(let problem):
                worst = max(worst, context.report(problem))
            }
            // `quit`, or nobody reading the output any more.
            if context.sessionEnded || context.console.outputFailed { break loop }
        }
        return interactive ? .success : worst
    }

    /// Runs `work` so that Ctrl-C cancels it (on a terminal) instead of ending the session.
    private func cancellable<T: Sendable>(_ work: @escaping @MainActor () async -> T) async -> T {
        guard let interrupts else { return await work() }
        return await interrupts.cancellable(work)
    }
}
