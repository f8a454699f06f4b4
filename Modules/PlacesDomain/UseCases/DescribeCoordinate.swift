/// Where a coordinate is, in a place people know: the gazetteer's nearest place and how far it is.
public struct DescribeCoordinate: Sendable {
    private let gazetteer: (any Gazetteer)?

    /// A describer over `gazetteer`; without one, nothing is described.
    public init(gazetteer: (any Gazetteer)?) {
        self.gazetteer = gazetteer
    }

    /// The place to describe `coordinate` by, or `nil`.
    ///
    /// - Parameters:
    ///   - coordinate: Where.
    ///   - name: The name the place already has, if any: a place that is itself the gazetteer's nearest one
    ///     (Kyoto, added from the gazetteer) is not described as "0 m from Kyoto".
    public func callAsFunction(_ coordinate: Coordinate, named name: String? = nil) -> NearestPlace? {
        guard let nearest = gazetteer?.nearest(to: coordinate) else { return nil }
        if let name, nearest.metres < 1_000, nearest.place.name == name { return nil }
        return nearest
    }
}
