
/// Tells the person that something slow is happening, in the way their output can take.
///
/// - A spinner on standard error when it is a terminal (not in plain mode), drawn only if the work takes longer
///   than a moment, and erased afterwards so it never ends up in the scrollback.
/// - One sentence in plain mode on a terminal, for screen readers: no animation.
/// - Nothing when standard error is not a terminal.
@MainActor
final class ProgressIndicator {
    private let mode: ProgressMode
    private let sink: ConsoleSink

    init(mode: ProgressMode, sink: ConsoleSink) {
        self.mode = mode
        self.sink = sink
    }

    /// Runs `work`, showing `message` while it runs.
    func during(_ message: String, _ work: () async -> Void) async {
        switch mode {
        case .silent:
            await work()
        case .announce:
            sink.write(message + "\n")
            await work()
        case .spinner:
            let sink = self.sink
            let spinner = Task.detached {
                let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
                // Short work finishes before anything is drawn: no flicker for a local file.
                try? await Task.sleep(for: .milliseconds(150))
                var index = 0
                var drawn = false
                while !Task.isCancelled {
                    sink.write("\r\u{1B}[K" + frames[index % frames.count] + " " + message)
                    drawn = true
                    index += 1
                    try? await Task.sleep(for: .milliseconds(80))
                }
                if drawn { sink.write("\r\u{1B}[K") }
            }
            await work()
            spinner.cancel()
            await spinner.value
        }
    }
}
