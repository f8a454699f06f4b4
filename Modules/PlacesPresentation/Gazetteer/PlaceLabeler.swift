public import PlacesDomain

/// Says where a coordinate is in words people know: "4.6 km from the centre of Madrid, Spain", "531 km from São
/// Tomé, Sao Tome and Principe", "18 km from Passau, Germany, in Austria", by the place Domain's
/// `DescribeCoordinate` chooses, with countries named in the session's language.
public struct PlaceLabeler: Sendable {
    private let describe: DescribeCoordinate
    private let localizer: Localizer
    private let coordinates: CoordinateFormatter

    /// A labeler over `gazetteer` (none: no labels) writing in `language`.
    public init(gazetteer: (any Gazetteer)?, language: Language) {
        describe = DescribeCoordinate(gazetteer: gazetteer)
        localizer = Localizer(language: language)
        coordinates = CoordinateFormatter(language: language)
    }

    /// "178 m from the centre of Utrecht, The Netherlands"; `nil` without a gazetteer. Not escaped.
    public func label(for coordinate: Coordinate) -> String? {
        describe(coordinate).map(words(for:))
    }

    /// A label put into words: from the centre of a place the point is within, and the point's country when it is
    /// not the place's.
    public func words(for label: PlaceLabel) -> String {
        let distance = coordinates.distance(metres: label.metres)
        let place = Quoted(name(of: label.place))
        let words = localizer(label.isWithin ? PlaceText.distanceFromCentre(distance: distance, place: place) : PlaceText.distanceFrom(distance: distance, place: place))
        guard label.isAbroad, let country = label.country else { return words }
        return localizer(PlaceText.inCountry(label: words, country: Quoted(country.name(language: localizer.language.rawValue))))
    }

    /// "Springfield, Illinois, United States", in Dutch "Madrid, Spanje": a gazetteer place with what tells it from
    /// its namesakes, its country in the session's language.
    public func name(of place: GazetteerPlace) -> String {
        place.label(language: localizer.language.rawValue)
    }

    /// "That is 4.4 km from the centre of Amsterdam, The Netherlands."; `nil` without a gazetteer, for a place that is
    /// itself the place it would be named after, and for one named by its own label (the add form offers the
    /// label as a name).
    ///
    /// - Parameters:
    ///   - coordinate: Where.
    ///   - name: The name the place already has, if any.
    public func sentence(for coordinate: Coordinate, named name: String? = nil) -> String? {
        describe(coordinate, named: name).flatMap { sentence(for: $0, named: name) }
    }

    /// The sentence for a point with no name of its own and the gazetteer's nearest place to it (what JSON's `near`
    /// reports, whichever place the sentence names), found in one search; `nil` without a gazetteer.
    public func sentenceAndNearest(for coordinate: Coordinate) -> (sentence: String?, nearest: NearestPlace)? {
        describe.labelAndNearest(coordinate).map { (sentence(for: $0.label, named: nil), $0.nearest) }
    }

    private func sentence(for found: PlaceLabel, named name: String?) -> String? {
        let label = words(for: found)
        return name == label ? nil : localizer(PlaceText.thatIs(label: label))
    }
}
