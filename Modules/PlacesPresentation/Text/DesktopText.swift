/// What `install-handler` and `uninstall-handler` did, or why they could not.
package enum DesktopText: String, TextCatalog {
    case installed, alreadyInstalled, uninstalled, notInstalled, handlerUnavailable, handlerWriteFailed
    case handlerRemoveFailed

    package func template(_ language: Language) -> String {
        let (english, dutch) = texts
        return language == .english ? english : dutch
    }

    private var texts: (String, String) {
        switch self {
        case .installed:
            ("wikipedia:// links now open in places. Wrote {0} and set it as the default for {1}.",
             "wikipedia://-links openen nu in places. {0} is geschreven en ingesteld als standaard voor {1}.")
        case .alreadyInstalled:
            ("places already opens wikipedia:// links; nothing changed ({0}).",
             "places opent al wikipedia://-links; er is niets veranderd ({0}).")
        case .uninstalled: ("Removed {0}; wikipedia:// links no longer open in places.", "{0} verwijderd; wikipedia://-links openen niet meer in places.")
        case .notInstalled: ("places was not registered for wikipedia:// links; nothing changed.", "places was niet geregistreerd voor wikipedia://-links; er is niets veranderd.")
        case .handlerUnavailable:
            ("There is no folder for desktop entries. Set HOME or XDG_DATA_HOME.",
             "Er is geen map voor bureaubladitems. Stel HOME of XDG_DATA_HOME in.")
        case .handlerWriteFailed: ("Could not register the handler: {0}: {1}", "Kan de handler niet registreren: {0}: {1}")
        case .handlerRemoveFailed: ("Could not remove {0}: {1}", "Kan {0} niet verwijderen: {1}")
        }
    }
}
