/// How a command ended, as the process exit status.
enum ExitStatus: Int32, Comparable, Sendable {
    /// It did what was asked.
    case success = 0
    /// It could not: no such location, nothing could be loaded, opening failed, a link was rejected.
    case failure = 1
    /// It was asked wrongly: unknown command or option, a missing or malformed argument.
    case usage = 2

    static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}
