/// Where the feed's locations come from. Data implements it; Presentation asks it and never learns how.
public protocol LocationRepository: Sendable {
    /// Loads the feed.
    ///
    /// - Returns: The locations with what the person should be told about them (skipped entries, saved data).
    /// - Throws: ``FeedFailure`` only when nothing at all can be shown.
    func loadFeed() async throws(FeedFailure) -> FeedLoad
}
