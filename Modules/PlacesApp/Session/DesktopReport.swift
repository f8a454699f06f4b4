import PlacesPresentation

/// Runs an `install-handler` or `uninstall-handler` change and says what it did, or why it could not.
@MainActor
enum DesktopReport {
    /// Runs `change` and prints `describe`'s sentence, or the failure on standard error.
    static func change(
        _ change: () throws(DesktopFailure) -> DesktopChange,
        in context: CommandContext,
        describe: (DesktopChange) -> String
    ) -> ExitStatus {
        let localizer = context.localizer
        do {
            context.console.line(describe(try change()))
            return .success
        } catch {
            switch error {
            case .noFolder:
                context.console.message(localizer(DesktopText.handlerUnavailable))
            case .cannotWrite(let path, let reason):
                context.console.message(localizer(DesktopText.handlerWriteFailed(path: path, reason: context.messages.systemReason(reason))))
            case .cannotRemove(let path, let reason):
                context.console.message(localizer(DesktopText.handlerRemoveFailed(path: path, reason: context.messages.systemReason(reason))))
            }
            return .failure
        }
    }
}
