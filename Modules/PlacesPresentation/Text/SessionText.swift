/// The command-line front end's own words: table headings, progress, the session, the form and settings.
package enum SessionText: String, TextCatalog {
    case outputFailed, inputFailed, columnNumber, columnName, columnCoordinates, customLegend, plainRow, plainRowCustom, fetching, loadedCount
    case banner, formIntro, formName, formLatitude, formLongitude, formCancelled, cancelWord, openHint, styleShow
    case styleSet, version, lineTooLong

    package func template(_ language: Language) -> String {
        let (english, dutch) = texts
        return language == .english ? english : dutch
    }

    private var texts: (String, String) {
        switch self {
        case .outputFailed: ("Could not write the output: {0}.", "Kan de uitvoer niet schrijven: {0}.")
        case .inputFailed: ("Could not read standard input: {0}.", "Kan de standaardinvoer niet lezen: {0}.")
        case .columnNumber: ("#", "#")
        case .columnName: ("Name", "Naam")
        case .columnCoordinates: ("Coordinates", "Coördinaten")
        case .customLegend: ("* added by you", "* door jou toegevoegd")
        case .plainRow: ("{0}. {1}, {2}.", "{0}. {1}, {2}.")
        case .plainRowCustom: ("{0}. {1}, {2}, added by you.", "{0}. {1}, {2}, door jou toegevoegd.")
        case .fetching: ("Fetching locations from {0}…", "Locaties ophalen van {0}…")
        case .loadedCount: ("{0} locations loaded.", "{0} locaties geladen.")
        case .banner:
            ("Places: {0} locations. Type help for the commands, quit to leave.",
             "Places: {0} locaties. Typ help voor de opdrachten, quit om te stoppen.")
        case .formIntro:
            ("Adding a location. Type {0} at any question to stop without saving.",
             "Een locatie toevoegen. Typ {0} bij een vraag om te stoppen zonder op te slaan.")
        case .formName: ("Name (optional, Enter for none): ", "Naam (optioneel, Enter voor geen): ")
        case .formLatitude: ("Latitude (or the whole coordinate): ", "Breedtegraad (of de hele coördinaat): ")
        case .formLongitude: ("Longitude: ", "Lengtegraad: ")
        case .formCancelled: ("Nothing was added.", "Er is niets toegevoegd.")
        case .cancelWord: ("cancel", "annuleer")
        case .openHint: ("Open it with: open {0}", "Open haar met: open {0}")
        case .styleShow: ("Links use the {0} style. Styles: {1}.", "Links gebruiken de stijl {0}. Stijlen: {1}.")
        case .styleSet: ("Links now use the {0} style.", "Links gebruiken nu de stijl {0}.")
        case .version:
            ("places {0}\nBuilt-in gazetteer: {1}, https://www.geonames.org\nLand mask: {2}\nCountry shapes: {3}",
             "places {0}\nIngebouwd plaatsenregister: {1}, https://www.geonames.org\nLandmasker: {2}\nLandsgrenzen: {3}")
        case .lineTooLong:
            ("That line is {0} characters long; commands are at most {1}.",
             "Die regel is {0} tekens lang; opdrachten zijn hoogstens {1} tekens.")
        }
    }
}
