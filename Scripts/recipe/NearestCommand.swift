import PlacesDomain
import PlacesPresentation

/// `nearest`: the three locations of the list nearest a place.
///
/// The recipe's example command, kept out of `Modules/` so that `places` does not have it: `Scripts/check-recipe.sh`
/// adds it, as ARCHITECTURE.md's "Adding a command" says, to a copy of the checkout, and runs the tests there.
@MainActor
struct NearestCommand: Command {
    static let name = "nearest"
    static let argument = ArgumentShape.required
    static let completion = CompletionKind.locationsOrReferences

    /// How many locations it shows.
    static let count = 3

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "nearest PLACE",
                summary: "show the three locations nearest a place",
                usage: ["nearest N|NAME|@N|COORDINATES|LINK"],
                details: """
                Shows the three locations of the list nearest a place, nearest first, as list shows them. The place \
                is what nearby takes: a number or name from the list, a place of the built-in gazetteer, an article \
                of the last nearby, coordinates or a link. A location of the list is not its own neighbour.
                """,
                examples: ["nearest 1", "nearest paris, FR", "places nearest 48.8566 2.3522"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "nearest PLEK",
                summary: "toon de drie locaties die het dichtst bij een plek liggen",
                usage: ["nearest N|NAAM|@N|COÖRDINATEN|LINK"],
                details: """
                Toont de drie locaties uit de lijst die het dichtst bij een plek liggen, de dichtstbijzijnde eerst, \
                zoals list ze toont. De plek is wat nearby neemt: een nummer of naam uit de lijst, een plaats uit \
                het ingebouwde plaatsenregister, een artikel uit de laatste nearby, coördinaten of een link. Een \
                locatie uit de lijst is niet haar eigen buur.
                """,
                examples: ["nearest 1", "nearest paris, FR", "places nearest 48.8566 2.3522"]
            )
        }
    }

    let list: ListAccess
    let lookup: PlaceLookupViewModel

    static func make(_ app: AppGraph) -> NearestCommand {
        NearestCommand(list: app.list, lookup: app.lookup)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        let place: Place
        switch await lookup.find(input.argument.words, accepting: .all, list: list, io) {
        case .place(let found): place = found
        case .none(let status): return CommandOutcome(status)
        }
        guard let catalog = await list.catalog(io) else { return .failure }
        // One more than shown, so that the place itself, when it is a location of the list, can be left out.
        let numbers = catalog.nearest(to: place.coordinate, limit: Self.count + 1).map(\.number).filter { $0 != place.number }
        let rows = numbers.prefix(Self.count).compactMap { list.locations.row(number: $0) }
        io.console.out.write(LocationTable(style: io.console.style, localizer: io.localizer).render(rows))
        return CommandOutcome(.success, [.showedPlace(place)])
    }
}
