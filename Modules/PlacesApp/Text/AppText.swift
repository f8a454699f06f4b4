import PlacesPresentation

/// The texts of the command-line front end, in English and Dutch: tables, usage errors, the REPL and its form.
enum AppText: String, TextCatalog {
    case columnNumber, columnName, columnCoordinates, customLegend, plainRow, plainRowCustom
    case fetching, loadedCount
    case unknownOption, missingOptionValue, unexpectedOptionValue, invalidLinkStyle, invalidTimeout
    case unknownCommand, hintSession, hintCommandLine, missingArgument, unexpectedArgument, onlyInSession
    case unknownHelpTopic
    case banner, formIntro, formName, formLatitude, formLongitude, formCancelled, cancelWord, openHint
    case styleShow, styleSet, version, noMatches, lineTooLong
    case inspectValid, inspectRejected
    case handleShowing, handleNearest, handleOnWeb, handleNoLocation, handleArticleOnly
    case installed, alreadyInstalled, uninstalled, notInstalled, handlerUnavailable, handlerFailed

    func template(_ language: Language) -> String {
        let (english, dutch) = texts
        return language == .english ? english : dutch
    }

    private var texts: (String, String) {
        switch self {
        case .columnNumber: ("#", "#")
        case .columnName: ("Name", "Naam")
        case .columnCoordinates: ("Coordinates", "Coördinaten")
        case .customLegend: ("* added by you", "* door jou toegevoegd")
        case .plainRow: ("{0}. {1}, {2}.", "{0}. {1}, {2}.")
        case .plainRowCustom: ("{0}. {1}, {2}, added by you.", "{0}. {1}, {2}, door jou toegevoegd.")
        case .fetching: ("Fetching locations from {0}…", "Locaties ophalen van {0}…")
        case .loadedCount: ("{0} locations loaded.", "{0} locaties geladen.")

        case .unknownOption:
            ("Unknown option {0}. Run “places help” to see the options.",
             "Onbekende optie {0}. Voer “places help” uit om de opties te zien.")
        case .missingOptionValue: ("{0} needs a value.", "{0} heeft een waarde nodig.")
        case .unexpectedOptionValue: ("{0} takes no value.", "{0} neemt geen waarde.")
        case .invalidLinkStyle:
            ("“{0}” is not a link style. Choose one of: {1}.", "“{0}” is geen linkstijl. Kies een van: {1}.")
        case .invalidTimeout:
            ("“{0}” is not a number of seconds from 0 to 600.", "“{0}” is geen aantal seconden van 0 tot 600.")
        case .unknownCommand: ("Unknown command “{0}”. {1}", "Onbekende opdracht “{0}”. {1}")
        case .hintSession: ("Type help to see the commands.", "Typ help om de opdrachten te zien.")
        case .hintCommandLine:
            ("Run “places help” to see the commands.", "Voer “places help” uit om de opdrachten te zien.")
        case .missingArgument: ("{0} needs an argument, for example: {1}", "{0} heeft een argument nodig, bijvoorbeeld: {1}")
        case .unexpectedArgument: ("{0} takes no argument.", "{0} neemt geen argument.")
        case .onlyInSession:
            ("{0} only works in the interactive session (run places without a command).",
             "{0} werkt alleen in de interactieve sessie (start places zonder opdracht).")
        case .unknownHelpTopic:
            ("There is no help on “{0}”. Commands: {1}.", "Er is geen hulp over “{0}”. Opdrachten: {1}.")

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
        case .version: ("places {0}", "places {0}")
        case .noMatches: ("No location matches “{0}”.", "Geen enkele locatie past bij “{0}”.")
        case .lineTooLong:
            ("That line is {0} characters long; commands are at most {1}.",
             "Die regel is {0} tekens lang; opdrachten zijn hoogstens {1} tekens.")

        case .inspectValid: ("Valid: {0}.", "Geldig: {0}.")
        case .inspectRejected: ("Rejected: {0}", "Geweigerd: {0}")
        case .handleShowing: ("Showing {0} on the Places map.", "{0} wordt getoond op de Places-kaart.")
        case .handleNearest: ("Nearest locations:", "Dichtstbijzijnde locaties:")
        case .handleOnWeb: ("On the web: {0}", "Op het web: {0}")
        case .handleNoLocation:
            ("This link names the article {0} but no coordinates, so there is no map position to show. On the web: {1}",
             "Deze link noemt het artikel {0} maar geen coördinaten, dus er is geen kaartpositie. Op het web: {1}")
        case .handleArticleOnly: ("Article: {0}", "Artikel: {0}")
        case .installed:
            ("wikipedia:// links now open in places. Wrote {0} and set it as the default for {1}.",
             "wikipedia://-links openen nu in places. {0} is geschreven en ingesteld als standaard voor {1}.")
        case .alreadyInstalled:
            ("places already opens wikipedia:// links; nothing changed ({0}).",
             "places opent al wikipedia://-links; er is niets veranderd ({0}).")
        case .uninstalled: ("Removed {0}; wikipedia:// links no longer open in places.", "{0} verwijderd; wikipedia://-links openen niet meer in places.")
        case .notInstalled: ("places was not registered for wikipedia:// links; nothing changed.", "places was niet geregistreerd voor wikipedia://-links; er is niets veranderd.")
        case .handlerUnavailable:
            ("There is no folder for desktop entries. Set HOME or XDG_DATA_HOME.",
             "Er is geen map voor bureaubladitems. Stel HOME of XDG_DATA_HOME in.")
        case .handlerFailed: ("Could not register the handler: {0}", "Kan de handler niet registreren: {0}")
        }
    }
}
