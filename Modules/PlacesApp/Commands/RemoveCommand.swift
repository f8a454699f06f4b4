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
                summary: "delete a location you added",
                usage: ["remove N|NAME"],
                details: """
                Deletes a location you added. Locations from the feed cannot be removed.
                """,
                examples: ["remove 5", "remove Kyoto"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "remove N|NAAM",
                summary: "verwijder een locatie die je hebt toegevoegd",
                usage: ["remove N|NAAM"],
                details: """
                Verwijdert een locatie die je hebt toegevoegd. Locaties uit de feed kunnen niet worden verwijderd.
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
        switch await list.locations.remove(number: number) {
        case .success(let message):
            io.console.line(DisplayText.sanitized(message))
            return CommandOutcome(.success, [.showedPlace(place)])
        case .failure(let failure):
            io.console.message(failure.message)
            return CommandOutcome(.failure, [.showedPlace(place)])
        }
    }
}
