/// How progress is shown: nothing (standard error is not a terminal), one sentence (plain mode, for screen
/// readers), or a spinner.
enum ProgressMode: Sendable {
    case silent, announce, spinner
}
