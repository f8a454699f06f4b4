import PlacesDomain

/// Why the desktop handler could not be registered or removed.
enum DesktopFailure: Error, Equatable, Sendable {
    /// There is no folder for desktop entries or for `mimeapps.list` (neither the XDG variable nor `HOME`).
    case noFolder
    /// A file could not be written.
    case cannotWrite(path: String, reason: SystemReason)
    /// A file could not be removed.
    case cannotRemove(path: String, reason: SystemReason)
}
