/// The bounds every fetch stays within.
public struct HTTPLimits: Sendable, Equatable {
    /// The most seconds a whole fetch may take, from connecting to the last byte.
    public var totalTimeout: Double
    /// The most seconds without any progress (connecting, or between two pieces of the body).
    public var idleTimeout: Double
    /// The largest body accepted, in bytes; larger answers are refused without being buffered.
    public var maximumBytes: Int
    /// The most redirects followed.
    public var maximumRedirects: Int

    /// What `places` uses: 15 s in all, 10 s idle, 64 MiB, 5 redirects.
    ///
    /// 64 MiB is the largest feed: over a million places, a list far longer than a person browses, which still loads
    /// and searches without a wait in the memory any machine Places runs on has, fetched and saved for offline use
    /// too (docs/PERFORMANCE.md, 17 and 24, has the figures). The user's own store has the same bound.
    public static let standard = HTTPLimits(totalTimeout: 15, idleTimeout: 10, maximumBytes: 64 << 20, maximumRedirects: 5)

    /// Creates limits.
    public init(totalTimeout: Double, idleTimeout: Double, maximumBytes: Int, maximumRedirects: Int) {
        self.totalTimeout = totalTimeout
        self.idleTimeout = idleTimeout
        self.maximumBytes = maximumBytes
        self.maximumRedirects = maximumRedirects
    }
}
