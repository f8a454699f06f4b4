/// Why a command line or a session line cannot be run as written.
package enum UsageText: String, TextCatalog {
    case unknownOption, missingOptionValue, unexpectedOptionValue, invalidLinkStyle, invalidTimeout, unknownCommand
    case hintSession, hintCommandLine, missingArgument, unexpectedArgument, onlyInSession, unknownHelpTopic
    case invalidWiki, invalidRadius, invalidLimit

    package func template(_ language: Language) -> String {
        let (english, dutch) = texts
        return language == .english ? english : dutch
    }

    private var texts: (String, String) {
        switch self {
        case .unknownOption:
            ("Unknown option {0}. Run “places help” to see the options.",
             "Onbekende optie {0}. Voer “places help” uit om de opties te zien.")
        case .missingOptionValue: ("{0} needs a value.", "{0} heeft een waarde nodig.")
        case .unexpectedOptionValue: ("{0} takes no value.", "{0} neemt geen waarde.")
        case .invalidLinkStyle: ("“{0}” is not a link style. Choose one of: {1}.", "“{0}” is geen linkstijl. Kies een van: {1}.")
        case .invalidTimeout: ("“{0}” is not a number of seconds from 0.001 to 600.", "“{0}” is geen aantal seconden van 0.001 tot 600.")
        case .invalidWiki:
            ("“{0}” is not a Wikipedia: give a language code (en, nl, simple) or the http(s) address of a wiki.",
             "“{0}” is geen Wikipedia: geef een taalcode (en, nl, simple) of het http(s)-adres van een wiki.")
        case .invalidRadius:
            ("“{0}” is not a radius: give whole metres from {1} to {2}.", "“{0}” is geen straal: geef hele meters van {1} tot {2}.")
        case .invalidLimit:
            ("“{0}” is not a number of articles from {1} to {2}.", "“{0}” is geen aantal artikelen van {1} tot {2}.")
        case .unknownCommand: ("Unknown command “{0}”. {1}", "Onbekende opdracht “{0}”. {1}")
        case .hintSession: ("Type help to see the commands.", "Typ help om de opdrachten te zien.")
        case .hintCommandLine: ("Run “places help” to see the commands.", "Voer “places help” uit om de opdrachten te zien.")
        case .missingArgument: ("{0} needs an argument, for example: {1}", "{0} heeft een argument nodig, bijvoorbeeld: {1}")
        case .unexpectedArgument: ("{0} takes no argument.", "{0} neemt geen argument.")
        case .onlyInSession:
            ("{0} only works in the interactive session (run places without a command).",
             "{0} werkt alleen in de interactieve sessie (start places zonder opdracht).")
        case .unknownHelpTopic: ("There is no help on “{0}”. Commands: {1}.", "Er is geen hulp over “{0}”. Opdrachten: {1}.")
        }
    }
}
