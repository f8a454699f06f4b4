/// Why the saved list could not be read or changed.
public enum SavedArticlesFailure: Error, Sendable, Hashable {
    /// There is no folder to keep it in (neither `XDG_DATA_HOME` nor `HOME` is set).
    case noDataFolder
    /// The list or its folder cannot be read or written; the path and the system's reason.
    case inaccessible(path: String, reason: SystemReason)
    /// Another process held the list's lock for this many seconds; nothing was changed.
    case busy(path: String, seconds: Int)
    /// The list holds ``SavedArticles/maximumCount`` articles; nothing was changed.
    case full(count: Int)
    /// The change would make the file larger than Places reads, in bytes; nothing was changed.
    case tooLarge(path: String, limit: Int)
}
