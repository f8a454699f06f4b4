/// A map composed by ``ComposeMap``: the projection, the place it is centred on, where each pin is — on the map, or
/// beyond its edge and how far — and the places whose names may be shown. Laying it out and drawing it are a front
/// end's.
public struct MapComposition: Hashable, Sendable {
    /// Where a pin is.
    public enum Position: Hashable, Sendable {
        /// On the map, at this point of the projection's unit square.
        case onMap(x: Double, y: Double)
        /// Beyond the edge of the map, `distance` metres from its centre at an initial `bearing` in degrees.
        case offMap(distance: Double, bearing: Double)
    }

    /// A pin and where it is.
    public struct PlacedPin: Hashable, Sendable {
        /// The pin.
        public let pin: MapPin
        /// Where it is.
        public let position: Position
    }

    /// How places become points of the map.
    public let projection: MapProjection
    /// The place the map is about, marked where it lies: its centre, unless a front end moved the map around it;
    /// `nil` for a world map without one.
    public let centre: Place?
    /// The pins, in the order of the key.
    public let pins: [PlacedPin]
    /// The largest places of the gazetteer within the map's reach, largest first: the names a front end may show
    /// where they fit.
    public let labelCandidates: [GazetteerPlace]
}
