/// An article with where it lies from the place searched around.
public struct NearbyArticle: Hashable, Sendable {
    /// The article.
    public let article: Article
    /// The great-circle distance from the centre in metres; `nil` when the article has no coordinates.
    public let distance: Double?
    /// The initial bearing from the centre in degrees clockwise from north (0 ..< 360); `nil` without coordinates.
    public let bearing: Double?

    /// `articles` as seen from `centre`, nearest first; articles without coordinates follow, in their given order.
    ///
    /// Equal distances keep the given order, so the answer is stable.
    ///
    /// - Parameters:
    ///   - articles: The articles, in any order (a geosearch answers unordered).
    ///   - centre: The place searched around.
    /// - Returns: The articles with distances and bearings, nearest first.
    public static func ranked(_ articles: [Article], from centre: Coordinate) -> [NearbyArticle] {
        let placed = articles.enumerated().map { index, article in
            (index, NearbyArticle(
                article: article,
                distance: article.coordinate.map(centre.distance(to:)),
                bearing: article.coordinate.map(centre.bearing(to:))
            ))
        }
        return placed.sorted { lhs, rhs in
            switch (lhs.1.distance, rhs.1.distance) {
            case let (left?, right?): left != right ? left < right : lhs.0 < rhs.0
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): lhs.0 < rhs.0
            }
        }.map(\.1)
    }
}
