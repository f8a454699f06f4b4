import PlacesPresentation

/// How a command ended, as the process exit status.
///
/// The one list of statuses and what each means: help's overview, the manual page (`help --man`) and README's table
/// say what ``meaning(_:)`` says (a test holds README's table to this list).
enum ExitStatus: Int32, Comparable, CaseIterable, Sendable {
    /// It did what was asked.
    case success = 0
    /// It could not: no such location, nothing could be loaded, opening failed, a link was rejected.
    case failure = 1
    /// It was asked wrongly: unknown command or option, a missing or malformed argument.
    case usage = 2
    /// Ctrl-C stopped a one-shot command: the process ends by SIGINT, which a shell reports as 128 + 2. In a session
    /// Ctrl-C cancels the line instead.
    case interrupted = 130

    static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }

    /// What the status means, in `language`.
    func meaning(_ language: Language) -> String {
        switch (self, language) {
        case (.success, .english): "success"
        case (.success, .dutch): "gelukt"
        case (.failure, .english): "the command failed or found nothing: nothing matched (search, where, find, a name), no such location, nothing could be loaded, opening failed, a link was rejected, Wikipedia could not answer"
        case (.failure, .dutch): "de opdracht is mislukt of vond niets: niets kwam overeen (search, where, find, een naam), geen locatie met dat nummer, niets kon worden geladen, openen mislukte, een link werd geweigerd, Wikipedia kon niet antwoorden"
        case (.usage, .english): "the command line was wrong: unknown command or option, a missing or malformed argument"
        case (.usage, .dutch): "de opdrachtregel klopt niet: onbekende opdracht of optie, een ontbrekend of onleesbaar argument"
        case (.interrupted, .english): "Ctrl-C stopped the command (a session cancels the line instead)"
        case (.interrupted, .dutch): "Ctrl-C heeft de opdracht gestopt (een sessie breekt alleen de regel af)"
        }
    }
}
