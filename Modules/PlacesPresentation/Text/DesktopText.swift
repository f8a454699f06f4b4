/// What `install-handler` and `uninstall-handler` did, or why they could not.
package enum DesktopText: Message {
    case installed(paths: [String], schemes: String)
    case alreadyInstalled(entry: String)
    case uninstalled(paths: [String])
    case notInstalled
    case handlerUnavailable
    case noDesktopSession
    case handlerWriteFailed(path: String, reason: String)
    case handlerRemoveFailed(path: String, reason: String)

    package var english: String {
        switch self {
        case .installed(let paths, let schemes):
            "wikipedia:// links now open in places. Wrote \(paths.joined(separator: ", ")) and set it as the default for \(schemes)."
        case .alreadyInstalled(let entry): "places already opens wikipedia:// links; nothing changed (\(entry))."
        case .uninstalled(let paths): "Removed \(paths.joined(separator: ", ")); wikipedia:// links no longer open in places."
        case .notInstalled: "places was not registered for wikipedia:// links; nothing changed."
        case .handlerUnavailable: "There is no folder for desktop entries. Set HOME or XDG_DATA_HOME."
        case .noDesktopSession:
            "There is no desktop session here (neither DISPLAY nor WAYLAND_DISPLAY is set), so xdg-open will not use the handler until there is one; meanwhile places handle-url LINK shows any link."
        case .handlerWriteFailed(let path, let reason): "Could not register the handler: \(path): \(reason)"
        case .handlerRemoveFailed(let path, let reason): "Could not remove \(path): \(reason)"
        }
    }

    package var dutch: String {
        switch self {
        case .installed(let paths, let schemes):
            "wikipedia://-links openen nu in places. \(paths.joined(separator: ", ")) is geschreven en ingesteld als standaard voor \(schemes)."
        case .alreadyInstalled(let entry): "places opent al wikipedia://-links; er is niets veranderd (\(entry))."
        case .uninstalled(let paths): "\(paths.joined(separator: ", ")) verwijderd; wikipedia://-links openen niet meer in places."
        case .notInstalled: "places was niet geregistreerd voor wikipedia://-links; er is niets veranderd."
        case .handlerUnavailable: "Er is geen map voor bureaubladitems. Stel HOME of XDG_DATA_HOME in."
        case .noDesktopSession:
            "Er is hier geen bureaubladsessie (DISPLAY en WAYLAND_DISPLAY zijn niet gezet), dus xdg-open gebruikt de handler pas als die er is; tot dan toont places handle-url LINK elke link."
        case .handlerWriteFailed(let path, let reason): "Kan de handler niet registreren: \(path): \(reason)"
        case .handlerRemoveFailed(let path, let reason): "Kan \(path) niet verwijderen: \(reason)"
        }
    }
}
