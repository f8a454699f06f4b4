/// An English Wikipedia article, named by its title.
public struct WikipediaArticle: Hashable, Sendable {
    /// The title with spaces, as a reader sees it ("New York City").
    public let title: String
    /// The article's web address, with spaces written as underscores and the rest percent-encoded.
    public let url: String

    /// The article with this title on English Wikipedia.
    ///
    /// - Parameter title: A page title; underscores and spaces mean the same thing on Wikipedia.
    public init(title: String) {
        self.title = title
        self.url = Self.base + Self.encodePath(title.replacing(" ", with: "_"))
    }

    init(title: String, url: String) {
        self.title = title
        self.url = url
    }

    static let base = "https://en.wikipedia.org/wiki/"

    /// Percent-encodes a title for a URL path; `/` and `:` are kept because titles such as "AC/DC" or
    /// "Special:Nearby" use them as part of the name.
    static func encodePath(_ title: String) -> String {
        PercentEncoding.encode(title)
            .replacing("%2F", with: "/")
            .replacing("%3A", with: ":")
    }
}
