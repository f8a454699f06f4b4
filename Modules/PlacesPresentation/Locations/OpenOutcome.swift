import PlacesDomain

/// What happened when a location or an article was opened, in words.
public enum OpenOutcome: Equatable, Sendable {
    /// The link was handed to an app.
    case opened(link: String, message: String)
    /// No app opens the link; the web page is offered instead.
    case noHandler(link: String, webFallback: String, message: String)
    /// The opener failed; the web page is offered instead.
    case failed(link: String, webFallback: String, message: String)
    /// No link could be built in the chosen style, or the link may not be opened; `next` is what can be done
    /// instead, for the front end to add in its own terms.
    case noLink(message: String, next: NextStep? = nil)
}

extension OpenOutcome {
    /// What `OpenLink` answered, in words.
    ///
    /// - Parameters:
    ///   - opened: The use case's answer.
    ///   - success: The sentence for success.
    ///   - noHandler: The sentence for "nothing on this computer opens it".
    ///   - localizer: For the failure's sentence.
    init(_ opened: LinkOpened, success: String, noHandler: String, localizer: Localizer) {
        switch opened {
        case .opened(let link):
            self = .opened(link: link, message: success)
        case .noHandler(let link, let web):
            self = .noHandler(link: link, webFallback: web, message: noHandler)
        case .failed(let link, let web, let failure):
            let reason = MessageFormatter(language: localizer.language).openerFailure(failure)
            self = .failed(link: link, webFallback: web, message: localizer(LocationText.openFailed(reason: reason)))
        case .refused(let link):
            self = .noLink(message: localizer(ArticleText.notAPage(Quoted(locator: link))))
        }
    }
}
