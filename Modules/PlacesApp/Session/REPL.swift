import PlacesDomain
import PlacesPresentation

/// The interactive session: reads lines, runs them as commands, until `quit`, `exit` or end of input.
///
/// Lines come from an injected ``LineReader`` and output goes to the runner's console, so transcript tests can
/// drive it with lines in and exact text out. The feed is loaded at the start, so the first command is instant.
@MainActor
struct REPL {
    /// Lines longer than this are refused whole: no command needs more, and a megabyte line must not be echoed.
    static let maximumLineLength = 4_096

    let runner: CommandRunner
    let interactive: Bool
    /// Ctrl-C handling on a terminal; `nil` for pipes and tests.
    let interrupts: Interrupts?

    /// Runs the session. The status is 0 in an interactive session; with piped input it is the worst status of
    /// any line (2 for a usage error, else 1 for a failure), so a script notices a line that went wrong.
    func run() async -> ExitStatus {
        let localizer = runner.localizer
        let runner = self.runner
        if await cancellable({ await runner.ensureLoaded() }), interactive {
            runner.console.message(localizer(AppText.banner, String(runner.list.catalog.locations.count)))
        }
        var completedCount = -1
        var worst = ExitStatus.success
        loop: while true {
            if runner.list.catalog.locations.count != completedCount {
                completedCount = runner.list.catalog.locations.count
                runner.reader.complete(runner.list.catalog.locations.compactMap(\.name))
            }
            let text: String
            switch await runner.reader.read("places> ") {
            case .end:
                if interactive { runner.console.line() }
                break loop
            case .interrupted:
                continue
            case .line(let line):
                text = line
            }
            if text.count > Self.maximumLineLength {
                runner.console.message(localizer(AppText.lineTooLong, String(text.count), String(Self.maximumLineLength)))
                worst = max(worst, .usage)
                continue
            }
            guard let parsed = CommandParser.parse(line: text, interactive: true) else { continue }
            runner.reader.remember(text)
            switch parsed {
            case .success(.quit):
                break loop
            case .success(let command):
                worst = max(worst, await cancellable { await runner.run(command) })
            case .failure(let error):
                worst = max(worst, runner.report(error))
            }
        }
        return interactive ? .success : worst
    }

    /// Runs `work` so that Ctrl-C cancels it (on a terminal) instead of ending the session.
    private func cancellable<T: Sendable>(_ work: @escaping @MainActor () async -> T) async -> T {
        guard let interrupts else { return await work() }
        return await interrupts.cancellable(work)
    }
}
