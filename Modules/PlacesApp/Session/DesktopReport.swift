import PlacesPresentation

/// Runs an `install-handler` or `uninstall-handler` change and says what it did, or why it could not.
@MainActor
enum DesktopReport {
    /// Runs `change` and prints `describe`'s sentence, or the failure on standard error.
    static func change(
        _ change: () throws(DesktopFailure) -> DesktopChange,
        _ io: CommandIO,
        describe: (DesktopChange) -> String
    ) -> ExitStatus {
        let localizer = io.localizer
        let messages = MessageFormatter(language: io.language)
        do {
            io.console.line(describe(try change()))
            return .success
        } catch {
            switch error {
            case .noFolder:
                io.console.message(localizer(DesktopText.handlerUnavailable))
            case .cannotWrite(let path, let reason):
                io.console.message(localizer(DesktopText.handlerWriteFailed(path: path, reason: messages.systemReason(reason))))
            case .cannotRemove(let path, let reason):
                io.console.message(localizer(DesktopText.handlerRemoveFailed(path: path, reason: messages.systemReason(reason))))
            }
            return .failure
        }
    }
}
