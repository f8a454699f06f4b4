/// What is left of one question's bounds for its next request: time and bytes, within the transport's own limits.
///
/// A question to a wiki may take several requests (the rounds of `continue`, a retry after 429). Each request gets
/// what the earlier ones left, so `--timeout` and the size limit bound the whole question, not each request.
public struct HTTPBudget: Sendable, Equatable {
    /// When the question must be answered; `nil` for no deadline beyond the transport's own timeout.
    public var deadline: ContinuousClock.Instant?
    /// The most bytes the body may have; `nil` for no limit beyond the transport's own.
    public var maximumBytes: Int?

    /// No bounds beyond the transport's limits.
    public static let unbounded = HTTPBudget()

    /// Creates a budget.
    ///
    /// - Parameters:
    ///   - deadline: When the question must be answered, if it must.
    ///   - maximumBytes: The most bytes the body may have, if fewer than the transport's limit.
    public init(deadline: ContinuousClock.Instant? = nil, maximumBytes: Int? = nil) {
        self.deadline = deadline
        self.maximumBytes = maximumBytes
    }
}
