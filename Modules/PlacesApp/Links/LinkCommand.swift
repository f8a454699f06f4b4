import PlacesDomain
import PlacesPresentation

/// `link`: the link `open` would use, in the current style.
@MainActor
struct LinkCommand: Command {
    static let name = "link"
    static let argument = ArgumentShape.required
    static let completion = CompletionKind.locationNames

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "link N|NAME",
                summary: "print the link that open would use",
                usage: ["link N|NAME"],
                details: """
                Prints the link open would use, in the current style (see style and --link-style), without opening
                anything.
                """,
                examples: ["link 1", "places --link-style wmf link mumbai"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "link N|NAAM",
                summary: "toon de link die open zou gebruiken",
                usage: ["link N|NAAM"],
                details: """
                Toont de link die open zou gebruiken, in de huidige stijl (zie style en --link-style), zonder iets
                te openen.
                """,
                examples: ["link 1", "places --link-style wmf link mumbai"]
            )
        }
    }

    let list: ListAccess
    let lookup: PlaceLookupViewModel

    static func make(_ app: AppGraph) -> LinkCommand {
        LinkCommand(list: app.list, lookup: app.lookup)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        let place: Place
        switch await lookup.find(input.argument.words, accepting: .named, list: list, io) {
        case .place(let found): place = found
        case .none(let status): return CommandOutcome(status)
        }
        let link = list.locations.link(for: place.location(), number: place.number, style: input.globals.linkStyle)
        let status: ExitStatus
        switch (input.globals.json, link, place.origin) {
        case (true, _, .location(let number, let location)):
            JSONOutput.writeRows([(number, location, try? link.get())], to: io.console)
            status = (try? link.get()) == nil ? .failure : .success
        case (true, .success(let text), .gazetteer):
            io.console.line(JSONOutput.place(place, link: text))
            status = .success
        case (_, .success(let text), _):
            io.console.line(text)
            status = .success
        case (_, .failure(let unavailable), _):
            io.console.message(unavailable.sentence(io.localizer))
            status = .failure
        }
        return CommandOutcome(status, [.showedPlace(place)])
    }
}
