public import PlacesDomain

/// Writes coordinates for people: `52.3547° N, 4.8339° E`, or in Dutch `52,3547° NB, 4,8339° OL`.
///
/// Four decimals are about 11 metres, finer than any place name needs. The spoken form, for screen readers, uses
/// words instead of symbols and two decimals: "55.67 degrees north, 12.52 degrees east".
public struct CoordinateFormatter: Sendable {
    private let localizer: Localizer

    /// A formatter for `language`.
    public init(language: Language) {
        localizer = Localizer(language: language)
    }

    /// `52.3547° N, 4.8339° E`.
    public func string(for coordinate: Coordinate) -> String {
        localizer(FormatText.coordinatePair(
            latitude: localizer.decimal(abs(coordinate.latitude), places: 4),
            south: coordinate.latitude < 0,
            longitude: localizer.decimal(abs(coordinate.longitude), places: 4),
            west: coordinate.longitude < 0
        ))
    }

    /// `52.35 degrees north, 4.83 degrees east`: no symbols, for screen readers and braille displays.
    public func spoken(for coordinate: Coordinate) -> String {
        localizer(FormatText.spokenPair(
            latitude: localizer.decimal(abs(coordinate.latitude), places: 2),
            south: coordinate.latitude < 0,
            longitude: localizer.decimal(abs(coordinate.longitude), places: 2),
            west: coordinate.longitude < 0
        ))
    }

    /// A distance in metres as people read it: `850 m`, `12.3 km`, `5,432 km` without grouping (`5432 km`).
    public func distance(metres: Double) -> String {
        if metres < 1_000 { return localizer(FormatText.distanceMetres(localizer.decimal(metres, places: 0))) }
        let kilometres = metres / 1_000
        return localizer(FormatText.distanceKilometres(localizer.decimal(kilometres, places: kilometres < 100 ? 1 : 0)))
    }

    /// A search radius: whole kilometres without decimals (`10 km`), otherwise as ``distance(metres:)`` (`500 m`,
    /// `2.5 km`).
    public func radius(metres: Int) -> String {
        guard metres >= 1_000, metres % 1_000 == 0 else { return distance(metres: Double(metres)) }
        return localizer(FormatText.distanceKilometres(String(metres / 1_000)))
    }

    /// The compass point a bearing is nearest to, abbreviated: `NE`, in Dutch `NO`.
    public func direction(bearing: Double) -> String {
        localizer(FormatText.direction(CompassPoint(bearing: bearing)))
    }

    /// The compass point a bearing is nearest to, in words: `north-east`, in Dutch `noordoosten`.
    public func spokenDirection(bearing: Double) -> String {
        localizer(FormatText.spokenDirection(CompassPoint(bearing: bearing)))
    }

    /// A distance in words, for screen readers: `850 metres`, `12.3 kilometres`.
    public func spokenDistance(metres: Double) -> String {
        if metres < 1_000 { return localizer(FormatText.spokenMetres(localizer.decimal(metres, places: 0))) }
        let kilometres = metres / 1_000
        return localizer(FormatText.spokenKilometres(localizer.decimal(kilometres, places: kilometres < 100 ? 1 : 0)))
    }
}
