/// Hands a link to the system's opener, and when nothing opens it, answers with the same thing on the web; an
/// article's page is handed over only when it is an http or https address on the article's own wiki.
public struct OpenLink: Sendable {
    private let opener: LinkOpener

    /// An opener of links through `opener`.
    public init(opener: LinkOpener) {
        self.opener = opener
    }

    /// Opens a Places link.
    ///
    /// - Parameters:
    ///   - link: The `wikipedia://places` link (or another dialect).
    ///   - webPage: The same place on the web, the answer when no app takes the link.
    public func place(_ link: String, webPage: String) async -> LinkOpened {
        LinkOpened(await opener.open(link), link: link, webPage: webPage)
    }

    /// Opens an article's page in the browser.
    ///
    /// - Parameter target: The article; its address must be http or https on its wiki's host, so that an edited
    ///   list of articles cannot make Places hand `file:` or another site's address to the opener.
    public func article(_ target: ArticleTarget) async -> LinkOpened {
        let url = target.url
        guard Self.isPage(url, on: target.site) else { return .refused(link: url) }
        return LinkOpened(await opener.open(url), link: url, webPage: url)
    }

    /// Whether `url` is an http or https address on `site`'s host.
    static func isPage(_ url: String, on site: WikipediaSite) -> Bool {
        let lowered = url.lowercased()
        guard let scheme = ["https://", "http://"].first(where: lowered.hasPrefix) else { return false }
        let rest = lowered.dropFirst(scheme.count)
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return authority == site.host.lowercased() && !url.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 } == true })
    }
}

/// What became of a link handed to the opener.
public enum LinkOpened: Equatable, Sendable {
    /// An app took it.
    case opened(link: String)
    /// Nothing on this computer opens such links; `webPage` is the same thing on the web.
    case noHandler(link: String, webPage: String)
    /// The opener failed; `webPage` is the same thing on the web.
    case failed(link: String, webPage: String, LinkOpenerFailure)
    /// The link was not handed over: it is not a page of the wiki it claims to be on.
    case refused(link: String)

    init(_ opening: LinkOpening, link: String, webPage: String) {
        switch opening {
        case .opened: self = .opened(link: link)
        case .noHandler: self = .noHandler(link: link, webPage: webPage)
        case .failed(let failure): self = .failed(link: link, webPage: webPage, failure)
        }
    }
}
