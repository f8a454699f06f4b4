#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Where the locations of a ``FeedLoad`` came from.
public enum FeedProvenance: Sendable, Equatable {
    /// Just fetched or read from the source.
    case live
    /// The copy saved after an earlier successful fetch of the same source, at `savedAt`.
    case saved(savedAt: Date)
    /// The copy of the feed compiled into the program, taken on `capturedOn` (a `YYYY-MM-DD` date).
    case snapshot(capturedOn: String)
}
