/// How the program that opens links failed, with what a message needs to say so.
public enum LinkOpenerFailure: Equatable, Sendable {
    /// The opener ran and exited with a status that is neither success nor "no handler"; `errorOutput` is the start
    /// of what it wrote to standard error, in its own words (possibly empty).
    case exited(program: String, status: Int32, errorOutput: String)
    /// A signal ended the opener.
    case signalled(program: String, signal: Int32)
    /// The opener could not be started at all; `chosenBy` names the setting through which the person chose it (an
    /// environment variable, a preference), or is `nil` when it is the platform's own.
    case couldNotStart(program: String, reason: SystemReason, chosenBy: String?)
    /// The opener had not exited after this many seconds; it was left running and no longer waited for.
    case stillRunning(program: String, seconds: Int)
}
