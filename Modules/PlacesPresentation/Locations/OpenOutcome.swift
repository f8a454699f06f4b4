/// What happened when a location was opened.
public enum OpenOutcome: Equatable, Sendable {
    /// The link was handed to an app.
    case opened(link: String, message: String)
    /// No app handles `wikipedia://` links; the web page is offered instead.
    case noHandler(link: String, webFallback: String, message: String)
    /// The opener failed; the web page is offered instead.
    case failed(link: String, webFallback: String, message: String)
    /// No link could be built in the chosen style.
    case noLink(message: String)
}
