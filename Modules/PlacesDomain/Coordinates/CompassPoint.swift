/// The eight points of the compass, for saying which way something lies.
public enum CompassPoint: String, CaseIterable, Sendable {
    /// North.
    case north
    /// North-east.
    case northEast
    /// East.
    case east
    /// South-east.
    case southEast
    /// South.
    case south
    /// South-west.
    case southWest
    /// West.
    case west
    /// North-west.
    case northWest

    /// The point nearest to a bearing: each covers 45°, north from 337.5° to 22.5°.
    ///
    /// - Parameter bearing: Degrees clockwise from north; any value, taken modulo 360.
    public init(bearing: Double) {
        let turned = (bearing.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        self = Self.allCases[Int((turned + 22.5) / 45) % 8]
    }
}
