/// Why the user's locations could not be read or saved.
public enum CustomStoreFailure: Error, Sendable, Equatable {
    /// There is no folder to keep them in (neither `XDG_DATA_HOME` nor `HOME` is set).
    case noDataFolder
    /// The store or its folder cannot be read or written; the path and the system's reason.
    case inaccessible(path: String, reason: SystemReason)
    /// The location to remove is no longer saved.
    case notFound
}
