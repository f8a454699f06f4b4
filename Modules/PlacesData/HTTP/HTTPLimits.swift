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
    /// 64 MiB is the largest feed: over a million places. Read from a file, a million (44 MB) load and are searched in
    /// 0.06 s with a peak of 105 MB, and 1.17 million (62 MB) peak at 120 MB; fetched, the same 62 MB feed, whose copy
    /// is also saved for offline use, peaks at 195 MB — a list far longer than a person browses, and memory any machine
    /// Places runs on has (docs/PERFORMANCE.md, 17 and 24). The user's own store has the same bound.
    public static let standard = HTTPLimits(totalTimeout: 15, idleTimeout: 10, maximumBytes: 64 << 20, maximumRedirects: 5)

    /// Creates limits.
    public init(totalTimeout: Double, idleTimeout: Double, maximumBytes: Int, maximumRedirects: Int) {
        self.totalTimeout = totalTimeout
        self.idleTimeout = idleTimeout
        self.maximumBytes = maximumBytes
        self.maximumRedirects = maximumRedirects
    }
}
