import PlacesPresentation

/// Why a command line or a session line cannot be run as written.
enum UsageText: Message {
    case unknownOption(Quoted)
    case missingOptionValue(String)
    case unexpectedOptionValue(Quoted)
    case invalidLinkStyle(Quoted, styles: [String])
    case invalidFormat(Quoted, formats: [String])
    case invalidTimeout(Quoted)
    case invalidChoice(Quoted, option: String, choices: [String])
    case invalidOptionValue(Quoted, option: String)
    case invalidWiki(Quoted)
    case invalidEnvironmentWiki(Quoted)
    case invalidEnvironment(variable: String, option: String, sentence: String)
    case invalidPlaceLimit(Quoted, range: ClosedRange<Int>)
    case sessionWideOption(Quoted)
    case optionNotTaken(Quoted, command: String?, takes: [String], takenBy: [String])
    case invalidRadius(Quoted, range: ClosedRange<Int>)
    case invalidLimit(Quoted, range: ClosedRange<Int>)
    case unknownCommand(Quoted, suggestion: String?, inSession: Bool)
    case missingArgument(command: String, example: String)
    case unexpectedArgument(command: String)
    case onlyInSession(command: String)
    case unknownHelpTopic(Quoted, commands: [String])
    case unknownShell(Quoted, shells: [String])

    var english: String {
        switch self {
        case .unknownOption(let option): "Unknown option \(option). Run “places help” to see the options."
        case .missingOptionValue(let option): "\(option) needs a value."
        case .unexpectedOptionValue(let option): "\(option) takes no value."
        case .invalidLinkStyle(let text, let styles): "“\(text)” is not a link style. Choose one of: \(styles.joined(separator: ", "))."
        case .invalidFormat(let text, let formats): "“\(text)” is not a format Places reads and writes. Choose one of: \(formats.joined(separator: ", "))."
        case .invalidTimeout(let text): "“\(text)” is not a number of seconds from 0.001 to 600."
        case .invalidChoice(let text, let option, let choices):
            "“\(text)” is not a value of \(option). Choose one of: \(choices.joined(separator: ", "))."
        case .invalidOptionValue(let text, let option): "“\(text)” is not a value \(option) takes. See its help."
        case .invalidWiki(let text):
            "“\(text)” is not a Wikipedia: give a language code (en, nl, simple) or the http(s) address of a wiki."
        case .invalidEnvironmentWiki(let text):
            "PLACES_WIKI is “\(text)”, which is not a Wikipedia: give a language code (en, nl, simple) or the http(s) address of a wiki, or --wiki to use another."
        case .invalidEnvironment(let variable, let option, let sentence):
            "\(variable): \(sentence) Change or unset \(variable), or give \(option)."
        case .invalidPlaceLimit(let text, let range):
            "“\(text)” is not a number of places from \(range.lowerBound) to \(range.upperBound)."
        case .sessionWideOption(let option):
            "\(option) holds for the whole session; start places with it instead."
        case .optionNotTaken(let option, let command?, let takes, let takenBy):
            "\(command) does not take \(option). "
                + (takes.isEmpty ? "It takes no options of its own" : "Its options: \(takes.joined(separator: ", "))")
                + (takenBy.isEmpty ? "." : "; \(option) belongs to \(takenBy.joined(separator: ", ")).")
        case .optionNotTaken(let option, nil, _, let takenBy):
            "\(option) belongs to a command (\(takenBy.joined(separator: ", "))): put it after the command."
        case .invalidRadius(let text, let range):
            "“\(text)” is not a radius: give whole metres from \(range.lowerBound) to \(range.upperBound)."
        case .invalidLimit(let text, let range):
            "“\(text)” is not a number of articles from \(range.lowerBound) to \(range.upperBound)."
        case .unknownCommand(let name, let suggestion?, _):
            "Unknown command “\(name)”. Did you mean \(suggestion)?"
        case .unknownCommand(let name, nil, let inSession):
            "Unknown command “\(name)”. " + (inSession ? "Type help to see the commands." : "Run “places help” to see the commands.")
        case .missingArgument(let command, let example): "\(command) needs an argument, for example: \(example)"
        case .unexpectedArgument(let command): "\(command) takes no argument."
        case .onlyInSession(let command): "\(command) only works in the interactive session (run places without a command)."
        case .unknownHelpTopic(let topic, let commands): "There is no help on “\(topic)”. Commands: \(commands.joined(separator: ", "))."
        case .unknownShell(let shell, let shells): "Places has no completion script for “\(shell)”. Choose one of: \(shells.joined(separator: ", "))."
        }
    }

    var dutch: String {
        switch self {
        case .unknownOption(let option): "Onbekende optie \(option). Voer “places help” uit om de opties te zien."
        case .missingOptionValue(let option): "\(option) heeft een waarde nodig."
        case .unexpectedOptionValue(let option): "\(option) neemt geen waarde."
        case .invalidLinkStyle(let text, let styles): "“\(text)” is geen linkstijl. Kies een van: \(styles.joined(separator: ", "))."
        case .invalidFormat(let text, let formats): "“\(text)” is geen formaat dat Places leest en schrijft. Kies een van: \(formats.joined(separator: ", "))."
        case .invalidTimeout(let text): "“\(text)” is geen aantal seconden van 0.001 tot 600."
        case .invalidChoice(let text, let option, let choices):
            "“\(text)” is geen waarde van \(option). Kies een van: \(choices.joined(separator: ", "))."
        case .invalidOptionValue(let text, let option): "“\(text)” is geen waarde die \(option) neemt. Zie de help ervan."
        case .invalidWiki(let text):
            "“\(text)” is geen Wikipedia: geef een taalcode (en, nl, simple) of het http(s)-adres van een wiki."
        case .invalidEnvironmentWiki(let text):
            "PLACES_WIKI is “\(text)”, en dat is geen Wikipedia: geef een taalcode (en, nl, simple) of het http(s)-adres van een wiki, of --wiki om een andere te gebruiken."
        case .invalidEnvironment(let variable, let option, let sentence):
            "\(variable): \(sentence) Wijzig \(variable) of maak hem leeg, of geef \(option)."
        case .invalidPlaceLimit(let text, let range):
            "“\(text)” is geen aantal plaatsen van \(range.lowerBound) tot \(range.upperBound)."
        case .sessionWideOption(let option):
            "\(option) geldt voor de hele sessie; start places ermee."
        case .optionNotTaken(let option, let command?, let takes, let takenBy):
            "\(command) neemt geen \(option). "
                + (takes.isEmpty ? "Het heeft geen eigen opties" : "De opties: \(takes.joined(separator: ", "))")
                + (takenBy.isEmpty ? "." : "; \(option) hoort bij \(takenBy.joined(separator: ", ")).")
        case .optionNotTaken(let option, nil, _, let takenBy):
            "\(option) hoort bij een opdracht (\(takenBy.joined(separator: ", "))): zet het na de opdracht."
        case .invalidRadius(let text, let range):
            "“\(text)” is geen straal: geef hele meters van \(range.lowerBound) tot \(range.upperBound)."
        case .invalidLimit(let text, let range):
            "“\(text)” is geen aantal artikelen van \(range.lowerBound) tot \(range.upperBound)."
        case .unknownCommand(let name, let suggestion?, _):
            "Onbekende opdracht “\(name)”. Bedoelde je \(suggestion)?"
        case .unknownCommand(let name, nil, let inSession):
            "Onbekende opdracht “\(name)”. "
                + (inSession ? "Typ help om de opdrachten te zien." : "Voer “places help” uit om de opdrachten te zien.")
        case .missingArgument(let command, let example): "\(command) heeft een argument nodig, bijvoorbeeld: \(example)"
        case .unexpectedArgument(let command): "\(command) neemt geen argument."
        case .onlyInSession(let command): "\(command) werkt alleen in de interactieve sessie (start places zonder opdracht)."
        case .unknownHelpTopic(let topic, let commands): "Er is geen hulp over “\(topic)”. Opdrachten: \(commands.joined(separator: ", "))."
        case .unknownShell(let shell, let shells): "Places heeft geen aanvulscript voor “\(shell)”. Kies een van: \(shells.joined(separator: ", "))."
        }
    }
}
