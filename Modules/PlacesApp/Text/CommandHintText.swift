import PlacesDomain
import PlacesPresentation

/// How the command line offers a ``NextStep``: the words added after Presentation's sentence, with the separator
/// that joins them to it.
enum CommandHintText: Message {
    case step(NextStep)
    /// After "Removed #5: Home.", when the removal was kept: the command as typed in a session or in a shell.
    case undoHint(inSession: Bool)
    case nothingToUndo
    case needsPlace(command: String)

    var english: String {
        switch self {
        case .step(.findThenReference): ", or use find and an @ reference."
        case .step(.findArticleReference): ", or, for one of Wikipedia's articles, use find and its @ reference."
        case .step(.removeExactly(let number)): ": remove \(number)"
        case .step(.otherLinkStyle): " Choose another style with --link-style."
        case .step(.exportAll): "; export --all writes the whole list."
        case .step(.chooseExportFormat): ": add --format geojson, gpx, kml or csv."
        case .step(.nameImportFormat): "; name its format with --format."
        case .step(.raiseLimit(let most)): "; --limit shows up to \(most)."
        case .step(.raiseLimitOrNarrow(nil)): "; --limit shows more, a country after a comma fewer."
        case .step(.raiseLimitOrNarrow(let most?)): " (--limit shows at most \(most)); a country after a comma narrows the list."
        case .step(.makeArticleList): ": run nearby or find first."
        case .step(.makeNewArticleList): "; run nearby to make a new list."
        case .step(.listNumbers): "; list shows them."
        case .step(.readArticle(let title)): " Try: article \(Quoted(title))"
        case .step(.readGeoLinks): "; nearby, map and add read geo: coordinates."
        case .step(.handleLink): "; handle-url shows what Places can of it."
        case .step(.namePlace): " Give Places one, as in: places nearby amsterdam"
        case .step(.setDataFolder): " Set HOME or XDG_DATA_HOME."
        case .step(.setStateFolder): " Set XDG_STATE_HOME or HOME."
        case .step(.writeWithoutLimit): "; export to standard output has no limit."
        case .undoHint(let inSession): "\(inSession ? "undo" : "places undo") brings it back, with its number."
        case .nothingToUndo: "Nothing to undo: undo brings back what remove deleted, the last removal first, up to \(UndoRemoval.kept) of them, in this run or a later one."
        case .needsPlace(let command):
            "\(command) needs a place: a number or a name from the list, an article as @N, coordinates, or a wikipedia://places link. For example: \(command) amsterdam"
        }
    }

    var dutch: String {
        switch self {
        case .step(.findThenReference): ", of gebruik find en een @-verwijzing."
        case .step(.findArticleReference): ", of gebruik voor een Wikipedia-artikel find en de @-verwijzing ervan."
        case .step(.removeExactly(let number)): ": remove \(number)"
        case .step(.otherLinkStyle): " Kies een andere stijl met --link-style."
        case .step(.exportAll): "; export --all schrijft de hele lijst."
        case .step(.chooseExportFormat): ": voeg --format geojson, gpx, kml of csv toe."
        case .step(.nameImportFormat): "; noem het formaat met --format."
        case .step(.raiseLimit(let most)): "; --limit toont er tot \(most)."
        case .step(.raiseLimitOrNarrow(nil)): "; --limit toont er meer, een land na een komma minder."
        case .step(.raiseLimitOrNarrow(let most?)): " (--limit toont er hoogstens \(most)); een land na een komma maakt de lijst korter."
        case .step(.makeArticleList): ": gebruik eerst nearby of find."
        case .step(.makeNewArticleList): "; gebruik nearby om een nieuwe lijst te maken."
        case .step(.listNumbers): "; list toont ze."
        case .step(.readArticle(let title)): " Probeer: article \(Quoted(title))"
        case .step(.readGeoLinks): "; nearby, map en add lezen geo:-coördinaten."
        case .step(.handleLink): "; handle-url toont wat Places ervan kan tonen."
        case .step(.namePlace): " Geef Places er een, zoals in: places nearby amsterdam"
        case .step(.setDataFolder): " Stel HOME of XDG_DATA_HOME in."
        case .step(.setStateFolder): " Stel XDG_STATE_HOME of HOME in."
        case .step(.writeWithoutLimit): "; export naar de standaarduitvoer heeft geen grens."
        case .undoHint(let inSession): "\(inSession ? "undo" : "places undo") zet hem terug, met zijn nummer."
        case .nothingToUndo: "Niets om terug te zetten: undo zet terug wat remove heeft verwijderd, de laatste verwijdering eerst, tot \(UndoRemoval.kept) ervan, in deze run of een latere."
        case .needsPlace(let command):
            "\(command) heeft een plek nodig: een nummer of naam uit de lijst, een artikel als @N, coördinaten, of een wikipedia://places-link. Bijvoorbeeld: \(command) amsterdam"
        }
    }
}

extension Localizer {
    /// `sentence` with the command line's words for `next` after it, if there is a next step.
    func sentence(_ sentence: String, then next: NextStep?) -> String {
        next.map { sentence + self(CommandHintText.step($0)) } ?? sentence
    }
}

extension ActionFailure {
    /// The failure's sentence with the command line's words for what can be done instead.
    func sentence(_ localizer: Localizer) -> String {
        localizer.sentence(message, then: next)
    }
}
