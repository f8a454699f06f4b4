import PlacesPresentation
import PlacesSystem

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
    /// Where ``console`` writes to: results, paged when long, then what was said about them (``CommandOutput``).
    let output: CommandOutput
    /// `--quiet`: notices and notes are not said, but for the failures among notices.
    let quiet: Bool
    /// Which notices the last run said, for saying them again briefly.
    let noticeLog: NoticeLog?
    /// Whether a full-screen view may take over the terminal, and how.
    let fullScreen: FullScreenAccess

    /// Says what the person should know beside a result — unless `--quiet` — briefly when the last run said it. A
    /// notice that is a failure (the user's saved list lost) is said whole, and even under `--quiet`. Notices are
    /// said after the command's results, which they are about.
    func say(_ notices: [Notice]) {
        for notice in notices where !quiet || notice.isFailure {
            let said = notice.isFailure ? notice.message : noticeLog?.said(notice.key) == true ? notice.brief : notice.message
            output.sayAfterResults(localizer.sentence(said, then: notice.next))
        }
    }

    /// Says a note such as where a place came from, unless `--quiet`.
    func note(_ text: String?) {
        guard !quiet, let text else { return }
        console.message(text)
    }

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
