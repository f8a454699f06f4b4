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
    ///
    /// The distance is rounded first and the unit chosen after, so 999.5 m is `1.0 km`, not `1000 m`, and
    /// 99,950 m is `100 km`, not `100.0 km`.
    public func distance(metres: Double) -> String {
        switch Self.shown(metres) {
        case .metres(let count): localizer(FormatText.distanceMetres(count))
        case .tenthsOfKilometres(let tenths): localizer(FormatText.distanceKilometres(localizer.decimal(Double(tenths) / 10, places: 1)))
        case .kilometres(let count): localizer(FormatText.distanceKilometres(String(count)))
        }
    }

    /// A round distance — a search radius ("within 10 km") or a map's width ("10 km across") — whole kilometres
    /// without decimals (`10 km`), otherwise as ``distance(metres:)`` (`500 m`, `2.5 km`).
    public func radius(metres: Int) -> String {
        guard metres >= 1_000, metres % 1_000 == 0 else { return distance(metres: Double(metres)) }
        return localizer(FormatText.distanceKilometres(String(metres / 1_000)))
    }

    /// Whether a direction goes with a distance: not when it shows as 0 m, where the two places are one spot as far
    /// as anyone reading can tell.
    public func hasDirection(metres: Double) -> Bool {
        Self.shown(metres) != .metres(0)
    }

    /// The compass point a bearing is nearest to, abbreviated: `NE`, in Dutch `NO`.
    public func direction(bearing: Double) -> String {
        localizer(FormatText.direction(CompassPoint(bearing: bearing)))
    }

    /// The compass point a bearing is nearest to, in words: `north-east`, in Dutch `noordoosten`.
    public func spokenDirection(bearing: Double) -> String {
        localizer(FormatText.spokenDirection(CompassPoint(bearing: bearing)))
    }

    /// A distance in words, for screen readers, rounded as ``distance(metres:)``: `850 metres`, `1 metre`,
    /// `12.3 kilometres`.
    public func spokenDistance(metres: Double) -> String {
        switch Self.shown(metres) {
        case .metres(let count): localizer(FormatText.spokenMetres(count))
        case .tenthsOfKilometres(let tenths): localizer(FormatText.spokenKilometres(localizer.decimal(Double(tenths) / 10, places: 1)))
        case .kilometres(let count): localizer(FormatText.spokenKilometres(String(count)))
        }
    }

    /// A distance as it is shown: whole metres below 1 km, tenths of a kilometre below 100 km, whole kilometres
    /// beyond.
    private enum Shown: Equatable {
        case metres(Int)
        case tenthsOfKilometres(Int)
        case kilometres(Int)
    }

    /// The one rounding rule for every distance shown: round at the precision of the smaller unit, then choose the
    /// unit the rounded value belongs to.
    private static func shown(_ metres: Double) -> Shown {
        // No distance on Earth is longer than about 20,000 km; the bound keeps the conversions to Int safe.
        let metres = metres.isFinite ? min(max(0, metres), 1e12) : 0
        let whole = Int(metres.rounded())
        if whole < 1_000 { return .metres(whole) }
        let tenths = Int((metres / 100).rounded())
        if tenths < 1_000 { return .tenthsOfKilometres(tenths) }
        return .kilometres(Int((metres / 1_000).rounded()))
    }
}
