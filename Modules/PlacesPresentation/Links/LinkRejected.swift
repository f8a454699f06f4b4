/// Why a receiving app would reject a link, as the sentence to show.
public struct LinkRejected: Error, Equatable, Sendable {
    /// The sentence to show.
    public let message: String
    /// What reads the link instead, for the front end to add after ``message`` in its own terms.
    public let next: NextStep?

    /// Creates a reason.
    ///
    /// - Parameters:
    ///   - message: The sentence to show.
    ///   - next: What reads the link instead, if anything does.
    public init(message: String, next: NextStep? = nil) {
        self.message = message
        self.next = next
    }
}
