#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain

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
        curl(limits: limits, userAgent: userAgent, builtInPlainHTTP: false)
    }

    /// What `places` uses: ``libcurl(limits:userAgent:)``, except that plain http to an address — an IP literal or
    /// `localhost`, with no proxy set in the environment: a test server, a mirror on this machine or network — is
    /// fetched over a socket of its own, within the same limits and budget and with the same `User-Agent`, without
    /// loading libcurl and the thirty libraries it brings (about 5 ms of a one-shot command). https, host names and
    /// proxies are libcurl's, and so is whatever a redirect leads to that is not plain http to an address.
    ///
    /// - Parameters:
    ///   - limits: Timeouts, size limit and redirect limit.
    ///   - userAgent: The `User-Agent` header.
    public static func live(limits: HTTPLimits = .standard, userAgent: String = "places") -> HTTPTransport {
        curl(limits: limits, userAgent: userAgent, builtInPlainHTTP: true)
    }

    private static func curl(limits: HTTPLimits, userAgent: String, builtInPlainHTTP: Bool) -> HTTPTransport {
        HTTPTransport(budgeted: { (url: URL, budget: HTTPBudget) async throws(FeedFailure) -> HTTPResponse in
            let transfer = CurlTransfer(url: url, limits: limits, userAgent: userAgent, budget: budget, builtInPlainHTTP: builtInPlainHTTP)
            let result = await withTaskCancellationHandler {
                await transfer.run()
            } onCancel: {
                transfer.cancel()
            }
            return try result.get()
        })
    }
}
