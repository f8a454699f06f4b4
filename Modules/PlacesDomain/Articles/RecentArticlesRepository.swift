/// Where the last list of articles is remembered between commands: a file in `places`, memory in tests and apps.
public protocol RecentArticlesRepository: Sendable {
    /// The list remembered last, or `nil` when there is none that can be read.
    func loadRecent() async -> ArticleList?

    /// Remembers `list` in place of the previous one.
    ///
    /// - Parameter list: The articles as just shown.
    /// - Throws: ``RecentArticlesFailure`` when it cannot be kept for the next run.
    func saveRecent(_ list: ArticleList) async throws(RecentArticlesFailure)
}

/// Why the last list of articles could not be remembered for the next run of `places`.
public enum RecentArticlesFailure: Error, Sendable, Equatable {
    /// There is no folder to keep it in (no `$XDG_STATE_HOME` and no `$HOME`).
    case noFolder
    /// The file could not be written.
    case unwritable(path: String, reason: SystemReason)
}
