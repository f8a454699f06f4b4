/// How a command ended, as the process exit status. README's table lists every case (a test holds them together).
enum ExitStatus: Int32, CaseIterable, Comparable, Sendable {
    /// It did what was asked.
    case success = 0
    /// It could not: no such location, nothing could be loaded, opening failed, a link was rejected.
    case failure = 1
    /// It was asked wrongly: unknown command or option, a missing or malformed argument.
    case usage = 2
    /// Ctrl-C stopped a one-shot command: the process ends by SIGINT, which a shell reports as 128 + 2. In a session
    /// Ctrl-C cancels the line instead.
    case interrupted = 130

    static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}
