/// Why adding or removing a location failed.
public struct ActionFailure: Error, Equatable, Sendable {
    /// The sentence to show.
    public let message: String
    /// What can be done instead, for the front end to add to ``message`` in its own terms.
    public let next: NextStep?

    /// Creates a failure.
    public init(message: String, next: NextStep? = nil) {
        self.message = message
        self.next = next
    }
}
