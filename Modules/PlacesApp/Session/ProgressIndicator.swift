import PlacesSystem

/// Tells the person that something slow is happening, in the way their output can take.
///
/// - A spinner on standard error when it is a terminal (not in plain mode), drawn only if the work takes longer
///   than a moment, and erased afterwards so it never ends up in the scrollback — also when Ctrl-C ends a one-shot
///   command while it spins (``InterruptibleLine``).
/// - One sentence in plain mode on a terminal, for screen readers: no animation.
/// - Nothing when standard error is not a terminal.
@MainActor
final class ProgressIndicator {
    private nonisolated let mode: ProgressMode
    private nonisolated let sink: ConsoleSink

    init(mode: ProgressMode, sink: ConsoleSink) {
        self.mode = mode
        self.sink = sink
    }

    /// Runs `work`, showing `message` while it runs.
    func during(_ message: String, _ work: () async -> Void) async {
        await announcing(message, work)
    }

    /// Runs `work` on the caller's executor, showing `message` while it runs: also for work that is not the main
    /// actor's, such as a question a use case asks through a port (`AnnouncedSearch`).
    nonisolated(nonsending) func announcing<Value, Failure: Error>(
        _ message: String,
        _ work: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        switch mode {
        case .silent:
            return try await work()
        case .announce:
            sink.write(message + "\n")
            return try await work()
        case .spinner:
            let sink = self.sink
            // Ctrl-C in a one-shot command clears the spinner's line before the process ends.
            let line = InterruptibleLine { sink.write("\r\u{1B}[K") }
            let spinner = Task.detached {
                let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
                // Short work finishes before anything is drawn: no flicker for a local file.
                try? await Task.sleep(for: .milliseconds(150))
                var index = 0
                var drawn = false
                while !Task.isCancelled {
                    line.draw { sink.write("\r\u{1B}[K" + frames[index % frames.count] + " " + message) }
                    drawn = true
                    index += 1
                    try? await Task.sleep(for: .milliseconds(80))
                }
                if drawn { sink.write("\r\u{1B}[K") }
            }
            let result: Result<Value, Failure>
            do {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            spinner.cancel()
            await spinner.value
            line.finish()
            return try result.get()
        }
    }
}
