/// What `install-handler` or `uninstall-handler` did.
enum DesktopChange: Equatable, Sendable {
    /// Files were written or removed; their paths.
    case changed([String])
    /// Everything was already as asked.
    case unchanged
}
