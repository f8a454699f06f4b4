public import PlacesDomain

/// Places of a gazetteer by name, as a front end lists them: `where`'s rows, and the candidates between namesakes.
public struct PlaceFinder: Sendable {
    private let gazetteer: (any Gazetteer)?
    private let localizer: Localizer
    private let coordinates: CoordinateFormatter
    private let labeler: PlaceLabeler

    /// A finder over `gazetteer` (none: nothing is ever found) writing in `language`.
    public init(gazetteer: (any Gazetteer)?, language: Language) {
        self.gazetteer = gazetteer
        localizer = Localizer(language: language)
        coordinates = CoordinateFormatter(language: language)
        labeler = PlaceLabeler(gazetteer: gazetteer, language: language)
    }

    /// The places matching `text`, best first, at most `limit`, and how many matched in all.
    public func rows(matching text: String, limit: Int) -> (rows: [PlaceRow], total: Int) {
        guard let gazetteer else { return ([], 0) }
        let search = gazetteer.search(text, limit: limit)
        return (search.matches.map { row($0) }, search.total)
    }

    /// "No place in the built-in gazetteer matches “amstredam”. Did you mean Amsterdam?", the closest names by
    /// the rule every did-you-mean follows.
    public func noneMatches(_ text: String) -> String {
        let sentence = localizer(PlaceText.whereNone(Quoted(text)))
        let names = gazetteer?.closestNames(to: text) ?? []
        guard !names.isEmpty else { return sentence }
        return sentence + " " + localizer(LocationText.didYouMean(names: names.map { Quoted($0) }))
    }

    /// "12 more not shown", and that more can be shown or a country named — only the country when `shown` is
    /// already the most that can be.
    public func more(_ count: Int, shown: Int, mostShown: Int) -> Notice {
        Notice(kind: .notShown, message: localizer(SearchText.notShown(count: count)), next: .raiseLimitOrNarrow(most: shown >= mostShown ? mostShown : nil))
    }

    /// A match as a row, its country in the session's language; one found by another name says which ("Den Haag →
    /// The Hague, The Netherlands").
    public func row(_ match: GazetteerMatch) -> PlaceRow {
        let place = match.place
        let spoken = coordinates.spoken(for: place.coordinate)
        return PlaceRow(
            place: place,
            kind: match.kind,
            alternateName: match.alternateName,
            label: label(for: match),
            population: localizer.grouped(place.population),
            coordinates: coordinates.string(for: place.coordinate),
            sentence: match.alternateName.map {
                localizer(PlaceText.plainPlaceFoundAs(label: labeler.name(of: place), name: Quoted($0), population: place.population, coordinates: spoken))
            } ?? localizer(PlaceText.plainPlace(label: labeler.name(of: place), population: place.population, coordinates: spoken))
        )
    }

    /// "Kyoto, Japan", or "Den Haag → The Hague, The Netherlands" for a place found by another of its names; the
    /// country in the session's language. Not escaped.
    public func label(for match: GazetteerMatch) -> String {
        let label = labeler.name(of: match.place)
        return match.alternateName.map { localizer(PlaceText.foundAs(name: Quoted($0), label: label)) } ?? label
    }
}
