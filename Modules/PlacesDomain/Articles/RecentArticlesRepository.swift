/// Where the last list of articles is remembered between commands: a file in `places`, memory in tests and apps.
public protocol RecentArticlesRepository: Sendable {
    /// The list remembered last.
    ///
    /// - Returns: The list, or `nil` when none has been remembered yet.
    /// - Throws: ``RecentArticlesFailure`` when there is one that cannot be read or believed: unreadable, damaged
    ///   or edited, or too large. Such a list is never mistaken for none.
    func loadRecent() async throws(RecentArticlesFailure) -> ArticleList?

    /// Remembers `list` in place of the previous one.
    ///
    /// - Parameter list: The articles as just shown.
    /// - Throws: ``RecentArticlesFailure`` when it cannot be kept for the next run.
    func saveRecent(_ list: ArticleList) async throws(RecentArticlesFailure)
}

extension RecentArticlesRepository {
    /// Remembers `list` as the use cases that list articles do: a list that cannot be kept is still shown, so the
    /// failure is returned for a notice, not thrown.
    ///
    /// - Returns: Why the list could not be kept for the next run, or `nil` when it was.
    func remember(_ list: ArticleList) async -> RecentArticlesFailure? {
        do {
            try await saveRecent(list)
            return nil
        } catch {
            return error
        }
    }
}
