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
        return (search.matches.map { row($0.place, kind: $0.kind) }, search.total)
    }

    /// What `text` names in the gazetteer, by `GazetteerSearch.resolution`'s rule; `nil` when nothing matches.
    public func lookUp(_ text: String) -> PlaceLookup? {
        guard let gazetteer else { return nil }
        let search = gazetteer.search(text, limit: Self.choiceLimit)
        switch search.resolution {
        case .place(let place):
            return .place(place, note: localizer(PlaceText.fromGazetteer(place: place.label)))
        case .ambiguous(let places):
            let trimmed = Location.normalizedName(text) ?? text
            let count = search.exactTotal > 1 ? search.exactTotal : search.total
            let example = places.first.map { "\(trimmed), \($0.regionName ?? $0.countryCode)" } ?? trimmed
            return .ambiguousPlaces(
                message: localizer(PlaceText.couldBe(trimmed, count: count)),
                choices: places.map { row($0, kind: .exact) },
                hint: localizer(PlaceText.narrowDown(example: example))
            )
        case .notFound:
            return nil
        }
    }

    private func row(_ place: GazetteerPlace, kind: GazetteerMatchKind) -> PlaceRow {
        let population = localizer.grouped(place.population)
        return PlaceRow(
            place: place,
            kind: kind,
            label: place.label,
            population: population,
            coordinates: coordinates.string(for: place.coordinate),
            sentence: localizer(PlaceText.plainPlace(label: place.label, population: place.population, coordinates: coordinates.spoken(for: place.coordinate)))
        )
    }
}
