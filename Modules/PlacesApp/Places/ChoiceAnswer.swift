import PlacesDomain
import PlacesPresentation

/// How the command line asks a ``Choice`` and reads a typed answer: a number, yes or no, the cancel word.
extension Choice {
    /// The prompt: "Which one? Type its number, or press Enter for none: ".
    var prompt: String {
        switch kind {
        case .pick: Localizer(language: language)(PromptText.chooseOne)
        case .confirmRemoval: Localizer(language: language)(PromptText.removePrompt)
        }
    }

    /// How to name one without being asked, with the command line's words for the next step.
    var hint: String {
        Localizer(language: language).sentence(howToName, then: next)
    }

    /// What a typed line means: a number picks that candidate; an empty answer, the end of input or the cancel word
    /// chooses none; a yes (in English or the language's own words) answers a yes-or-no question, where anything
    /// but a yes or a no is asked again.
    ///
    /// - Parameter text: The line typed, or `nil` at the end of input or when the person interrupted.
    func reply(to text: String?) -> ChoiceAnswer<Value> {
        let word = text.flatMap(Location.normalizedName)?.lowercased() ?? ""
        let cancel = Self.cancelWords(language)
        switch kind {
        case .confirmRemoval:
            guard let value = values.first else { return .none(message: declined) }
            if Self.words(PromptText.yesWords, language).contains(word) { return .chosen(value) }
            if word.isEmpty || Self.words(PromptText.noWords, language).union(cancel).contains(word) {
                return .none(message: declined)
            }
            return .invalid(message: Localizer(language: language)(PromptText.removeAnswerInvalid))
        case .pick:
            return cancel.contains(word) ? .none(message: declined) : answer(text ?? "")
        }
    }

    /// The words of a catalog entry that lists them separated by spaces ("y yes").
    private static func words(_ message: PromptText, _ language: Language) -> Set<String> {
        Set(Localizer(language: language)(message).split(separator: " ").map(String.init))
    }

    /// The words that stop a question or a form without an answer: `cancel`, and the language's own.
    static func cancelWords(_ language: Language) -> Set<String> {
        ["cancel", Localizer(language: language)(SessionText.cancelWord)]
    }
}
