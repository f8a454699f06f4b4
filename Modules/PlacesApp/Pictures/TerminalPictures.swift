import PlacesSystem
import Synchronization

/// Whether this process's terminal draws pictures, and with which protocol: asked of the terminal itself the first
/// time a picture could be drawn (``TerminalGraphics``), once per run, and only when standard input and output are
/// both a terminal. Tests and pipes get ``none``, and so no question is ever written to them.
struct TerminalPictures: Sendable {
    /// The longest wait for a terminal that answers nothing at all, unless `PLACES_TERMINAL_WAIT` says another (a
    /// slow connection to a far terminal); one that answers the device attributes ends the wait at once.
    static let patience = Duration.seconds(2)

    /// The wait `PLACES_TERMINAL_WAIT` asks for, in seconds (0 to 600), or ``patience``.
    static func patience(environment: [String: String]) -> Duration {
        guard let seconds = environment["PLACES_TERMINAL_WAIT"].flatMap(Double.init), seconds.isFinite, seconds >= 0 else { return patience }
        return .milliseconds(Int(min(seconds, 600) * 1_000))
    }

    /// The protocol the terminal speaks; `nil` for none.
    let graphics: @Sendable () -> TerminalGraphics?

    /// No terminal, or none that draws: no question, no picture.
    static let none = TerminalPictures { nil }

    /// The process's own terminal: standard input and output must both be one, named by TERM and not a dumb one
    /// (what would make the question itself appear as text); what it can draw is then its own answer.
    static func live(environment: [String: String]) -> TerminalPictures {
        guard TerminalInfo.isTerminal(0), TerminalInfo.isTerminal(1), let kind = environment["TERM"], !kind.isEmpty, kind != "dumb"
        else { return .none }
        let answer = Mutex<TerminalGraphics??>(nil)
        let patience = patience(environment: environment)
        return TerminalPictures {
            answer.withLock { answer in
                if let known = answer { return known }
                let bytes = TerminalQuestion.ask(TerminalGraphics.question, within: patience, until: TerminalGraphics.isAnswered)
                let spoken = TerminalGraphics.spoken(in: bytes)
                answer = .some(spoken)
                return spoken
            }
        }
    }
}
