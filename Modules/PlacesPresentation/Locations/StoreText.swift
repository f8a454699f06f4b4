/// Notices and failures of the user's own locations.
package enum StoreText: Message {
    case storeRecovered(movedTo: String, carriedOver: Int, reason: String)
    case storeStillMissing(movedTo: String, reason: String)
    case damageTooLarge(megabytes: Int)
    case damageInvalidJSON(line: Int, column: Int)
    case damageNotAList
    case damageInvalidEntries(count: Int, firstLine: Int)
    case storeUnavailable(reason: String)
    case storeNoFolder
    case storeInaccessible(path: String, reason: String)
    case storeNotFound
    case storeBusy(path: String, seconds: Int)
    case storeTooLarge(path: String, megabytes: Int)
    case storeWaiting
    case storeAlreadyListed(number: Int)
    case historyRecovered(movedTo: String, carriedOver: Int, reason: String)
    case historyFailed(path: String, reason: String)
    case historyNoFolder
    case historyBusy(path: String, seconds: Int)
    case notUndoable(reason: String)

    package var english: String {
        switch self {
        case .storeRecovered(let movedTo, let carriedOver, let reason):
            "Your saved locations could not be read: \(reason). The file was kept as \(movedTo); "
                + (carriedOver == 0 ? "none of them could be carried over."
                    : carriedOver == 1 ? "1 location was carried over." : "\(carriedOver) locations were carried over.")
        case .storeStillMissing(let movedTo, let reason):
            "Your saved locations are still missing: they could not be read (\(reason)), and the file was kept as \(movedTo). "
                + "Mend it and put it back, or delete it to start afresh."
        case .damageTooLarge(let megabytes): "it is larger than \(megabytes) MB, the most Places reads"
        case .damageInvalidJSON(let line, let column): "it is not valid JSON at line \(line), column \(column)"
        case .damageNotAList: "it is JSON but holds no list of locations"
        case .damageInvalidEntries(let count, let firstLine):
            "\(count == 1 ? "1 entry is" : "\(count) entries are") not a location, the first on line \(firstLine)"
        case .storeUnavailable(let reason): "Your own locations are not shown. \(reason)"
        case .storeNoFolder: "There is no folder to keep your locations in."
        case .storeInaccessible(let path, let reason): "Could not read or write your locations in \(path): \(reason)."
        case .storeBusy(let path, let seconds):
            "Another Places process has been changing \(path) for \(seconds) seconds. Nothing was changed; try again when it has finished."
        case .storeTooLarge(let path, let megabytes):
            "\(path) would grow past \(megabytes) MB, the most Places reads, so nothing was changed."
        case .storeWaiting: "Waiting for another Places process to finish changing your locations…"
        case .storeNotFound: "That location is no longer saved; another Places window may have removed it."
        case .storeAlreadyListed(let number): "The list already has this place as #\(number). Nothing was added."
        case .historyRecovered(let movedTo, let carriedOver, let reason):
            "The history of removed locations could not be read: \(reason). It was kept as \(movedTo); "
                + (carriedOver == 0 ? "no removal could be carried over, so those cannot be undone."
                    : carriedOver == 1 ? "1 removal was carried over." : "\(carriedOver) removals were carried over.")
                + " Your list itself is untouched."
        case .historyFailed(let path, let reason): "The history of removed locations in \(path) could not be read or written: \(reason)."
        case .historyNoFolder: "There is no folder to keep the history of removed locations in."
        case .historyBusy(let path, let seconds):
            "Another Places process has been changing \(path) for \(seconds) seconds."
        case .notUndoable(let reason): "It cannot be undone: \(reason)"
        }
    }

    package var dutch: String {
        switch self {
        case .storeRecovered(let movedTo, let carriedOver, let reason):
            "Je bewaarde locaties konden niet worden gelezen: \(reason). Het bestand is bewaard als \(movedTo); "
                + (carriedOver == 0 ? "er kon geen enkele worden overgenomen."
                    : carriedOver == 1 ? "1 locatie is overgenomen." : "\(carriedOver) locaties zijn overgenomen.")
        case .storeStillMissing(let movedTo, let reason):
            "Je bewaarde locaties ontbreken nog: ze konden niet worden gelezen (\(reason)), en het bestand is bewaard als \(movedTo). "
                + "Herstel het en zet het terug, of verwijder het om opnieuw te beginnen."
        case .damageTooLarge(let megabytes): "het is groter dan \(megabytes) MB, het maximum dat Places leest"
        case .damageInvalidJSON(let line, let column): "het is geen geldige JSON op regel \(line), kolom \(column)"
        case .damageNotAList: "het is JSON maar bevat geen lijst van locaties"
        case .damageInvalidEntries(let count, let firstLine):
            "\(count == 1 ? "1 item is" : "\(count) items zijn") geen locatie, het eerste op regel \(firstLine)"
        case .storeUnavailable(let reason): "Je eigen locaties worden niet getoond. \(reason)"
        case .storeNoFolder: "Er is geen map om je locaties in te bewaren."
        case .storeInaccessible(let path, let reason): "Kan je locaties in \(path) niet lezen of schrijven: \(reason)."
        case .storeBusy(let path, let seconds):
            "Een ander Places-proces is al \(seconds) seconden bezig met \(path). Er is niets veranderd; probeer het opnieuw als het klaar is."
        case .storeTooLarge(let path, let megabytes):
            "\(path) zou groter worden dan \(megabytes) MB, het maximum dat Places leest, dus er is niets veranderd."
        case .storeWaiting: "Wachten tot een ander Places-proces klaar is met je locaties…"
        case .storeNotFound: "Die locatie is niet meer bewaard; een ander Places-venster heeft haar misschien verwijderd."
        case .storeAlreadyListed(let number): "De lijst heeft deze plek al als #\(number). Er is niets toegevoegd."
        case .historyRecovered(let movedTo, let carriedOver, let reason):
            "De geschiedenis van verwijderde locaties kon niet worden gelezen: \(reason). Ze is bewaard als \(movedTo); "
                + (carriedOver == 0 ? "er kon geen verwijdering worden overgenomen, dus die kunnen niet worden teruggedraaid."
                    : carriedOver == 1 ? "1 verwijdering is overgenomen." : "\(carriedOver) verwijderingen zijn overgenomen.")
                + " Je lijst zelf is onaangeroerd."
        case .historyFailed(let path, let reason): "De geschiedenis van verwijderde locaties in \(path) kan niet worden gelezen of geschreven: \(reason)."
        case .historyNoFolder: "Er is geen map om de geschiedenis van verwijderde locaties in te bewaren."
        case .historyBusy(let path, let seconds):
            "Een ander Places-proces is al \(seconds) seconden bezig met \(path)."
        case .notUndoable(let reason): "Dit kan niet worden teruggedraaid: \(reason)"
        }
    }
}
