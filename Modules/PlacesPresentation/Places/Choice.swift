import PlacesDomain

/// A question "which one?" between candidates, as any front end asks it: the question, the numbered candidates,
/// the prompt, and what an answer means.
///
/// The one chooser of the command-line front end presents every `Choice`, so every command asks the same way: in
/// an interactive session it asks; elsewhere it lists the candidates and says how to name one (``hint``).
public struct Choice<Value: Sendable>: Sendable {
    /// "“Springfield” could be 18 places:".
    public let question: String
    /// The candidates as rows, in the order they are numbered from 1.
    public let rows: [ChoiceRow]
    /// What each row stands for.
    public let values: [Value]
    /// "Which one? Type its number, or press Enter for none: ".
    public let prompt: String
    /// How to name one without being asked: "Say which: add a country or US state after a comma, as in …".
    public let hint: String
    /// How many more candidates there are than ``rows`` lists: they cannot be chosen by number, only named more
    /// precisely (``hint``).
    public let unlisted: Int
    /// For a yes-or-no question about one value (``init(confirming:value:prompt:hint:declined:invalid:language:)``): what a "no"
    /// says and what an answer that is neither says.
    private let confirmation: (declined: String, invalid: String)?
    private let language: Language

    /// A question between `values`, shown as `rows`.
    ///
    /// - Parameters:
    ///   - question: The question.
    ///   - rows: One row per value, in the same order.
    ///   - values: The candidates.
    ///   - hint: How to name one without being asked.
    ///   - unlisted: How many more candidates there are than the rows.
    ///   - language: The language of the prompt and the answers' sentences.
    public init(question: String, rows: [ChoiceRow], values: [Value], hint: String, unlisted: Int = 0, language: Language) {
        self.question = question
        self.rows = rows
        self.values = values
        self.hint = hint
        self.unlisted = unlisted
        self.language = language
        confirmation = nil
        prompt = Localizer(language: language)(PlaceText.chooseOne)
    }

    /// A yes-or-no question about one value: "“cop” is not the whole name of #5: Copenhagen Home." with the prompt
    /// "Remove it? Type yes, or press Enter to keep it: ". A yes (in English or the language's own words) chooses
    /// `value`; Enter, no, the cancel word or the end of input choose none.
    ///
    /// - Parameters:
    ///   - question: What is asked about, as a sentence.
    ///   - value: What a yes chooses.
    ///   - prompt: The question itself, with how to answer.
    ///   - hint: What is said where nobody can be asked: how to do it without a question.
    ///   - declined: What a no says.
    ///   - invalid: What an answer that is neither yes nor no says.
    ///   - language: The language of the yes and no words.
    public init(confirming question: String, value: Value, prompt: String, hint: String, declined: String, invalid: String, language: Language) {
        self.question = question
        rows = []
        values = [value]
        self.prompt = prompt
        self.hint = hint
        unlisted = 0
        confirmation = (declined, invalid)
        self.language = language
    }

    /// What an answer means: a number picks that candidate; an empty answer, the end of input or the cancel word
    /// chooses none; anything else is asked again.
    ///
    /// - Parameter text: The line typed, or `nil` at the end of input or when the person interrupted.
    public func answer(_ text: String?) -> ChoiceAnswer<Value> {
        let localizer = Localizer(language: language)
        if let confirmation, let value = values.first {
            let word = text.flatMap(Location.normalizedName)?.lowercased() ?? ""
            if Self.words(LocationText.yesWords, language).contains(word) { return .chosen(value) }
            if word.isEmpty || Self.words(LocationText.noWords, language).union(Self.cancelWords(language)).contains(word) {
                return .none(message: confirmation.declined)
            }
            return .invalid(message: confirmation.invalid)
        }
        guard let trimmed = text.flatMap(Location.normalizedName),
              !Self.cancelWords(language).contains(trimmed.lowercased())
        else { return .none(message: localizer(PlaceText.chooseCancelled)) }
        if trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(trimmed), values.indices.contains(number - 1) {
            return .chosen(values[number - 1])
        }
        return .invalid(message: localizer(PlaceText.chooseInvalid(Quoted(trimmed), count: values.count)))
    }

    /// The words of a catalog entry that lists them separated by spaces ("y yes").
    private static func words(_ message: LocationText, _ language: Language) -> Set<String> {
        Set(Localizer(language: language)(message).split(separator: " ").map(String.init))
    }

    /// The words that stop a question or a form without an answer: `cancel`, and the language's own.
    public static func cancelWords(_ language: Language) -> Set<String> {
        ["cancel", Localizer(language: language)(SessionText.cancelWord)]
    }
}

/// What an answer to a ``Choice`` means.
public enum ChoiceAnswer<Value: Sendable>: Sendable {
    /// This candidate.
    case chosen(Value)
    /// None: the sentence says nothing was chosen.
    case none(message: String)
    /// Not an answer: the sentence says why; ask again.
    case invalid(message: String)
}
