/// The articles last listed — around a place by `nearby`, or found by `find` — in the order shown, so that a
/// reference such as `@3` means the same article in the next command, and the next run of `places`.
public struct ArticleList: Hashable, Sendable {
    /// The wiki the articles come from.
    public let site: WikipediaSite
    /// The place they were listed around, or, for a search's results, the place their distances were measured
    /// from (the last place shown); `nil` for search results with no such place.
    public let centre: Coordinate?
    /// The place's name as shown, when it had one.
    public let label: String?
    /// The articles, in the order shown: reference `@1` is the first.
    public let articles: [Article]
    /// What was searched for, when the list is a search's results (`find`); `nil` for a list around a place.
    public let search: String?

    /// Creates a list.
    ///
    /// - Parameters:
    ///   - site: The wiki the articles come from.
    ///   - centre: The place they were listed around, or their distances measured from; `nil` for none.
    ///   - label: The place's name, if it had one.
    ///   - articles: The articles in the order shown.
    ///   - search: What was searched for, for a search's results.
    public init(site: WikipediaSite, centre: Coordinate?, label: String?, articles: [Article], search: String? = nil) {
        self.site = site
        self.centre = centre
        self.label = label
        self.articles = articles
        self.search = search
    }

    /// The place the list was made around, or its distances measured from, as a place: where `nearby` looks next
    /// when it is given none.
    public var place: Place? {
        centre.map { Place(coordinate: $0, name: label, origin: .lastList) }
    }
}
