/// How a child process ended, or that it had not ended when the wait was given up.
package enum ChildOutcome: Equatable, Sendable {
    /// It exited with this status; `errorOutput` is the start of what it wrote to standard error.
    case exited(status: Int32, errorOutput: String)
    /// A signal ended it.
    case signalled(Int32)
    /// It could not be started: not found, or not executable.
    case notStarted(SystemError)
    /// It was still running after this many seconds; it is left to run and reaped when it ends.
    case stillRunning(seconds: Int)
}
