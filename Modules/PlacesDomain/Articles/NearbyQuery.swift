/// A search for articles around a place, within the ranges a wiki's geosearch accepts.
public struct NearbyQuery: Hashable, Sendable {
    /// The radii a geosearch accepts, in metres.
    public static let radii: ClosedRange<Int> = 10...10_000
    /// How many articles a geosearch returns at most.
    public static let limits: ClosedRange<Int> = 1...500
    /// The radius when none is given: the widest.
    public static let defaultRadius = 10_000
    /// The number of articles when none is given.
    public static let defaultLimit = 20

    /// The place to search around.
    public let centre: Coordinate
    /// The radius in metres, within ``radii``.
    public let radius: Int
    /// The most articles returned, within ``limits``.
    public let limit: Int

    /// A search around `centre`.
    ///
    /// - Parameters:
    ///   - centre: The place to search around.
    ///   - radius: Metres, 10 to 10,000.
    ///   - limit: Articles, 1 to 500.
    /// - Returns: `nil` when the radius or the limit is out of range.
    public init?(centre: Coordinate, radius: Int = Self.defaultRadius, limit: Int = Self.defaultLimit) {
        guard Self.radii.contains(radius), Self.limits.contains(limit) else { return nil }
        self.centre = centre
        self.radius = radius
        self.limit = limit
    }

    /// Whether an article the wiki returned lies within the radius asked for.
    ///
    /// A geosearch only returns articles within its radius, but a mirror or a misconfigured server may answer any
    /// question with the same list; shown under "within 10 km", such articles would be false. The wiki measures on
    /// its own model of the earth, so a margin of 1 % and 10 m keeps every honest answer. An article without
    /// coordinates cannot be checked and is kept: the geosearch placed it.
    ///
    /// - Parameter nearby: An article as seen from ``centre``.
    /// - Returns: `false` only when the article lies clearly beyond ``radius``.
    public func admits(_ nearby: NearbyArticle) -> Bool {
        guard let distance = nearby.distance else { return true }
        return distance <= Double(radius) * 1.01 + 10
    }

    /// What the wiki's articles come to for this query: nearest first, those clearly beyond the radius left out,
    /// at most ``limit`` of them — what is shown, from a fresh answer or a saved one alike.
    ///
    /// - Parameter articles: The articles the wiki returned, in any order.
    /// - Returns: The articles to show, and how many were left out for lying beyond the radius.
    public func selection(of articles: [Article]) -> (shown: [NearbyArticle], beyondRadius: Int) {
        let all = NearbyArticle.ranked(articles, from: centre)
        let within = all.filter(admits)
        return (Array(within.prefix(limit)), all.count - within.count)
    }
}
