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
                synopsis: "add [NAME] [COORDS]",
                summary: "save a location of your own (add alone asks step by step)",
                usage: ["add [NAME] COORDINATES", "add NAME", "add"],
                details: """
                Saves a location of your own. It is listed after the feed's locations, keeps its number and is
                there the next time. The name is whatever comes before the coordinates; leave it out for an unnamed
                location. Coordinates may be written as 52.35 4.83, 52.35, 4.83, 52,35 4,83, 52.35N 4.83E,
                52°21'17"N 4°50'02"E, 52 21 17 N 4 50 2 E or geo:52.35,4.83. When a word could belong to the name
                or to the coordinates, add refuses to guess: put the name in quotes ("Q 52.35" 4.83 4.83). A name
                alone, with no coordinates, is looked up in the built-in gazetteer (add Kyoto); between namesakes
                a session asks which, and a one-shot command lists them (add "Springfield, Illinois" picks one).
                "add" alone asks for the name, latitude and longitude one at a time; type cancel to stop. Without a
                name it offers where the place is as one.
                """,
                examples: ["add New York 40.7128 -74.0060", "add Kyoto", "add 52°21'17\"N 4°50'02\"E", "add \"Q 52.35\" 4.83 4.83", "add"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "add [NAAM] [COÖRD]",
                summary: "bewaar een eigen locatie (add zonder meer vraagt het stap voor stap)",
                usage: ["add [NAAM] COÖRDINATEN", "add NAAM", "add"],
                details: """
                Bewaart een eigen locatie. Ze staat na de locaties uit de feed, houdt haar nummer en is er de
                volgende keer nog. De naam is alles wat voor de coördinaten staat; laat hem weg voor een naamloze
                locatie. Coördinaten mogen zo geschreven worden: 52.35 4.83, 52.35, 4.83, 52,35 4,83, 52.35N 4.83E,
                52°21'17"N 4°50'02"E, 52 21 17 N 4 50 2 E of geo:52.35,4.83. Als een woord bij de naam of bij de
                coördinaten kan horen, gokt add niet: zet de naam tussen aanhalingstekens ("Q 52.35" 4.83 4.83). Een
                naam zonder coördinaten wordt opgezocht in het ingebouwde plaatsenregister (add Kyoto); bij
                naamgenoten vraagt een sessie welke, en een losse opdracht toont ze (add "Springfield, Illinois"
                kiest er een). "add" zonder meer vraagt naam, breedtegraad en lengtegraad één voor één; typ annuleer
                om te stoppen. Zonder naam biedt het aan waar de plek ligt als naam.
                """,
                examples: ["add New York 40.7128 -74.0060", "add Kyoto", "add 52°21'17\"N 4°50'02\"E", "add \"Q 52.35\" 4.83 4.83", "add"]
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
            // Only a name, no number anywhere: the built-in gazetteer may know where it is.
            let text = argument.text ?? ""
            guard !text.contains(where: \.isNumber), context.list.places.isAvailable else {
                context.console.message(failure.message)
                return .usage
            }
            guard let lookup = context.list.places.lookUp(text) else {
                context.console.message(failure.message + "\n" + context.localizer(PlaceText.whereNone(TerminalText.quoted(text))))
                return .usage
            }
            switch lookup {
            case .place(let place, let note):
                context.console.message(note)
                location = context.list.location(for: place, origin: .custom)
            case .ambiguousPlaces(let message, let choices, let hint):
                guard let place = await context.choose(among: choices, message: message, hint: hint) else {
                    return context.inSession ? .failure : .usage
                }
                location = context.list.location(for: place, origin: .custom)
            case .location, .ambiguousLocations, .notFound:
                context.console.message(failure.message)
                return .usage
            }
        }
        guard await context.ensureLoaded() else { return .failure }
        return context.reportAdding(await context.list.add(location))
    }
}
