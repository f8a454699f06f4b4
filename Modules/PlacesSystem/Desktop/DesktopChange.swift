/// What `install-handler` or `uninstall-handler` did.
package enum DesktopChange: Equatable, Sendable {
    /// Files were written, edited, put back or removed, in the order it was done.
    case changed([File])
    /// Everything was already as asked.
    case unchanged

    /// One file changed, and how.
    package struct File: Equatable, Sendable {
        /// The file.
        package let path: String
        /// What was done to it.
        package let action: Action

        /// A file changed by `action`.
        package init(path: String, action: Action) {
            self.path = path
            self.action = action
        }
    }

    /// What was done to a file.
    package enum Action: Equatable, Sendable {
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
