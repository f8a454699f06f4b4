/// Notices and failures of the user's own locations.
package enum StoreText: Message {
    case storeRecovered(movedTo: String, carriedOver: Int)
    case storeUnavailable(reason: String)
    case storeNoFolder
    case storeInaccessible(path: String, reason: String)
    case storeNotFound
    case storeBusy(path: String, seconds: Int)
    case storeTooLarge(path: String, megabytes: Int)
    case storeWaiting

    package var english: String {
        switch self {
        case .storeRecovered(let movedTo, let carriedOver):
            "Your saved locations could not be read. The file was kept as \(movedTo), and \(carriedOver) locations were carried over."
        case .storeUnavailable(let reason): "Your own locations are not shown. \(reason)"
        case .storeNoFolder: "There is no folder to keep your locations in. Set HOME or XDG_DATA_HOME."
        case .storeInaccessible(let path, let reason): "Could not read or write your locations in \(path): \(reason)."
        case .storeBusy(let path, let seconds):
            "Another Places process has been changing \(path) for \(seconds) seconds. Nothing was changed; try again when it has finished."
        case .storeTooLarge(let path, let megabytes):
            "\(path) would grow past \(megabytes) MB, the most Places reads, so nothing was changed."
        case .storeWaiting: "Waiting for another Places process to finish changing your locations…"
        case .storeNotFound: "That location is no longer saved; another Places window may have removed it."
        }
    }

    package var dutch: String {
        switch self {
        case .storeRecovered(let movedTo, let carriedOver):
            "Je bewaarde locaties konden niet worden gelezen. Het bestand is bewaard als \(movedTo), en \(carriedOver) locaties zijn overgenomen."
        case .storeUnavailable(let reason): "Je eigen locaties worden niet getoond. \(reason)"
        case .storeNoFolder: "Er is geen map om je locaties in te bewaren. Stel HOME of XDG_DATA_HOME in."
        case .storeInaccessible(let path, let reason): "Kan je locaties in \(path) niet lezen of schrijven: \(reason)."
        case .storeBusy(let path, let seconds):
            "Een ander Places-proces is al \(seconds) seconden bezig met \(path). Er is niets veranderd; probeer het opnieuw als het klaar is."
        case .storeTooLarge(let path, let megabytes):
            "\(path) zou groter worden dan \(megabytes) MB, het maximum dat Places leest, dus er is niets veranderd."
        case .storeWaiting: "Wachten tot een ander Places-proces klaar is met je locaties…"
        case .storeNotFound: "Die locatie is niet meer bewaard; een ander Places-venster heeft haar misschien verwijderd."
        }
    }
}
