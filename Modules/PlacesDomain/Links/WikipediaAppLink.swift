/// What the Wikipedia app opens for a link: the receiving side of every `wikipedia://` link, not only Places.
///
/// The grammar is the app's (`NSUserActivity+WMFExtensions`, `wmf_activityForWikipediaScheme:`): the host names a
/// screen — `places`, `search`, `explore`, `saved`, `history`, `activity`, `random`, `content` — or is a wiki, whose
/// `/wiki/TITLE` is an article and whose `?search=TERM` is a search on that wiki. A Places link is read exactly as
/// ``PlacesLinkParser/parse(_:)`` reads it, except that a link with no place (`wikipedia://places`,
/// `wikipedia://places/`, which the app builds itself) is the Places tab as it is, not a rejection. Wikipedia's web
/// addresses read the same way: `https://en.wikipedia.org/wiki/Foo` is an article.
public enum WikipediaAppLink: Hashable, Sendable {
    /// The Places tab, at the request's place or article; `nil` when the link gives neither.
    case places(PlacesLinkRequest?)
    /// An article on a wiki: `wikipedia://en.wikipedia.org/wiki/Foo`. Its address is the desktop site's.
    case article(WikipediaArticle, site: WikipediaSite)
    /// A search: the app's search screen (`wikipedia://search?q=Einstein`, no site) or a wiki's search
    /// (`wikipedia://en.wikipedia.org/w/index.php?search=dog`). `query` is `nil` when none is given.
    case search(query: String?, site: WikipediaSite?)
    /// Another screen of the app.
    case screen(WikipediaAppScreen)

    /// The longest search Wikipedia runs, in characters (CirrusSearch's limit); a longer one is no search.
    public static let maximumSearchLength = 300

    /// Reads a link.
    ///
    /// - Parameter text: The link; white space around it is ignored.
    /// - Returns: What the app opens.
    /// - Throws: ``PlacesLinkRejection``: a Places link's reason, as ``PlacesLinkParser/parse(_:)`` gives it, or
    ///   ``PlacesLinkRejection/unknownAppLink(_:)`` for a link the app opens nothing for.
    public static func parse(_ text: String) throws(PlacesLinkRejection) -> WikipediaAppLink {
        try PlacesLinkParser.appLink(text)
    }

    /// The title and wiki of an article's address, web or app (`https://…/wiki/TITLE`, `wikipedia://HOST/wiki/TITLE`),
    /// or of an article's address on `site` (a mirror, a test wiki: `SITE/wiki/TITLE`); `nil` for anything else — a
    /// title, Special:Nearby, a search.
    public static func article(atAddress text: String, besides site: WikipediaSite?) -> (title: String, site: WikipediaSite)? {
        let lowered = text.lowercased()
        guard ["wikipedia://", "http://", "https://"].contains(where: lowered.hasPrefix) else { return nil }
        switch try? parse(text) {
        case .article(let article, let linked): return (article.title, linked)
        case .some: return nil
        case nil: break
        }
        guard let site else { return nil }
        let prefix = site.withoutCredentials.description + "/wiki/"
        guard text.hasPrefix(prefix), let title = PlacesLinkParser.title(afterWiki: text.dropFirst(prefix.count)) else { return nil }
        return (title, site)
    }

    /// A link as a receiving app gets it — `handle-url` and `inspect` read links this way: a Places link by the
    /// strict contract of ``PlacesLinkParser``, and any other link the app opens as ``parse(_:)`` reads it.
    ///
    /// - Throws: Why the Places contract refuses the link (invalid coordinates stay an error), or, for a link to
    ///   a host other than `places`, why the app would open nothing for it.
    public static func received(_ text: String) throws(PlacesLinkRejection) -> WikipediaAppLink {
        let placesRejection: PlacesLinkRejection
        do {
            return .places(try PlacesLinkParser.parse(text))
        } catch {
            placesRejection = error
        }
        do {
            return try parse(text)
        } catch {
            if case .wrongHost = placesRejection { throw error }
            throw placesRejection
        }
    }

    /// The page on the web that shows what the link opens, for a reader without the app; `nil` for the screens that
    /// exist only on a device (saved and read articles, activity, the feed's items).
    ///
    /// - Parameter site: The wiki for a link that names none (a Places link, `wikipedia://search?q=…`, `explore`).
    /// - Returns: The address: the article, `SITE/w/index.php?search=TERM&title=Special:Search&fulltext=1` (as the
    ///   app itself writes a search), the wiki's Special:Nearby page, its main page or Special:Random.
    public func webAddress(on site: WikipediaSite) -> String? {
        switch self {
        case .places(let request):
            if let coordinate = request?.coordinate { return site.nearbyPage(around: coordinate) }
            return request?.article?.url ?? "\(site.withoutCredentials.base)/wiki/Special:Nearby"
        case .article(let article, _):
            return article.url
        case .search(let query?, let searchSite):
            return "\((searchSite ?? site).withoutCredentials.base)/w/index.php?search=\(PercentEncoding.encode(query))&title=Special:Search&fulltext=1"
        case .search(nil, let searchSite):
            return "\((searchSite ?? site).withoutCredentials.base)/wiki/Special:Search"
        case .screen(.explore):
            return "\(site.withoutCredentials.base)/"
        case .screen(.random):
            return "\(site.withoutCredentials.base)/wiki/Special:Random"
        case .screen(.saved), .screen(.history), .screen(.activity), .screen(.content):
            return nil
        }
    }
}
