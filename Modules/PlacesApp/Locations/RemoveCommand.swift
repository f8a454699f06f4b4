import PlacesDomain
import PlacesPresentation

/// `remove`: deletes a location you added.
@MainActor
struct RemoveCommand: Command {
    static let name = "remove"
    static let argument = ArgumentShape.required
    static let completion = CompletionKind.locationNames

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "remove N|NAME",
                summary: "delete a location you added (undo brings it back)",
                usage: ["remove N|NAME"],
                details: """
                Deletes a location you added; locations from the feed cannot be removed. The others keep their \
                numbers, and the removed one's number is not given to another location. A name that is only part \
                of the location's name is confirmed first in a session on a terminal; elsewhere, give its number \
                or its whole name. undo brings the last removed location back with its number, in this run or a later \
                one; the last 50 removals are kept.
                """,
                examples: ["remove 5", "remove Kyoto"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "remove N|NAAM",
                summary: "verwijder een locatie die je hebt toegevoegd (undo zet hem terug)",
                usage: ["remove N|NAAM"],
                details: """
                Verwijdert een locatie die je hebt toegevoegd; locaties uit de feed kunnen niet worden verwijderd. \
                De andere houden hun nummer, en het nummer van de verwijderde wordt niet aan een andere locatie \
                gegeven. Een naam die maar een deel van de naam van de locatie is, wordt in een sessie op een \
                terminal eerst bevestigd; geef anders het nummer of de hele naam. undo zet de laatst \
                verwijderde locatie terug met haar nummer, in deze run of een latere; de laatste 50 verwijderingen \
                worden bewaard.
                """,
                examples: ["remove 5", "remove Kyoto"]
            )
        }
    }

    let list: ListAccess
    let lookup: PlaceLookupViewModel

    static func make(_ app: AppGraph) -> RemoveCommand {
        RemoveCommand(list: app.list, lookup: app.lookup)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        guard await list.catalog(io) != nil else { return .failure }
        let place: Place
        switch await lookup.find(input.argument.words.isEmpty ? [] : [input.text], accepting: .locations, list: list, io) {
        case .place(let found): place = found
        case .none(let status): return CommandOutcome(status)
        }
        guard let number = place.number else { return .failure }
        // A number or the whole name says which; part of a name might mean another location than the person thinks.
        if let question = list.locations.removalQuestion(typed: input.text, number: number) {
            switch await io.chooser.choose(question) {
            case .chosen: break
            case .none(let status): return CommandOutcome(status)
            }
        }
        switch await list.locations.remove(number: number) {
        case .success(let removed):
            let hint = removed.canUndo ? " " + io.localizer(CommandHintText.undoHint(inSession: input.inSession)) : ""
            io.console.line(DisplayText.sanitized(removed.confirmation + hint))
            if let note = removed.note { io.console.message(note) }
            return CommandOutcome(.success, [.showedPlace(place)])
        case .failure(let failure):
            io.console.message(failure.sentence(io.localizer))
            return CommandOutcome(.failure, [.showedPlace(place)])
        }
    }
}
