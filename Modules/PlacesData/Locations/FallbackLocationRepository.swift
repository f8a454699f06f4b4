public import PlacesDomain

/// Answers with a second repository when the first one fails, saying why.
///
/// `places` puts the copy of the feed compiled into it behind the default feed this way. It is a decision of the
/// composition root, never of a repository: a library user who asked for one source gets that source or its
/// failure.
public struct FallbackLocationRepository: LocationRepository {
    private let primary: any LocationRepository
    private let fallback: any LocationRepository

    /// A repository that tries `primary`, then `fallback`.
    ///
    /// - Parameters:
    ///   - primary: The repository whose locations are wanted.
    ///   - fallback: What to show when `primary` fails.
    public init(primary: any LocationRepository, fallback: any LocationRepository) {
        self.primary = primary
        self.fallback = fallback
    }

    /// The primary's load; else the fallback's, carrying the primary's failure.
    ///
    /// - Throws: The primary's failure when the fallback fails too.
    public func loadFeed() async throws(FeedFailure) -> FeedLoad {
        do {
            return try await primary.loadFeed()
        } catch {
            guard let load = try? await fallback.loadFeed() else { throw error }
            return load.shown(because: error)
        }
    }
}
