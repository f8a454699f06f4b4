package import PlacesDomain

/// Why the desktop handler could not be registered or removed.
package enum DesktopFailure: Error, Equatable, Sendable {
    /// There is no folder for desktop entries or for `mimeapps.list` (neither the XDG variable nor `HOME`).
    case noFolder
    /// A file could not be read.
    case cannotRead(path: String, reason: SystemReason)
    /// A file could not be written.
    case cannotWrite(path: String, reason: SystemReason)
    /// A file could not be removed.
    case cannotRemove(path: String, reason: SystemReason)
    /// A desktop entry of the same name is there that Places did not write (it lacks Places' marker): it is the
    /// user's, and is neither replaced nor removed.
    case notOurEntry(path: String)
    /// The path of the `places` executable holds a control character (a line break, say), which an `Exec` line
    /// cannot hold: a line break there would start a line of its own that the desktop runs.
    case unsafeExecutable(path: String)
}
