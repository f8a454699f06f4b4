public import PlacesDomain

/// An article with coordinates as a front end lists it: a row of `find`, with the reference to pick it by and
/// where it lies from the last place, or a candidate between namesakes.
public struct FoundArticleRow: Equatable, Sendable {
    /// `@3`, in `find`'s list; `nil` for a candidate of a choice, which is picked by its number in the choice.
    public let reference: String?
    /// The article, with its exact title for links and JSON.
    public let article: Article
    /// `41.8902° N, 12.4922° E`.
    public let coordinates: String
    /// The great-circle distance from the last place in metres, when there is one.
    public let metres: Double?
    /// The initial bearing from the last place, degrees clockwise from north, when there is one.
    public let bearing: Double?
    /// `1,296 km`, when there is a place to measure from.
    public let distance: String?
    /// `SE`, in Dutch `ZO`; `nil` without a place, and at a distance that shows as 0 m.
    public let direction: String?
    /// The row as one sentence, for screen readers and plain output. Not escaped.
    public let sentence: String
}

extension FoundArticleRow {
    /// A row of `find`: the article as seen from the last place, numbered `number`.
    init(number: Int, _ found: NearbyArticle, coordinate: Coordinate, localizer: Localizer, coordinates: CoordinateFormatter) {
        let reference = ArticleReference.text(for: number)
        let article = found.article
        let hasDirection = found.distance.map(coordinates.hasDirection(metres:)) ?? false
        self.init(
            reference: reference,
            article: article,
            coordinates: coordinates.string(for: coordinate),
            metres: found.distance,
            bearing: found.bearing,
            distance: found.distance.map(coordinates.distance(metres:)),
            direction: hasDirection ? found.bearing.map(coordinates.direction(bearing:)) : nil,
            sentence: localizer(SearchText.plainRow(
                reference: reference,
                title: Quoted(article.title),
                description: article.description.map { Quoted($0) },
                coordinates: coordinates.spoken(for: coordinate),
                distance: found.distance.map(coordinates.spokenDistance(metres:)),
                direction: hasDirection ? found.bearing.map(coordinates.spokenDirection(bearing:)) : nil
            ))
        )
    }

    /// A candidate between namesakes: the article with its description and coordinates.
    init(candidate place: WikipediaPlace, localizer: Localizer, coordinates: CoordinateFormatter) {
        self.init(
            reference: nil,
            article: place.article,
            coordinates: coordinates.string(for: place.coordinate),
            metres: nil,
            bearing: nil,
            distance: nil,
            direction: nil,
            sentence: localizer(SearchText.plainCandidate(
                title: Quoted(place.article.title),
                description: place.article.description.map { Quoted($0) },
                coordinates: coordinates.spoken(for: place.coordinate)
            ))
        )
    }
}
