public import PlacesDomain

/// Says where a coordinate is in words people know: "350 m from Amsterdam, Netherlands", by the place Domain's
/// `DescribeCoordinate` chooses.
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

    /// The place a coordinate is described by, and how far it is, when there is a gazetteer.
    public func nearest(to coordinate: Coordinate) -> NearestPlace? {
        describe(coordinate)
    }

    /// "350 m from Amsterdam, Netherlands"; `nil` without a gazetteer. Not escaped.
    public func label(for coordinate: Coordinate) -> String? {
        describe(coordinate).map(label(for:))
    }

    /// The label for a nearest place already found.
    public func label(for nearest: NearestPlace) -> String {
        localizer(PlaceText.distanceFrom(distance: coordinates.distance(metres: nearest.metres), place: Quoted(nearest.place.label)))
    }

    /// "That is 350 m from Amsterdam, Netherlands."; `nil` without a gazetteer, for a place that is itself the place
    /// it would be described by, and for one named by its own label (the add form offers the label as a name).
    ///
    /// - Parameters:
    ///   - coordinate: Where.
    ///   - name: The name the place already has, if any.
    public func sentence(for coordinate: Coordinate, named name: String? = nil) -> String? {
        guard let nearest = describe(coordinate, named: name) else { return nil }
        let label = label(for: nearest)
        return name == label ? nil : localizer(PlaceText.thatIs(label: label))
    }

    /// "That is 350 m from Amsterdam, Netherlands." for a place already found.
    public func sentence(for nearest: NearestPlace) -> String {
        localizer(PlaceText.thatIs(label: label(for: nearest)))
    }
}
