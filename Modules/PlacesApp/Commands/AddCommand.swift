import PlacesDomain
import PlacesPresentation

/// `add`: saves a location of your own, from one line or through a form.
enum AddCommand: Command {
    static let name = "add"
    static let argument = ArgumentShape.optional

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "add [NAME] COORDS",
                summary: "save a location of your own (add alone asks step by step)",
                usage: ["add [NAME] COORDINATES", "add"],
                details: """
                Saves a location of your own. It is listed after the feed's locations, keeps its number and is
                there the next time. The name is whatever comes before the coordinates; leave it out for an unnamed
                location. Coordinates may be written as 52.35 4.83, 52.35, 4.83, 52,35 4,83, 52.35N 4.83E,
                52°21'17"N 4°50'02"E, 52 21 17 N 4 50 2 E or geo:52.35,4.83. When a word could belong to the name
                or to the coordinates, add refuses to guess: put the name in quotes ("Q 52.35" 4.83 4.83). "add"
                alone asks for the name, latitude and longitude one at a time; type cancel to stop.
                """,
                examples: ["add New York 40.7128 -74.0060", "add 52°21'17\"N 4°50'02\"E", "add \"Q 52.35\" 4.83 4.83", "add"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "add [NAAM] COÖRD",
                summary: "bewaar een eigen locatie (add zonder meer vraagt het stap voor stap)",
                usage: ["add [NAAM] COÖRDINATEN", "add"],
                details: """
                Bewaart een eigen locatie. Ze staat na de locaties uit de feed, houdt haar nummer en is er de
                volgende keer nog. De naam is alles wat voor de coördinaten staat; laat hem weg voor een naamloze
                locatie. Coördinaten mogen zo geschreven worden: 52.35 4.83, 52.35, 4.83, 52,35 4,83, 52.35N 4.83E,
                52°21'17"N 4°50'02"E, 52 21 17 N 4 50 2 E of geo:52.35,4.83. Als een woord bij de naam of bij de
                coördinaten kan horen, gokt add niet: zet de naam tussen aanhalingstekens ("Q 52.35" 4.83 4.83).
                "add" zonder meer vraagt naam, breedtegraad en lengtegraad één voor één; typ annuleer om te stoppen.
                """,
                examples: ["add New York 40.7128 -74.0060", "add 52°21'17\"N 4°50'02\"E", "add \"Q 52.35\" 4.83 4.83", "add"]
            )
        }
    }

    @MainActor
    static func run(_ argument: CommandArgument, in context: CommandContext) async -> ExitStatus {
        guard argument.text != nil else { return await AddForm(context: context).run() }
        let location: Location
        switch context.list.location(fromAddWords: argument.words) {
        case .success(let parsed):
            location = parsed
        case .failure(let failure):
            context.console.message(failure.message)
            return .usage
        }
        guard await context.ensureLoaded() else { return .failure }
        return context.reportAdding(await context.list.add(location))
    }
}
