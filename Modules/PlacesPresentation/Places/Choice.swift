import PlacesDomain

/// A question "which one?" between candidates, or "remove it?" about one, as any front end asks it: the question,
/// the numbered candidates and what can be done without being asked. How the question is answered (typed words, a
/// list to tap, keys) is the front end's.
public struct Choice<Value: Sendable>: Sendable {
    /// What is asked for.
    public enum Kind: Sendable, Equatable {
        /// One of the ``Choice/values`` by its number, or none.
        case pick
        /// Yes or no about the one value: "remove it?".
        case confirmRemoval
    }

    /// "“Springfield” could be 18 places:".
    public let question: String
    /// The candidates as rows, in the order they are numbered from 1.
    public let rows: [ChoiceRow]
    /// What each row stands for.
    public let values: [Value]
    /// How to name one without being asked, in words any front end can show: "Say which: add a country or US
    /// state after a comma, as in …". ``next`` says what the front end adds to it.
    public let howToName: String
    /// What else names one, for the front end to add to ``howToName`` in its own terms ("…, or use find and an @
    /// reference."); `nil` when ``howToName`` says it all.
    public let next: NextStep?
    /// How many more candidates there are than ``rows`` lists: they cannot be chosen by number, only named more
    /// precisely (``howToName``).
    public let unlisted: Int
    /// A pick between candidates or a yes-or-no question.
    public let kind: Kind
    /// What choosing none says: "Nothing was chosen.", "Nothing was removed.".
    public let declined: String
    /// The language of the sentences.
    public let language: Language

    /// A question between `values`, shown as `rows`.
    ///
    /// - Parameters:
    ///   - question: The question.
    ///   - rows: One row per value, in the same order.
    ///   - values: The candidates.
    ///   - hint: How to name one without being asked.
    ///   - next: What a front end adds to the hint in its own terms.
    ///   - unlisted: How many more candidates there are than the rows.
    ///   - language: The language of the answers' sentences.
    public init(question: String, rows: [ChoiceRow], values: [Value], hint: String, next: NextStep? = nil, unlisted: Int = 0, language: Language) {
        self.question = question
        self.rows = rows
        self.values = values
        howToName = hint
        self.next = next
        self.unlisted = unlisted
        self.language = language
        kind = .pick
        declined = Localizer(language: language)(PlaceText.chooseCancelled)
    }

    /// A yes-or-no question about removing one value: "“cop” is not the whole name of #5: Copenhagen Home.". A yes
    /// chooses `value`; anything that is not a yes chooses none.
    ///
    /// - Parameters:
    ///   - question: What is asked about, as a sentence.
    ///   - value: What a yes chooses.
    ///   - hint: What is said where nobody can be asked: how to do it without a question.
    ///   - next: What a front end adds to the hint in its own terms.
    ///   - declined: What a no says.
    ///   - language: The language of the sentences.
    public init(confirmingRemoval question: String, value: Value, hint: String, next: NextStep?, declined: String, language: Language) {
        self.question = question
        rows = []
        values = [value]
        howToName = hint
        self.next = next
        unlisted = 0
        kind = .confirmRemoval
        self.declined = declined
        self.language = language
    }

    /// What a number typed means: a candidate's number picks it; nothing typed chooses none; anything else is not
    /// an answer (``ChoiceAnswer/invalid(message:)`` says why), to be asked again.
    ///
    /// - Parameter text: What was typed.
    public func answer(_ text: String) -> ChoiceAnswer<Value> {
        guard let typed = Location.normalizedName(text) else { return .none(message: declined) }
        if typed.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(typed), values.indices.contains(number - 1) {
            return .chosen(values[number - 1])
        }
        return .invalid(message: Localizer(language: language)(PlaceText.chooseInvalid(Quoted(typed), count: values.count)))
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
