/// What the system did with a link handed to a ``LinkOpener``.
public enum LinkOpening: Equatable, Sendable {
    /// An app took the link.
    case opened
    /// Nothing on this system handles the link's scheme, or there is no opener at all.
    case noHandler
    /// The opener could not be started, or ran and failed.
    case failed(LinkOpenerFailure)
}
