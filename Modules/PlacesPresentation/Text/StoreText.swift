/// Notices and failures of the user's own locations.
package enum StoreText: String, TextCatalog {
    case storeRecovered, storeUnavailable, storeNoFolder, storeInaccessible, storeNotFound

    package func template(_ language: Language) -> String {
        let (english, dutch) = texts
        return language == .english ? english : dutch
    }

    private var texts: (String, String) {
        switch self {
        case .storeRecovered:
            ("Your saved locations could not be read. The file was kept as {0}, and {1} locations were carried over.",
             "Je bewaarde locaties konden niet worden gelezen. Het bestand is bewaard als {0}, en {1} locaties zijn overgenomen.")
        case .storeUnavailable: ("Your own locations are not shown. {0}", "Je eigen locaties worden niet getoond. {0}")
        case .storeNoFolder:
            ("There is no folder to keep your locations in. Set HOME or XDG_DATA_HOME.",
             "Er is geen map om je locaties in te bewaren. Stel HOME of XDG_DATA_HOME in.")
        case .storeInaccessible:
            ("Could not read or write your locations in {0}: {1}.",
             "Kan je locaties in {0} niet lezen of schrijven: {1}.")
        case .storeNotFound:
            ("That location is no longer saved; another Places window may have removed it.",
             "Die locatie is niet meer bewaard; een ander Places-venster heeft haar misschien verwijderd.")
        }
    }
}
