/// How a child process ended.
package enum ChildOutcome: Equatable, Sendable {
    /// It exited with this status; `errorOutput` is the start of what it wrote to standard error.
    case exited(status: Int32, errorOutput: String)
    /// A signal ended it.
    case signalled(Int32)
    /// It could not be started: not found, or not executable.
    case notStarted(SystemError)
}
