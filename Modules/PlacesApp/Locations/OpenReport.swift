import PlacesDomain
import PlacesPresentation

/// What `open` and the explorer say once a link was handed to the system: `open`'s words, shared.
@MainActor
enum OpenReport {
    /// Says what became of opening, and the web address when no app opened it.
    static func say(_ outcome: OpenOutcome, _ io: CommandIO) -> ExitStatus {
        switch outcome {
        case .opened(_, let message):
            io.console.line(DisplayText.sanitized(message))
            return .success
        case .noHandler(_, let webFallback, let message), .failed(_, let webFallback, let message):
            io.console.message(message)
            io.console.line(webFallback)
            return .failure
        case .noLink(let message, let next):
            io.console.message(io.localizer.sentence(message, then: next))
            return .failure
        }
    }
}
