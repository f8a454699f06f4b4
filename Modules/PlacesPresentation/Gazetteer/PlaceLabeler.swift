public import PlacesDomain

/// Says where a coordinate is in words people know: "350 m from Amsterdam, The Netherlands", "4.4 km from the
/// centre of Madrid, Spain", "31.5 km from Passau, Germany, in Austria", by the place `Gazetteer.label(for:)` (PlacesDomain)
/// chooses.
public struct PlaceLabeler: Sendable {
    private let gazetteer: (any Gazetteer)?
    private let localizer: Localizer
    private let coordinates: CoordinateFormatter

    /// A labeler over `gazetteer` (none: no labels) writing in `language`.
    public init(gazetteer: (any Gazetteer)?, language: Language) {
        self.gazetteer = gazetteer
        localizer = Localizer(language: language)
        coordinates = CoordinateFormatter(language: language)
    }

    /// The nearest place to `coordinate` and how far it is, when there is a gazetteer.
    public func nearest(to coordinate: Coordinate) -> NearestPlace? {
        gazetteer?.nearest(to: coordinate)
    }

    /// "350 m from Amsterdam, The Netherlands"; `nil` without a gazetteer. Not escaped.
    public func label(for coordinate: Coordinate) -> String? {
        gazetteer?.label(for: coordinate).map(words(for:))
    }

    /// A label put into words: from the centre of a place the point is within, and the point's country when it is
    /// not the place's.
    public func words(for label: PlaceLabel) -> String {
        let language = localizer.language.rawValue
        let distance = coordinates.distance(metres: label.metres)
        let place = label.place.label(language: language)
        let words = localizer(label.isWithin ? PlaceText.distanceFromCentre : PlaceText.distanceFrom, distance, place)
        guard label.isAbroad, let country = label.country else { return words }
        return localizer(PlaceText.inCountry, words, country.name(language: language))
    }

    /// "That is 350 m from Amsterdam, The Netherlands."; `nil` without a gazetteer, for a place that is itself the
    /// place named (Kyoto, added from the gazetteer, is not "0 m from the centre of Kyoto"), and for one named by
    /// its label.
    ///
    /// - Parameters:
    ///   - coordinate: Where.
    ///   - name: The name the place already has, if any.
    public func sentence(for coordinate: Coordinate, named name: String? = nil) -> String? {
        guard let found = gazetteer?.label(for: coordinate) else { return nil }
        if let name, found.metres < 1_000, found.place.name == name { return nil }
        let label = words(for: found)
        // A location named by its label (the add form offers it) says so already.
        return name == label ? nil : localizer(PlaceText.thatIs, label)
    }
}
