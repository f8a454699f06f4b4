import PlacesPresentation

/// What `map` says of the terminal it draws in, which only a terminal front end knows: its width, and the option that
/// describes the map in words instead.
enum MapScreenText: Message {
    case tooNarrow(columns: Int, minimum: Int)

    var english: String {
        switch self {
        case .tooNarrow(let columns, let minimum):
            "The terminal is \(columns) columns wide; a map needs at least \(minimum). --plain describes the map in words instead."
        }
    }

    var dutch: String {
        switch self {
        case .tooNarrow(let columns, let minimum):
            "De terminal is \(columns) kolommen breed; een kaart heeft er minstens \(minimum) nodig. --plain beschrijft de kaart in woorden."
        }
    }
}
