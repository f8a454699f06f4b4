#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension HTTPTransport {
    /// The live transport: libcurl, loaded when the first fetch happens (see `PlacesCurlShim.c` for why not
    /// URLSession), on a thread of its own.
    ///
    /// libcurl enforces every limit: the total deadline (or what is left of the question's, when that is sooner),
    /// the idle timeout (less than one byte a second), the declared size (or what is left of the question's bytes),
    /// the redirect count, and http/https only, also after a redirect. The body is counted as it
    /// arrives and the transfer stops at the size limit, so a huge answer is never buffered. Cancelling the task
    /// stops the transfer within a second (libcurl's progress callback asks).
    ///
    /// - Parameters:
    ///   - limits: Timeouts, size limit and redirect limit.
    ///   - userAgent: The `User-Agent` header: Wikimedia's policy asks every client to name itself and its version.
    public static func libcurl(limits: HTTPLimits = .standard, userAgent: String = "places") -> HTTPTransport {
        HTTPTransport(budgeted: { (url: URL, budget: HTTPBudget) async throws(HTTPFailure) -> HTTPResponse in
            let transfer = CurlTransfer(url: url, limits: limits, userAgent: userAgent, budget: budget)
            let result = await withTaskCancellationHandler {
                await transfer.run()
            } onCancel: {
                transfer.cancel()
            }
            return try result.get()
        })
    }
}
