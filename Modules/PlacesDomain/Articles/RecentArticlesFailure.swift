/// Why the last list of articles could not be remembered for the next run of `places`, or not read back.
public enum RecentArticlesFailure: Error, Sendable, Hashable {
    /// There is no folder to keep it in (no `$XDG_STATE_HOME` and no `$HOME`).
    case noFolder
    /// The file could not be written.
    case unwritable(path: String, reason: SystemReason)
    /// The file is there but cannot be read: a folder, a pipe, no permission.
    case unreadable(path: String, reason: SystemReason)
    /// The file is not a list Places wrote: empty, not JSON, or with values Places would never save (an article
    /// address that is not one of the wiki's own, coordinates off the globe).
    case corrupt(path: String)
    /// The list is larger than the most Places writes or reads back, in bytes.
    case tooLarge(path: String, limit: Int)
}
