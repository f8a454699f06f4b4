#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// One question to a server, with its one deadline and size bound: every request it takes (a retry after 429 or 503
/// that said when to come back, the rounds of a wiki's `continue`) shares them, so `--timeout` and the size bound
/// hold for the whole question. The policy every client of a server asks through: the wiki's and the map server's.
public struct HTTPQuestion: Sendable {
    /// The time the question may take in all.
    public let deadline: Duration
    /// The bytes its answers may take in all.
    public let maximumBytes: Int

    /// A question bounded by `deadline` and `maximumBytes`.
    public init(deadline: Duration, maximumBytes: Int) {
        self.deadline = deadline
        self.maximumBytes = maximumBytes
    }

    /// The budget of a question starting now.
    public func budget() -> HTTPBudget {
        HTTPBudget(deadline: ContinuousClock.now + deadline, maximumBytes: maximumBytes)
    }

    /// The deadline in whole seconds, as a failure names it: rounded up, so that it is never "0 seconds".
    public var deadlineSeconds: Int {
        let (seconds, attoseconds) = deadline.components
        return max(1, Int(seconds) + (attoseconds > 0 ? 1 : 0))
    }

    /// Fetches `url` through `transport` within `budget`, asking once more after a 429 or 503 whose `Retry-After`
    /// ends before the question's deadline. A timeout is the question's: it names the deadline, not what was left of
    /// it; a budget with no bytes left is ``HTTPFailure/tooLarge(limit:)`` before anything is asked.
    public func fetch(_ url: URL, through transport: HTTPTransport, within budget: HTTPBudget) async throws(HTTPFailure) -> HTTPResponse {
        let response = try await fetchOnce(url, through: transport, within: budget)
        guard response.status == 429 || response.status == 503, let wait = response.retryAfter,
              let end = budget.deadline, ContinuousClock.now + .seconds(wait) < end
        else { return response }
        do {
            try await Task.sleep(for: .seconds(wait))
        } catch {
            throw .cancelled
        }
        return try await fetchOnce(url, through: transport, within: budget)
    }

    private func fetchOnce(_ url: URL, through transport: HTTPTransport, within budget: HTTPBudget) async throws(HTTPFailure) -> HTTPResponse {
        guard (budget.maximumBytes ?? 1) > 0 else { throw .tooLarge(limit: maximumBytes) }
        do {
            return try await transport.fetch(url, within: budget)
        } catch {
            if case .timedOut = error { throw .timedOut(seconds: deadlineSeconds) }
            throw error
        }
    }
}
