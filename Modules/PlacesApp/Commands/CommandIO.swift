import PlacesPresentation

/// How a run talks to the person: the console (styled for this run), progress while waiting, the one chooser for
/// "which one?", and the line reader for forms.
@MainActor
struct CommandIO {
    /// Where output and messages go.
    let console: Console
    /// Shows that something is being waited for.
    let progress: ProgressIndicator
    /// Asks "which one?" — or, where nobody can answer, lists the candidates.
    let chooser: Chooser
    /// Reads a form's answers, line by line.
    let reader: LineReader

    /// The language of everything printed.
    var language: Language { chooser.language }
    /// Writes messages in ``language``.
    var localizer: Localizer { Localizer(language: language) }

    /// Explains a usage problem and returns ``CommandOutcome/usage``.
    func report(_ problem: UsageProblem, inSession: Bool) -> CommandOutcome {
        console.message(UsageMessages(language: language, inSession: inSession).text(for: problem))
        return .usage
    }
}
