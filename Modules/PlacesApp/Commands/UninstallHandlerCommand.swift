import PlacesPresentation

/// `uninstall-handler`: removes exactly what `install-handler` added.
@MainActor
struct UninstallHandlerCommand: Command {
    static let name = "uninstall-handler"
    static let argument = ArgumentShape.none

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "uninstall-handler",
                summary: "undo install-handler",
                usage: ["uninstall-handler"],
                details: """
                Removes exactly what install-handler added. Running it again changes nothing.
                """,
                examples: ["uninstall-handler"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "uninstall-handler",
                summary: "maak install-handler ongedaan",
                usage: ["uninstall-handler"],
                details: """
                Verwijdert precies wat install-handler heeft toegevoegd. Nog een keer uitvoeren verandert niets.
                """,
                examples: ["uninstall-handler"]
            )
        }
    }

    let desktop: DesktopIntegration

    static func make(_ app: AppGraph) -> UninstallHandlerCommand {
        UninstallHandlerCommand(desktop: app.desktop)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        CommandOutcome(DesktopReport.change(desktop.uninstall, io) { change in
            switch change {
            case .changed(let paths): io.localizer(DesktopText.uninstalled(paths: paths))
            case .unchanged: io.localizer(DesktopText.notInstalled)
            }
        })
    }
}
