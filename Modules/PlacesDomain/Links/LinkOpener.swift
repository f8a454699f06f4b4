/// Hands a link to the operating system: the one effect of opening, as a value that front ends and tests provide.
///
/// PlacesData provides the system's opener (`xdg-open`, `open`); a test records links instead.
public struct LinkOpener: Sendable {
    /// Opens `link` and says what became of it.
    public var open: @Sendable (_ link: String) async -> LinkOpening

    /// Creates an opener from a function.
    ///
    /// - Parameter open: Opens a link and reports the outcome.
    public init(open: @escaping @Sendable (_ link: String) async -> LinkOpening) {
        self.open = open
    }
}
