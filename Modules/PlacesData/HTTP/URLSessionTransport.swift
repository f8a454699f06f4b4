import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PlacesDomain

extension HTTPTransport {
    /// The live transport: URLSession with a delegate that enforces ``HTTPLimits`` itself.
    ///
    /// URLSession's own timeouts are set too, but the delegate also keeps a hard deadline, counts body bytes as
    /// they arrive (a huge body is refused at the limit, never buffered whole) and caps redirects. On Linux a
    /// task cancelled from inside its own delegate callback keeps running, so cancellation is sent from another
    /// queue.
    ///
    /// - Parameter limits: Timeouts, size limit and redirect limit.
    public static func urlSession(limits: HTTPLimits = .standard) -> HTTPTransport {
        HTTPTransport { url async throws(FeedFailure) -> Data in
            try await URLSessionFetch(url: url, limits: limits).run()
        }
    }
}

/// One fetch: owns its session, its delegate state and the continuation it resumes exactly once.
private final class URLSessionFetch: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let url: URL
    private let limits: HTTPLimits
    // Everything below is guarded by `lock`: delegate callbacks, the deadline and cancellation race.
    private let lock = NSLock()
    private var body = Data()
    private var redirects = 0
    private var outcome: Result<Data, FeedFailure>?
    private var continuation: CheckedContinuation<Result<Data, FeedFailure>, Never>?
    private var task: URLSessionDataTask?

    init(url: URL, limits: HTTPLimits) {
        self.url = url
        self.limits = limits
    }

    func run() async throws(FeedFailure) -> Data {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = limits.idleTimeout
        configuration.timeoutIntervalForResource = limits.totalTimeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpAdditionalHeaders = ["Accept": "application/json", "User-Agent": "places/1.0"]
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        // The session keeps its delegate alive until it is invalidated.
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: URLRequest(url: url))
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                start(task, continuation)
            }
        } onCancel: {
            finish(.failure(.cancelled))
        }
        return try result.get()
    }

    private func start(_ task: URLSessionDataTask, _ continuation: CheckedContinuation<Result<Data, FeedFailure>, Never>) {
        lock.lock()
        if let outcome {
            lock.unlock()
            continuation.resume(returning: outcome)
            return
        }
        self.continuation = continuation
        self.task = task
        lock.unlock()
        let seconds = limits.totalTimeout
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [weak self] in
            self?.finish(.failure(.timedOut(seconds: Int(seconds.rounded()))))
        }
        task.resume()
    }

    /// Records the first outcome, resumes the caller and stops the transfer; later outcomes are ignored.
    private func finish(_ result: Result<Data, FeedFailure>) {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return
        }
        outcome = result
        let continuation = self.continuation
        self.continuation = nil
        let task = self.task
        lock.unlock()
        continuation?.resume(returning: result)
        if let task, case .failure = result {
            DispatchQueue.global().async { task.cancel() }
        }
    }

    private var isFinished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return outcome != nil
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let http = response as? HTTPURLResponse else {
            completionHandler(.cancel)
            finish(.failure(.transfer(detail: "the answer was not HTTP")))
            return
        }
        guard (200...299).contains(http.statusCode) else {
            completionHandler(.cancel)
            finish(.failure(.httpStatus(http.statusCode)))
            return
        }
        guard http.expectedContentLength <= Int64(limits.maximumBytes) else {
            completionHandler(.cancel)
            finish(.failure(.tooLarge(limit: limits.maximumBytes)))
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return
        }
        let fits = body.count + data.count <= limits.maximumBytes
        if fits { body.append(data) }
        lock.unlock()
        if !fits { finish(.failure(.tooLarge(limit: limits.maximumBytes))) }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        lock.lock()
        redirects += 1
        let allowed = redirects <= limits.maximumRedirects
            && ["http", "https"].contains(request.url?.scheme?.lowercased() ?? "")
        lock.unlock()
        if allowed {
            completionHandler(request)
        } else {
            completionHandler(nil)
            finish(.failure(.tooManyRedirects))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let error else {
            // A 3xx without a Location header completes "successfully" without a response callback on Linux.
            guard let status = (task.response as? HTTPURLResponse)?.statusCode else {
                finish(.failure(.transfer(detail: "the server sent no HTTP response")))
                return
            }
            guard (200...299).contains(status) else {
                finish(.failure(.httpStatus(status)))
                return
            }
            lock.lock()
            let received = body
            lock.unlock()
            finish(.success(received))
            return
        }
        finish(.failure(Self.failure(for: error, host: url.host ?? url.absoluteString, limits: limits)))
    }

    private static func failure(for error: any Error, host: String, limits: HTTPLimits) -> FeedFailure {
        guard let code = (error as? URLError)?.code else {
            return .transfer(detail: error.localizedDescription)
        }
        switch code {
        case .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed, .notConnectedToInternet:
            return .unreachable(host: host)
        case .timedOut:
            return .timedOut(seconds: Int(limits.idleTimeout.rounded()))
        case .cancelled:
            return .cancelled
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            return .tooManyRedirects
        default:
            return .transfer(detail: error.localizedDescription)
        }
    }
}
