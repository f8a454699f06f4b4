/// Notices and failures of the user's own locations.
package enum StoreText: String, TextCatalog {
    case storeRecovered, storeUnavailable, storeNoFolder, storeInaccessible, storeNotFound, storeBusy, storeTooLarge, storeWaiting

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
        case .storeBusy:
            ("Another Places process has been changing {0} for {1} seconds. Nothing was changed; try again when it has finished.",
             "Een ander Places-proces is al {1} seconden bezig met {0}. Er is niets veranderd; probeer het opnieuw als het klaar is.")
        case .storeTooLarge:
            ("{0} would grow past {1} MB, the most Places reads, so nothing was changed.",
             "{0} zou groter worden dan {1} MB, het maximum dat Places leest, dus er is niets veranderd.")
        case .storeWaiting:
            ("Waiting for another Places process to finish changing your locations…",
             "Wachten tot een ander Places-proces klaar is met je locaties…")
        case .storeNotFound:
            ("That location is no longer saved; another Places window may have removed it.",
             "Die locatie is niet meer bewaard; een ander Places-venster heeft haar misschien verwijderd.")
        }
    }
}
