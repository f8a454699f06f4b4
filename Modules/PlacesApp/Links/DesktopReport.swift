import PlacesPresentation
import PlacesSystem

/// Runs an `install-handler` or `uninstall-handler` change and says what it did, or why it could not.
@MainActor
enum DesktopReport {
    /// Runs `change` and prints `describe`'s sentence, or the failure on standard error.
    ///
    /// - Parameters:
    ///   - change: The change.
    ///   - installing: Whether it registers the handler (else it removes it), for the verb of a failure.
    ///   - io: Where to say it.
    ///   - describe: The sentence for what was done.
    static func change(
        _ change: () throws(DesktopFailure) -> DesktopChange,
        installing: Bool,
        _ io: CommandIO,
        describe: (DesktopChange) -> String
    ) -> ExitStatus {
        let localizer = io.localizer
        let messages = MessageFormatter(language: io.language)
        do {
            io.console.line(describe(try change()))
            return .success
        } catch {
            let problem = switch error {
            case .noFolder: localizer(DesktopText.handlerUnavailable)
            case .cannotRead(let path, let reason): localizer(DesktopText.fileUnreadable(path: path, reason: messages.systemReason(reason)))
            case .cannotWrite(let path, let reason): localizer(DesktopText.fileUnwritable(path: path, reason: messages.systemReason(reason)))
            case .cannotRemove(let path, let reason): localizer(DesktopText.fileUnremovable(path: path, reason: messages.systemReason(reason)))
            case .notOurEntry(let path): localizer(DesktopText.notOurEntry(path: path))
            case .unsafeExecutable(let path): localizer(DesktopText.unsafeExecutable(path: Quoted(locator: path)))
            }
            if error == .noFolder {
                io.console.message(problem)
            } else {
                io.console.message(localizer(installing ? DesktopText.installFailed(problem: problem) : DesktopText.uninstallFailed(problem: problem)))
            }
            return .failure
        }
    }
}
