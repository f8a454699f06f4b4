/// Why the user's locations could not be read or saved.
public enum CustomStoreFailure: Error, Sendable, Equatable {
    /// There is no folder to keep them in (neither `XDG_DATA_HOME` nor `HOME` is set).
    case noDataFolder
    /// The store or its folder cannot be read or written; the path and the system's reason.
    case inaccessible(path: String, reason: SystemReason)
    /// The location to remove is no longer saved.
    case notFound
    /// Another process held the store's lock for this many seconds; nothing was changed.
    case busy(path: String, seconds: Int)
    /// The change would make the store larger than Places reads, in bytes; nothing was changed.
    case tooLarge(path: String, limit: Int)
    /// The location to bring back is the same place as one the store has now, under this number (another process
    /// added it meanwhile, say): bringing it back would only make a twin, so nothing was changed.
    case alreadyListed(number: Int)
}
