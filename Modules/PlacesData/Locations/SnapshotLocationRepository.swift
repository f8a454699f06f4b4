#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import PlacesDomain

/// The copy of the Places feed compiled into the program: always there, never fresh.
public struct SnapshotLocationRepository: LocationRepository {
    /// The UTC date the copy was taken, `YYYY-MM-DD`.
    public static let capturedOn = FeedSnapshot.capturedOn

    /// The compiled-in copy.
    public init() {}

    /// The compiled-in copy, with `FeedProvenance/snapshot(capturedOn:)`.
    public func loadFeed() async throws(FeedFailure) -> FeedLoad {
        let decoded = try FeedDecoder.decode(Data(FeedSnapshot.document.utf8))
        return FeedLoad(
            locations: decoded.locations,
            skippedEntries: decoded.skippedEntries,
            provenance: .snapshot(capturedOn: FeedSnapshot.capturedOn)
        )
    }
}
