import PlacesDomain
import PlacesPresentation

/// `undo`: brings back the location removed last in the session, with its number.
@MainActor
struct UndoCommand: Command {
    static let name = "undo"
    static let argument = ArgumentShape.none
    static let isSessionOnly = true

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "undo",
                summary: "bring back the location removed last, with its number",
                usage: ["undo"],
                details: """
                Brings back the location that remove deleted last in this session, with the number it had. Only \
                the last removal can be undone, once; it works in the interactive session.
                """,
                examples: ["undo"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "undo",
                summary: "zet de laatst verwijderde locatie terug, met haar nummer",
                usage: ["undo"],
                details: """
                Zet de locatie terug die remove in deze sessie het laatst heeft verwijderd, met het nummer dat ze \
                had. Alleen de laatste verwijdering kan worden teruggedraaid, één keer; het werkt in de \
                interactieve sessie.
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
        guard let removed = input.session.lastRemoved else {
            io.console.message(io.localizer(CommandHintText.nothingToUndo))
            return .failure
        }
        guard await list.catalog(io) != nil else { return .failure }
        switch await list.locations.undo(removed) {
        case .success(let restored):
            io.console.line(DisplayText.sanitized(restored.confirmation))
            return CommandOutcome(.success, [.broughtBack, .showedPlace(Place(number: restored.row.number, location: restored.row.location))])
        case .failure(let failure):
            io.console.message(failure.sentence(io.localizer))
            return .failure
        }
    }
}
