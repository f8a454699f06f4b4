import PlacesPresentation

/// What `install-handler` and `uninstall-handler` did, or why they could not.
enum DesktopText: Message {
    case installed(paths: [String], schemes: String)
    case alreadyInstalled(entry: String)
    case uninstalled(removed: [String], restored: [String], edited: [String])
    case notInstalled
    case handlerUnavailable
    case noDesktopSession
    case installFailed(problem: String)
    case uninstallFailed(problem: String)
    case fileUnreadable(path: String, reason: String)
    case fileUnwritable(path: String, reason: String)
    case fileUnremovable(path: String, reason: String)
    case notOurEntry(path: String)
    case unsafeExecutable(path: Quoted)

    var english: String {
        switch self {
        case .installed(let paths, let schemes):
            "wikipedia:// links now open in places. Wrote \(paths.joined(separator: ", ")) and set it as the default for \(schemes)."
        case .alreadyInstalled(let entry): "places already opens wikipedia:// links; nothing changed (\(entry))."
        case .uninstalled(let removed, let restored, let edited):
            ([removed.isEmpty ? nil : "Removed \(removed.joined(separator: ", ")).",
              restored.isEmpty ? nil : "Put \(restored.joined(separator: ", ")) back as it was before install-handler.",
              edited.isEmpty ? nil : "Took places' entries out of \(edited.joined(separator: ", ")).",
              "wikipedia:// links no longer open in places."] as [String?]).compactMap { $0 }.joined(separator: " ")
        case .notInstalled: "places was not registered for wikipedia:// links; nothing changed."
        case .handlerUnavailable: "There is no folder for desktop entries. Set HOME or XDG_DATA_HOME."
        case .noDesktopSession:
            "There is no desktop session here (neither DISPLAY nor WAYLAND_DISPLAY is set), so xdg-open will not use the handler until there is one; meanwhile places handle-url LINK shows any link."
        case .installFailed(let problem): "Could not register the handler: \(problem)"
        case .uninstallFailed(let problem): "Could not remove the handler: \(problem)"
        case .fileUnreadable(let path, let reason): "could not read \(path): \(reason)."
        case .fileUnwritable(let path, let reason): "could not write \(path): \(reason)."
        case .fileUnremovable(let path, let reason): "could not remove \(path): \(reason)."
        case .notOurEntry(let path):
            "\(path) is a desktop entry places did not write, so it was left as it is and nothing changed. Move it aside, then run install-handler again."
        case .unsafeExecutable(let path):
            "the path of places, \(path), holds a control character (a line break, say), which a desktop entry cannot hold; nothing was written. Move places to a folder whose path has none, then run install-handler again."
        }
    }

    var dutch: String {
        switch self {
        case .installed(let paths, let schemes):
            "wikipedia://-links openen nu in places. \(paths.joined(separator: ", ")) is geschreven en ingesteld als standaard voor \(schemes)."
        case .alreadyInstalled(let entry): "places opent al wikipedia://-links; er is niets veranderd (\(entry))."
        case .uninstalled(let removed, let restored, let edited):
            ([removed.isEmpty ? nil : "\(removed.joined(separator: ", ")) verwijderd.",
              restored.isEmpty ? nil : "\(restored.joined(separator: ", ")) teruggezet zoals het was vóór install-handler.",
              edited.isEmpty ? nil : "De items van places uit \(edited.joined(separator: ", ")) gehaald.",
              "wikipedia://-links openen niet meer in places."] as [String?]).compactMap { $0 }.joined(separator: " ")
        case .notInstalled: "places was niet geregistreerd voor wikipedia://-links; er is niets veranderd."
        case .handlerUnavailable: "Er is geen map voor bureaubladitems. Stel HOME of XDG_DATA_HOME in."
        case .noDesktopSession:
            "Er is hier geen bureaubladsessie (DISPLAY en WAYLAND_DISPLAY zijn niet gezet), dus xdg-open gebruikt de handler pas als die er is; tot dan toont places handle-url LINK elke link."
        case .installFailed(let problem): "Kan de handler niet registreren: \(problem)"
        case .uninstallFailed(let problem): "Kan de handler niet verwijderen: \(problem)"
        case .fileUnreadable(let path, let reason): "kan \(path) niet lezen: \(reason)."
        case .fileUnwritable(let path, let reason): "kan \(path) niet schrijven: \(reason)."
        case .fileUnremovable(let path, let reason): "kan \(path) niet verwijderen: \(reason)."
        case .notOurEntry(let path):
            "\(path) is een bureaubladitem dat places niet heeft geschreven, dus het is gelaten zoals het is en er is niets veranderd. Zet het opzij en voer install-handler dan opnieuw uit."
        case .unsafeExecutable(let path):
            "het pad van places, \(path), bevat een stuurteken (een regeleinde bijvoorbeeld), dat een bureaubladitem niet kan bevatten; er is niets geschreven. Zet places in een map waarvan het pad er geen heeft en voer install-handler dan opnieuw uit."
        }
    }
}
