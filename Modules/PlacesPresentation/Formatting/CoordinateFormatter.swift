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
        localizer(
            FormatText.coordinatePair,
            localizer.decimal(abs(coordinate.latitude), places: 4),
            localizer(coordinate.latitude < 0 ? FormatText.south : .north),
            localizer.decimal(abs(coordinate.longitude), places: 4),
            localizer(coordinate.longitude < 0 ? FormatText.west : .east)
        )
    }

    /// `52.35 degrees north, 4.83 degrees east`: no symbols, for screen readers and braille displays.
    public func spoken(for coordinate: Coordinate) -> String {
        let latitude = localizer.decimal(abs(coordinate.latitude), places: 2)
        let longitude = localizer.decimal(abs(coordinate.longitude), places: 2)
        return localizer(
            FormatText.spokenPair,
            localizer(coordinate.latitude < 0 ? FormatText.spokenSouth : .spokenNorth, latitude),
            localizer(coordinate.longitude < 0 ? FormatText.spokenWest : .spokenEast, longitude)
        )
    }

    /// A distance in metres as people read it: `850 m`, `12.3 km`, `5,432 km` without grouping (`5432 km`).
    public func distance(metres: Double) -> String {
        if metres < 1_000 { return localizer(FormatText.distanceMetres, localizer.decimal(metres, places: 0)) }
        let kilometres = metres / 1_000
        return localizer(FormatText.distanceKilometres, localizer.decimal(kilometres, places: kilometres < 100 ? 1 : 0))
    }

    /// A search radius: whole kilometres without decimals (`10 km`), otherwise as ``distance(metres:)`` (`500 m`,
    /// `2.5 km`).
    public func radius(metres: Int) -> String {
        guard metres >= 1_000, metres % 1_000 == 0 else { return distance(metres: Double(metres)) }
        return localizer(FormatText.distanceKilometres, String(metres / 1_000))
    }

    /// The compass point a bearing is nearest to, abbreviated: `NE`, in Dutch `NO`.
    public func direction(bearing: Double) -> String {
        localizer(Self.abbreviations[CompassPoint(bearing: bearing)] ?? .north)
    }

    /// The compass point a bearing is nearest to, in words: `north-east`, in Dutch `noordoosten`.
    public func spokenDirection(bearing: Double) -> String {
        localizer(Self.words[CompassPoint(bearing: bearing)] ?? .spokenNorth)
    }

    /// A distance in words, for screen readers: `850 metres`, `12.3 kilometres`.
    public func spokenDistance(metres: Double) -> String {
        if metres < 1_000 { return localizer(ArticleText.spokenMetres, localizer.decimal(metres, places: 0)) }
        let kilometres = metres / 1_000
        return localizer(ArticleText.spokenKilometres, localizer.decimal(kilometres, places: kilometres < 100 ? 1 : 0))
    }

    private static let abbreviations: [CompassPoint: ArticleText] = [
        .north: .north, .northEast: .northEast, .east: .east, .southEast: .southEast,
        .south: .south, .southWest: .southWest, .west: .west, .northWest: .northWest,
    ]

    private static let words: [CompassPoint: ArticleText] = [
        .north: .spokenNorth, .northEast: .spokenNorthEast, .east: .spokenEast, .southEast: .spokenSouthEast,
        .south: .spokenSouth, .southWest: .spokenSouthWest, .west: .spokenWest, .northWest: .spokenNorthWest,
    ]
}
