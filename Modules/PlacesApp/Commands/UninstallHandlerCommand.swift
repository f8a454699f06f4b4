import PlacesPresentation

/// `uninstall-handler`: removes exactly what `install-handler` added.
enum UninstallHandlerCommand: Command {
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

    @MainActor
    static func run(_ argument: CommandArgument, in context: CommandContext) async -> ExitStatus {
        DesktopReport.change(context.desktop.uninstall, in: context) { change in
            switch change {
            case .changed(let paths): context.localizer(DesktopText.uninstalled(paths: paths))
            case .unchanged: context.localizer(DesktopText.notInstalled)
            }
        }
    }
}
