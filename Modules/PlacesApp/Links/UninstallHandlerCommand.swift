import PlacesPresentation
import PlacesSystem

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
                Removes exactly what install-handler added: its desktop entry, and its defaults in mimeapps.list,
                which is put back byte for byte when nothing else changed it since. Running it again changes nothing.
                """,
                examples: ["uninstall-handler"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "uninstall-handler",
                summary: "maak install-handler ongedaan",
                usage: ["uninstall-handler"],
                details: """
                Verwijdert precies wat install-handler heeft toegevoegd: het bureaubladitem en de standaarden in
                mimeapps.list, dat byte voor byte wordt teruggezet als niets anders het sindsdien veranderde. Nog een
                keer uitvoeren verandert niets.
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
        CommandOutcome(DesktopReport.change(desktop.uninstall, installing: false, io) { change in
            switch change {
            case .changed(let files):
                io.localizer(DesktopText.uninstalled(
                    removed: files.filter { $0.action == .removed }.map(\.path),
                    restored: files.filter { $0.action == .restored }.map(\.path),
                    edited: files.filter { $0.action == .edited }.map(\.path)
                ))
            case .unchanged: io.localizer(DesktopText.notInstalled)
            }
        })
    }
}
