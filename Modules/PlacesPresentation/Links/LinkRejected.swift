/// Why a receiving app would reject a link, as the sentence to show.
public struct LinkRejected: Error, Equatable, Sendable {
    /// The sentence to show.
    public let message: String

    /// Creates a reason.
    ///
    /// - Parameter message: The sentence to show.
    public init(message: String) {
        self.message = message
    }
}
