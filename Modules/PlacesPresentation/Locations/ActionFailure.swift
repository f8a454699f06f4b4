/// Why adding or removing a location failed.
public struct ActionFailure: Error, Equatable, Sendable {
    /// The sentence to show.
    public let message: String

    /// Creates a failure.
    public init(message: String) {
        self.message = message
    }
}
