/// Where the feed's locations come from. Data implements it; Presentation asks it and never learns how.
///
/// Conformers are substitutable: a decorator that saves copies or falls back to another source wraps any
/// `LocationRepository`, and a test passes an in-memory one.
public protocol LocationRepository: Sendable {
    /// Loads the feed.
    ///
    /// - Returns: The locations with what the person should be told about them (skipped entries, saved data).
    /// - Throws: ``FeedFailure`` when no locations can be shown.
    func loadFeed() async throws(FeedFailure) -> FeedLoad
}
