import PlacesPresentation

/// The one component that asks "which one?", for every command: it shows a ``Choice`` and reads the answer.
///
/// Only a person at a terminal is asked. Where input is a pipe or a file — a one-shot command, or a session fed by
/// a script — the candidates are listed with how to name one, and the line ends with status 2, so that following
/// lines are never read as answers. At the question, an empty line, the cancel word, Ctrl-C and the end of input
/// choose none.
@MainActor
struct Chooser {
    /// What became of the question.
    enum Outcome<Value: Sendable> {
        /// This one.
        case chosen(Value)
        /// None; the status to end with (2 when nobody could be asked, 1 when the person chose none).
        case none(ExitStatus)
    }

    let console: Console
    let reader: LineReader
    /// Whether a person can be asked: an interactive session on a terminal.
    let asks: Bool
    let language: Language

    /// Asks `choice`.
    func choose<Value: Sendable>(_ choice: Choice<Value>) async -> Outcome<Value> {
        console.message(choice.question)
        console.err.write(ChoiceTable(style: console.style, localizer: Localizer(language: language)).render(choice.rows))
        guard asks else {
            console.message(choice.hint)
            return .none(.usage)
        }
        if choice.unlisted > 0 { console.message(choice.hint) }
        while true {
            let input = await reader.read(choice.prompt)
            let text: String?
            switch input {
            case .line(let line): text = line
            case .end, .interrupted, .failed: text = nil
            }
            switch choice.reply(to: text) {
            case .chosen(let value):
                return .chosen(value)
            case .none(let message):
                console.message(message)
                return .none(.failure)
            case .invalid(let message):
                console.message(message)
            }
        }
    }
}
