public import PlacesDomain

/// Says where a coordinate is in words people know: "350 m from Amsterdam, Netherlands", by the nearest place of a
/// gazetteer.
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

    /// "350 m from Amsterdam, Netherlands"; `nil` without a gazetteer. Not escaped.
    public func label(for coordinate: Coordinate) -> String? {
        nearest(to: coordinate).map(label(for:))
    }

    /// The label for a nearest place already found.
    public func label(for nearest: NearestPlace) -> String {
        localizer(PlaceText.distanceFrom(distance: coordinates.distance(metres: nearest.metres), place: nearest.place.label))
    }

    /// "That is 350 m from Amsterdam, Netherlands."; `nil` without a gazetteer, for a place that is itself the
    /// nearest one (Kyoto, added from the gazetteer, is not "0 m from Kyoto"), and for one named by its label.
    ///
    /// - Parameters:
    ///   - coordinate: Where.
    ///   - name: The name the place already has, if any.
    public func sentence(for coordinate: Coordinate, named name: String? = nil) -> String? {
        guard let nearest = nearest(to: coordinate) else { return nil }
        if let name, nearest.metres < 1_000, nearest.place.name == name { return nil }
        let label = label(for: nearest)
        // A location named by its label (the add form offers it) says so already.
        return name == label ? nil : localizer(PlaceText.thatIs(label: label))
    }
}
