import PlacesPresentation
import PlacesSystem

/// Whether this process may take over its terminal for a full-screen view, decided once from the environment, and
/// how to take it over.
struct FullScreenAccess: Sendable {
    /// Why there can be no full-screen view here; `nil` when there can be one.
    let refusal: ExplorerScreenText.NoTerminal?
    /// Takes over the terminal; `nil` when that fails after all (its modes cannot be read).
    let open: @Sendable () -> FullScreenTerminal?

    /// No terminal: what tests and pipes get.
    static let none = FullScreenAccess(refusal: .notATerminal) { nil }

    /// The process's own terminal: standard input and output must both be one, named by TERM, and not a dumb one.
    static func live(environment: [String: String]) -> FullScreenAccess {
        guard TerminalInfo.isTerminal(0), TerminalInfo.isTerminal(1) else { return .none }
        // Without TERM nothing says the terminal understands the sequences the view writes (less warns; a view
        // would fill the screen with them).
        guard let kind = environment["TERM"], !kind.isEmpty else { return FullScreenAccess(refusal: .unnamed) { nil } }
        guard kind != "dumb" else { return FullScreenAccess(refusal: .dumb) { nil } }
        return FullScreenAccess(refusal: nil) { FullScreenTerminal() }
    }
}
