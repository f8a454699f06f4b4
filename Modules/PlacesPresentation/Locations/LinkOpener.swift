/// Hands a link to the operating system. The one effect of opening, as a value front ends and tests provide.
public struct LinkOpener: Sendable {
    /// What the system did with a link.
    public enum Result: Equatable, Sendable {
        /// An app took the link.
        case opened
        /// Nothing on this system handles the link's scheme, or there is no opener at all.
        case noHandler
        /// The opener ran and failed; its own words.
        case failed(detail: String)
    }

    /// Opens `link`.
    public var open: @Sendable (_ link: String) async -> Result

    /// Creates an opener from a function.
    public init(open: @escaping @Sendable (_ link: String) async -> Result) {
        self.open = open
    }
}
