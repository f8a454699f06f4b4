public import PlacesDomain

/// Places of a gazetteer by name, as a front end lists them: `where`'s rows, and the candidates between namesakes.
public struct PlaceFinder: Sendable {
    private let gazetteer: (any Gazetteer)?
    private let localizer: Localizer
    private let coordinates: CoordinateFormatter

    /// A finder over `gazetteer` (none: nothing is ever found) writing in `language`.
    public init(gazetteer: (any Gazetteer)?, language: Language) {
        self.gazetteer = gazetteer
        localizer = Localizer(language: language)
        coordinates = CoordinateFormatter(language: language)
    }

    /// The places matching `text`, best first, at most `limit`, and how many matched in all.
    public func rows(matching text: String, limit: Int) -> (rows: [PlaceRow], total: Int) {
        guard let gazetteer else { return ([], 0) }
        let search = gazetteer.search(text, limit: limit)
        return (search.matches.map { row($0.place, kind: $0.kind) }, search.total)
    }

    /// "No place in the built-in gazetteer matches “x”."
    public func noneMatches(_ text: String) -> String {
        localizer(PlaceText.whereNone(Quoted(text)))
    }

    /// "12 more not shown; --limit shows more, a country after a comma fewer." — without the advice to raise
    /// `--limit` when `shown` is already the most it allows.
    public func more(_ count: Int, shown: Int, mostShown: Int) -> String {
        localizer(PlaceText.whereMore(count: count, limitAtMost: shown >= mostShown ? mostShown : nil))
    }

    /// `place` as a row.
    public func row(_ place: GazetteerPlace, kind: GazetteerMatchKind) -> PlaceRow {
        PlaceRow(
            place: place,
            kind: kind,
            label: place.label,
            population: localizer.grouped(place.population),
            coordinates: coordinates.string(for: place.coordinate),
            sentence: localizer(PlaceText.plainPlace(label: place.label, population: place.population, coordinates: coordinates.spoken(for: place.coordinate)))
        )
    }
}
