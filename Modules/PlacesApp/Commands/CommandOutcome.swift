import PlacesPresentation

/// How a run of a command went: its exit status, and what the session should remember of it.
struct CommandOutcome: Sendable {
    /// The exit status.
    let status: ExitStatus
    /// What the session should remember, in order.
    let changes: [SessionChange]
    /// Whether the session ends after this line (`quit`).
    let endsSession: Bool

    init(_ status: ExitStatus, _ changes: [SessionChange] = [], endsSession: Bool = false) {
        self.status = status
        self.changes = changes
        self.endsSession = endsSession
    }

    static let success = CommandOutcome(.success)
    static let failure = CommandOutcome(.failure)
    static let usage = CommandOutcome(.usage)
}
