import PlacesDomain
import PlacesPresentation

/// `undo`: brings back the location removed last, with its number; again for the one before, in this run or a later one.
@MainActor
struct UndoCommand: Command {
    static let name = "undo"
    static let argument = ArgumentShape.none

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "undo",
                summary: "bring back the location removed last, with its number",
                usage: ["undo"],
                details: """
                Brings back the location that remove deleted last, with the number it had; undo again brings back \
                the one removed before it. The last \(UndoRemoval.kept) removals are kept in your data folder, so \
                undo works in a later run and in a one-shot command (places undo) as in a session. When the feed \
                has grown over the number meanwhile, the location gets the next free number, and undo says which.
                """,
                examples: ["undo"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "undo",
                summary: "zet de laatst verwijderde locatie terug, met haar nummer",
                usage: ["undo"],
                details: """
                Zet de locatie terug die remove het laatst heeft verwijderd, met het nummer dat ze had; nog eens \
                undo zet de locatie terug die daarvoor is verwijderd. De laatste \(UndoRemoval.kept) verwijderingen \
                worden in je gegevensmap bewaard, dus undo werkt ook in een latere run en als losse opdracht \
                (places undo), net als in een sessie. Is de feed intussen over het nummer heen gegroeid, dan krijgt \
                de locatie het volgende vrije nummer, en undo zegt welk.
                """,
                examples: ["undo"]
            )
        }
    }

    let list: ListAccess

    static func make(_ app: AppGraph) -> UndoCommand {
        UndoCommand(list: app.list)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        guard await list.catalog(io) != nil else { return .failure }
        switch await list.locations.undo() {
        case .success(let undone):
            if let note = undone.note { io.console.message(note) }
            guard let restored = undone.restored else {
                io.console.message(io.localizer(CommandHintText.nothingToUndo))
                return .failure
            }
            io.console.line(DisplayText.sanitized(restored.confirmation))
            return CommandOutcome(.success, [.showedPlace(Place(number: restored.row.number, location: restored.row.location))])
        case .failure(let failure):
            io.console.message(failure.sentence(io.localizer))
            return .failure
        }
    }
}
