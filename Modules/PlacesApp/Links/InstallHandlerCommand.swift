import PlacesPresentation
import PlacesSystem

/// `install-handler`: makes `wikipedia://` links open in `places handle-url`.
@MainActor
struct InstallHandlerCommand: Command {
    static let name = "install-handler"
    static let argument = ArgumentShape.none

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "install-handler",
                summary: "make wikipedia:// links open in places",
                usage: ["install-handler"],
                details: """
                Registers places for wikipedia:// and wikipedia-official:// links in your XDG folders (a desktop
                entry in ~/.local/share/applications and a default in mimeapps.list), so that such links open in
                places handle-url. A places-handler.desktop that places did not write is left as it is, and nothing
                is changed. Running it again changes nothing.
                """,
                examples: ["install-handler"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "install-handler",
                summary: "laat wikipedia://-links in places openen",
                usage: ["install-handler"],
                details: """
                Registreert places voor wikipedia://- en wikipedia-official://-links in je XDG-mappen (een
                bureaubladitem in ~/.local/share/applications en een standaard in mimeapps.list), zodat zulke links
                in places handle-url openen. Een places-handler.desktop dat places niet heeft geschreven, blijft zoals
                het is, en er verandert niets. Nog een keer uitvoeren verandert niets.
                """,
                examples: ["install-handler"]
            )
        }
    }

    let desktop: DesktopIntegration

    static func make(_ app: AppGraph) -> InstallHandlerCommand {
        InstallHandlerCommand(desktop: app.desktop)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        let desktop = self.desktop
        let status = DesktopReport.change(desktop.install, installing: true, io) { change in
            switch change {
            case .changed(let files):
                let paths = files.map(\.path)
                let schemes = DesktopIntegration.mimeTypes.joined(separator: ", ")
                return io.localizer(DesktopText.installed(paths: paths, schemes: schemes))
            case .unchanged:
                let entry = (desktop.applicationsDirectory ?? "") + "/" + DesktopIntegration.desktopID
                return io.localizer(DesktopText.alreadyInstalled(entry: entry))
            }
        }
        if status == .success, !desktop.hasDesktopSession { io.console.message(io.localizer(DesktopText.noDesktopSession)) }
        return CommandOutcome(status)
    }
}
