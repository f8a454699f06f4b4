/// Why no link can be built for a row in the chosen style.
public struct LinkUnavailable: Error, Equatable, Sendable {
    /// The sentence to show.
    public let message: String

    /// Creates a reason.
    public init(message: String) {
        self.message = message
    }
}
