import PlacesPresentation

/// How the command line offers a ``NextStep``: the words added after Presentation's sentence, with the separator
/// that joins them to it.
enum CommandHintText: Message {
    case step(NextStep)

    var english: String {
        switch self {
        case .step(.findThenReference): ", or use find and an @ reference."
        case .step(.findArticleReference): ", or, for one of Wikipedia's articles, use find and its @ reference."
        case .step(.removeExactly(let number)): ": remove \(number)"
        }
    }

    var dutch: String {
        switch self {
        case .step(.findThenReference): ", of gebruik find en een @-verwijzing."
        case .step(.findArticleReference): ", of gebruik voor een Wikipedia-artikel find en de @-verwijzing ervan."
        case .step(.removeExactly(let number)): ": remove \(number)"
        }
    }
}

extension Localizer {
    /// `sentence` with the command line's words for `next` after it, if there is a next step.
    func sentence(_ sentence: String, then next: NextStep?) -> String {
        next.map { sentence + self(CommandHintText.step($0)) } ?? sentence
    }
}
