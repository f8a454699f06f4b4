import PlacesDomain

/// What happened when a location or an article was opened.
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

extension OpenOutcome {
    /// The outcome of handing `link` to the opener, in words.
    ///
    /// - Parameters:
    ///   - opening: What the opener answered.
    ///   - link: The link handed over.
    ///   - webFallback: The address to offer when it was not opened.
    ///   - opened: The sentence for success.
    ///   - noHandler: The sentence for "nothing on this computer opens it".
    ///   - localizer: For the failure's sentence.
    init(_ opening: LinkOpening, link: String, webFallback: String, opened: String, noHandler: String, localizer: Localizer) {
        switch opening {
        case .opened:
            self = .opened(link: link, message: opened)
        case .noHandler:
            self = .noHandler(link: link, webFallback: webFallback, message: noHandler)
        case .failed(let failure):
            let reason = MessageFormatter(language: localizer.language).openerFailure(failure)
            self = .failed(link: link, webFallback: webFallback, message: localizer(LocationText.openFailed(reason: reason)))
        }
    }
}
