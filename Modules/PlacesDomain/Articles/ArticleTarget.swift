/// An article to show or open: one of the last list (by reference), or any title on a wiki.
public struct ArticleTarget: Hashable, Sendable {
    /// The article's title.
    public let title: String
    /// The wiki it is on.
    public let site: WikipediaSite
    /// Its number in the last list, when it was picked by reference (`@3` → 3).
    public let number: Int?
    /// The article as listed, when it was picked by reference.
    public let listed: Article?

    /// Creates a target.
    ///
    /// - Parameters:
    ///   - title: The article's title.
    ///   - site: The wiki it is on.
    ///   - number: Its number in the last list, when picked by reference.
    ///   - listed: The article as listed, when picked by reference.
    public init(title: String, site: WikipediaSite, number: Int? = nil, listed: Article? = nil) {
        self.title = title
        self.site = site
        self.number = number
        self.listed = listed
    }

    /// `@3`, when it was picked by reference.
    public var reference: String? { number.map(ArticleReference.text(for:)) }

    /// The article's web address: the one the wiki listed, or else built from the title.
    public var url: String { listed?.url ?? site.articleURL(title: title) }
}
