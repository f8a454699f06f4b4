import PlacesPresentation

/// The command-line front end's own words: table headings, progress, the session, the form and settings.
enum SessionText: Message {
    case outputFailed(reason: String)
    case inputFailed(reason: String)
    case columnNumber
    case columnName
    case columnCoordinates
    case customLegend
    case plainRow(number: Int, title: Quoted, detail: String)
    case plainRowCustom(number: Int, title: Quoted, detail: String)
    case fetching(source: Quoted)
    case loadedCount(Int)
    case banner(locations: Int)
    case formIntro
    case formName
    case formLatitude
    case formLongitude
    case formCancelled
    case cancelWord
    case openHint(number: Int)
    case styleShow(style: String, styles: [String])
    case styleSet(style: String)
    case version(String, gazetteer: String, landMask: String, countries: String)
    case lineTooLong(length: Int, limit: Int)

    var english: String {
        switch self {
        case .outputFailed(let reason): "Could not write the output: \(reason)."
        case .inputFailed(let reason): "Could not read standard input: \(reason)."
        case .columnNumber: "#"
        case .columnName: "Name"
        case .columnCoordinates: "Coordinates"
        case .customLegend: "* added by you"
        case .plainRow(let number, let title, let detail): "\(number). \(title), \(detail)."
        case .plainRowCustom(let number, let title, let detail): "\(number). \(title), \(detail), added by you."
        case .fetching(let source): "Fetching locations from \(source)…"
        case .loadedCount(let count): "\(count) locations loaded."
        case .banner(let count): "Places: \(count) locations. Type help for the commands, quit to leave."
        case .formIntro: "Adding a location. Type \(SessionText.cancelWord.english) at any question to stop without saving."
        case .formName: "Name (optional, Enter for none): "
        case .formLatitude: "Latitude (or the whole coordinate): "
        case .formLongitude: "Longitude: "
        case .formCancelled: "Nothing was added."
        case .cancelWord: "cancel"
        case .openHint(let number): "Open it with: open \(number)"
        case .styleShow(let style, let styles): "Links use the \(style) style. Styles: \(styles.joined(separator: ", "))."
        case .styleSet(let style): "Links now use the \(style) style."
        case .version(let version, let gazetteer, let landMask, let countries):
            "places \(version)\nBuilt-in gazetteer: \(gazetteer), https://www.geonames.org\nLand mask: \(landMask)\nCountry shapes: \(countries)"
        case .lineTooLong(let length, let limit): "That line is \(length) characters long; commands are at most \(limit)."
        }
    }

    var dutch: String {
        switch self {
        case .outputFailed(let reason): "Kan de uitvoer niet schrijven: \(reason)."
        case .inputFailed(let reason): "Kan de standaardinvoer niet lezen: \(reason)."
        case .columnNumber: "#"
        case .columnName: "Naam"
        case .columnCoordinates: "Coördinaten"
        case .customLegend: "* door jou toegevoegd"
        case .plainRow(let number, let title, let detail): "\(number). \(title), \(detail)."
        case .plainRowCustom(let number, let title, let detail): "\(number). \(title), \(detail), door jou toegevoegd."
        case .fetching(let source): "Locaties ophalen van \(source)…"
        case .loadedCount(let count): "\(count) locaties geladen."
        case .banner(let count): "Places: \(count) locaties. Typ help voor de opdrachten, quit om te stoppen."
        case .formIntro: "Een locatie toevoegen. Typ \(SessionText.cancelWord.dutch) bij een vraag om te stoppen zonder op te slaan."
        case .formName: "Naam (optioneel, Enter voor geen): "
        case .formLatitude: "Breedtegraad (of de hele coördinaat): "
        case .formLongitude: "Lengtegraad: "
        case .formCancelled: "Er is niets toegevoegd."
        case .cancelWord: "annuleer"
        case .openHint(let number): "Open haar met: open \(number)"
        case .styleShow(let style, let styles): "Links gebruiken de stijl \(style). Stijlen: \(styles.joined(separator: ", "))."
        case .styleSet(let style): "Links gebruiken nu de stijl \(style)."
        case .version(let version, let gazetteer, let landMask, let countries):
            "places \(version)\nIngebouwd plaatsenregister: \(gazetteer), https://www.geonames.org\nLandmasker: \(landMask)\nLandsgrenzen: \(countries)"
        case .lineTooLong(let length, let limit): "Die regel is \(length) tekens lang; opdrachten zijn hoogstens \(limit) tekens."
        }
    }
}
