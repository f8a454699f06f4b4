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
    /// Shows a long text through a pager; false when there is none.
    let pager: @Sendable (String) async -> Bool
    /// `--quiet`: notices and notes are not said, but for the failures among notices.
    let quiet: Bool
    /// Which notices the last run said, for saying them again briefly.
    let noticeLog: NoticeLog?
    /// Whether a full-screen view may take over the terminal, and how.
    let fullScreen: FullScreenAccess

    /// Says what the person should know beside a result — unless `--quiet` — briefly when the last run said it. A
    /// notice that is a failure (the user's saved list lost) is said whole, and even under `--quiet`.
    func say(_ notices: [Notice]) {
        for notice in notices where !quiet || notice.isFailure {
            let said = notice.isFailure ? notice.message : noticeLog?.said(notice.key) == true ? notice.brief : notice.message
            console.message(localizer.sentence(said, then: notice.next))
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

    /// Prints `text` on standard output, through a pager when it is longer than the terminal a person reads it on.
    func page(_ text: String) async {
        let lines = text.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        if console.style.pages, let height = console.style.height, lines >= height, await pager(text + "\n") { return }
        console.line(text)
    }

    /// Explains a usage problem and returns ``CommandOutcome/usage``.
    func report(_ problem: UsageProblem, inSession: Bool) -> CommandOutcome {
        console.message(UsageMessages(language: language, inSession: inSession).text(for: problem))
        return .usage
    }
}
