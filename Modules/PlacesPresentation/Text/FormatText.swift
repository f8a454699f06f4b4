/// Words and patterns for writing coordinates and distances.
package enum FormatText: String, TextCatalog {
    case coordinatePair, north, south, east, west, spokenNorth, spokenSouth, spokenEast, spokenWest, spokenPair
    case distanceKilometres, distanceMetres

    package func template(_ language: Language) -> String {
        let (english, dutch) = texts
        return language == .english ? english : dutch
    }

    private var texts: (String, String) {
        switch self {
        case .coordinatePair: ("{0}° {1}, {2}° {3}", "{0}° {1}, {2}° {3}")
        case .north: ("N", "NB")
        case .south: ("S", "ZB")
        case .east: ("E", "OL")
        case .west: ("W", "WL")
        case .spokenNorth: ("{0} degrees north", "{0} graden noorderbreedte")
        case .spokenSouth: ("{0} degrees south", "{0} graden zuiderbreedte")
        case .spokenEast: ("{0} degrees east", "{0} graden oosterlengte")
        case .spokenWest: ("{0} degrees west", "{0} graden westerlengte")
        case .spokenPair: ("{0}, {1}", "{0}, {1}")
        case .distanceKilometres: ("{0} km", "{0} km")
        case .distanceMetres: ("{0} m", "{0} m")
        }
    }
}
