/// The place nearest to a point and the places around it a caller asked for, found together: what a label needs
/// (see ``Gazetteer/neighbourhood(of:reach:ring:keeping:)``).
public struct PlaceNeighbourhood: Hashable, Sendable {
    /// The gazetteer's nearest place to the point.
    public let nearest: NearestPlace
    /// The places within the ring that the caller kept, nearest first; equally near ones larger first.
    public let around: [NearestPlace]

    /// Creates a neighbourhood.
    public init(nearest: NearestPlace, around: [NearestPlace]) {
        self.nearest = nearest
        self.around = around
    }
}
