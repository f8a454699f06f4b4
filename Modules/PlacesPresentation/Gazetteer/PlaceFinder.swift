public import PlacesDomain

/// Finds places by name in a gazetteer and words them for a front end: `where`, and the places that stand in when
/// a name is not in the list.
public struct PlaceFinder: Sendable {
    /// The most places offered to choose from.
    public static let choiceLimit = 10

    private let gazetteer: (any Gazetteer)?
    private let localizer: Localizer
    private let coordinates: CoordinateFormatter

    /// A finder over `gazetteer` (none: nothing is ever found) writing in `language`.
    public init(gazetteer: (any Gazetteer)?, language: Language) {
        self.gazetteer = gazetteer
        localizer = Localizer(language: language)
        coordinates = CoordinateFormatter(language: language)
    }

    /// Whether there is a gazetteer to search.
    public var isAvailable: Bool { gazetteer != nil }

    /// The places matching `text`, best first, at most `limit`, and how many matched in all.
    public func rows(matching text: String, limit: Int) -> (rows: [PlaceRow], total: Int) {
        guard let gazetteer else { return ([], 0) }
        let search = gazetteer.search(text, limit: limit)
        return (search.matches.map(row), search.total)
    }

    /// What `text` names in the gazetteer, by `GazetteerSearch.resolution`'s rule; `nil` when nothing matches.
    public func lookUp(_ text: String) -> PlaceLookup? {
        guard let gazetteer else { return nil }
        let search = gazetteer.search(text, limit: Self.choiceLimit)
        switch search.resolution {
        case .place(let place):
            return .place(place, note: localizer(PlaceText.fromGazetteer, place.label(language: localizer.language.rawValue)))
        case .ambiguous(let matches):
            let trimmed = Location.normalizedName(text) ?? text
            let count = search.exactTotal > 1 ? search.exactTotal : search.total
            let example = matches.first.map { "\(trimmed), \($0.place.regionName ?? $0.place.countryCode)" } ?? trimmed
            return .ambiguousPlaces(
                message: localizer(PlaceText.couldBe, trimmed, localizer.grouped(count)),
                choices: matches.map(row),
                hint: localizer(PlaceText.narrowDown, example)
            )
        case .notFound:
            return nil
        }
    }

    /// A match as a row; one found by another name says which ("Den Haag → The Hague, The Netherlands").
    private func row(_ match: GazetteerMatch) -> PlaceRow {
        let place = match.place
        let population = localizer.grouped(place.population)
        let label = place.label(language: localizer.language.rawValue)
        let spoken = coordinates.spoken(for: place.coordinate)
        return PlaceRow(
            place: place,
            kind: match.kind,
            alternateName: match.alternateName,
            label: match.alternateName.map { localizer(PlaceText.alsoCalled, $0, label) } ?? label,
            population: population,
            coordinates: coordinates.string(for: place.coordinate),
            sentence: match.alternateName.map { localizer(PlaceText.plainPlaceAlsoCalled, label, $0, population, spoken) }
                ?? localizer(PlaceText.plainPlace, label, population, spoken)
        )
    }
}
