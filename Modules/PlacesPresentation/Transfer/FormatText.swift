package import PlacesDomain

/// Words and patterns for writing coordinates, distances and directions.
package enum FormatText: Message {
    /// `latitude` and `longitude` are the magnitudes, already written with the language's decimal separator.
    case coordinatePair(latitude: String, south: Bool, longitude: String, west: Bool)
    case spokenPair(latitude: String, south: Bool, longitude: String, west: Bool)
    /// Kilometres, already written with the language's decimal separator when they have a fraction.
    case distanceKilometres(String)
    /// Whole metres.
    case distanceMetres(Int)
    case spokenKilometres(String)
    case spokenMetres(Int)
    /// The compass point, abbreviated (`NE`).
    case direction(CompassPoint)
    /// The compass point in words (`north-east`).
    case spokenDirection(CompassPoint)

    package var english: String {
        switch self {
        case .coordinatePair(let latitude, let south, let longitude, let west):
            "\(latitude)° \(south ? "S" : "N"), \(longitude)° \(west ? "W" : "E")"
        case .spokenPair(let latitude, let south, let longitude, let west):
            "\(latitude) degrees \(south ? "south" : "north"), \(longitude) degrees \(west ? "west" : "east")"
        case .distanceKilometres(let number): "\(number) km"
        case .distanceMetres(let count): "\(count) m"
        case .spokenKilometres(let number): "\(number) kilometres"
        case .spokenMetres(1): "1 metre"
        case .spokenMetres(let count): "\(count) metres"
        case .direction(let point):
            switch point {
            case .north: "N"
            case .northEast: "NE"
            case .east: "E"
            case .southEast: "SE"
            case .south: "S"
            case .southWest: "SW"
            case .west: "W"
            case .northWest: "NW"
            }
        case .spokenDirection(let point):
            switch point {
            case .north: "north"
            case .northEast: "north-east"
            case .east: "east"
            case .southEast: "south-east"
            case .south: "south"
            case .southWest: "south-west"
            case .west: "west"
            case .northWest: "north-west"
            }
        }
    }

    package var dutch: String {
        switch self {
        case .coordinatePair(let latitude, let south, let longitude, let west):
            "\(latitude)° \(south ? "ZB" : "NB"), \(longitude)° \(west ? "WL" : "OL")"
        case .spokenPair(let latitude, let south, let longitude, let west):
            "\(latitude) graden \(south ? "zuiderbreedte" : "noorderbreedte"), \(longitude) graden \(west ? "westerlengte" : "oosterlengte")"
        case .distanceKilometres(let number): "\(number) km"
        case .distanceMetres(let count): "\(count) m"
        case .spokenKilometres(let number): "\(number) kilometer"
        case .spokenMetres(let count): "\(count) meter"
        case .direction(let point):
            switch point {
            case .north: "N"
            case .northEast: "NO"
            case .east: "O"
            case .southEast: "ZO"
            case .south: "Z"
            case .southWest: "ZW"
            case .west: "W"
            case .northWest: "NW"
            }
        case .spokenDirection(let point):
            switch point {
            case .north: "noorden"
            case .northEast: "noordoosten"
            case .east: "oosten"
            case .southEast: "zuidoosten"
            case .south: "zuiden"
            case .southWest: "zuidwesten"
            case .west: "westen"
            case .northWest: "noordwesten"
            }
        }
    }
}
