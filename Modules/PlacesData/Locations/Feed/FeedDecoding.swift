import PlacesDomain

/// A decode, and whether its location list was really split between two threads (which the tests check).
struct FeedDecoding {
    let result: Result<DecodedFeed, FeedFailure>
    let split: Bool
}
