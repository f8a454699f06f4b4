public import PlacesDomain

/// Wikipedia's articles around a place, ready to show: a heading, one row per article, and what to tell about them.
public struct NearbyArticleList: Equatable, Sendable {
    /// The place looked around.
    public let place: Place
    /// The wiki asked.
    public let site: WikipediaSite
    /// The radius asked for, in metres.
    public let radius: Int
    /// "Wikipedia articles within 10 km of Amsterdam (52.3547° N, 4.8339° E):". Not escaped.
    public let heading: String
    /// The articles, nearest first; `@1` is the first.
    public let rows: [ArticleRow]
    /// What the person should know: a saved answer shown, articles left out, a list not kept.
    public let notices: [Notice]
    /// The list as remembered, for the session (what `map` draws next).
    public let list: ArticleList
}

/// Where the articles around a place are: not asked yet, being asked, shown, or failed with a sentence.
public enum NearbyArticlesState: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// Asking.
    case loading
    /// The list.
    case loaded(NearbyArticleList)
    /// Why there is no list.
    case failed(message: String)
}
