/// What the Places tab decides for a link it is handed (`handle-url`): which wiki answers the link's article or
/// search, what the map around its place shows, and whether the tab as a whole succeeded.
///
/// The tab shows every part it can: Wikipedia's articles are what it is for, the list's nearest locations a bonus.
/// Either failing is said and makes the tab fail, but hides nothing else.
public struct HandleLink: Sendable {
    private let session: WikipediaSite?
    private let fixed: Bool

    /// The rules for a session that asks `session`.
    ///
    /// - Parameters:
    ///   - session: The session's wiki.
    ///   - fixed: Whether the session's wiki was given by address (a mirror or a test server): it then answers
    ///     every link, whichever wiki the link names.
    public init(session: WikipediaSite?, fixed: Bool) {
        self.session = session
        self.fixed = fixed
    }

    /// The wiki that answers a link's article or search: the link's own (an article on nl.wikipedia.org is read
    /// there), unless the session's was given by address or the link names none.
    ///
    /// - Parameter link: The wiki the link names, if any.
    /// - Returns: The wiki to ask; `nil` when neither the session nor the link names one.
    public func site(forLink link: WikipediaSite?) -> WikipediaSite? {
        fixed ? session : link ?? session
    }

    /// What the map of the tab shows: the articles around the place when Wikipedia gave some with coordinates,
    /// otherwise the area around the place with the list's locations (`catalog`, when the list could be loaded).
    public static func mapSubject(around place: Place, articles: ArticleList?, catalog: LocationCatalog?) -> ComposeMap.Subject {
        if let articles, articles.articles.contains(where: { $0.coordinate != nil }) { return .articles(articles) }
        return .region(around: place, catalog: catalog)
    }

    /// Whether the tab succeeded: Wikipedia answered (when it was asked) and the list was loaded.
    public static func succeeded(articlesAnswered: Bool, listLoaded: Bool) -> Bool {
        articlesAnswered && listLoaded
    }
}
