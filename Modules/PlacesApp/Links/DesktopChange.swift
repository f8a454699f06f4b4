/// What `install-handler` or `uninstall-handler` did.
enum DesktopChange: Equatable, Sendable {
    /// Files were written, edited, put back or removed, in the order it was done.
    case changed([File])
    /// Everything was already as asked.
    case unchanged

    /// One file changed, and how.
    struct File: Equatable, Sendable {
        /// The file.
        let path: String
        /// What was done to it.
        let action: Action
    }

    /// What was done to a file.
    enum Action: Equatable, Sendable {
        /// Written whole: the desktop entry.
        case written
        /// Our lines were added to it, or taken out of it, and every other byte kept.
        case edited
        /// Put back byte for byte as it was before install.
        case restored
        /// Removed: the desktop entry, or a `mimeapps.list` install had created.
        case removed
    }
}
