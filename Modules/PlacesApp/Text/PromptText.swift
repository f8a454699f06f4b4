import PlacesPresentation

/// What the command line asks at a prompt, and the words it reads as answers.
enum PromptText: Message {
    case chooseOne
    case removePrompt
    case removeAnswerInvalid
    /// The words that answer yes, separated by spaces.
    case yesWords
    /// The words that answer no, separated by spaces.
    case noWords
    case formNameSuggested(Quoted)

    var english: String {
        switch self {
        case .chooseOne: "Which one? Type its number, or press Enter for none: "
        case .removePrompt: "Remove it? Type yes, or press Enter to keep it: "
        case .removeAnswerInvalid: "Type yes to remove it, or press Enter to keep it."
        case .yesWords: "y yes"
        case .noWords: "n no"
        case .formNameSuggested(let name): "Name (Enter for “\(name)”, - for none): "
        }
    }

    var dutch: String {
        switch self {
        case .chooseOne: "Welke? Typ het nummer, of Enter voor geen: "
        case .removePrompt: "Verwijderen? Typ ja, of Enter om hem te houden: "
        case .removeAnswerInvalid: "Typ ja om hem te verwijderen, of Enter om hem te houden."
        case .yesWords: "j ja y yes"
        case .noWords: "n nee no"
        case .formNameSuggested(let name): "Naam (Enter voor “\(name)”, - voor geen): "
        }
    }
}
