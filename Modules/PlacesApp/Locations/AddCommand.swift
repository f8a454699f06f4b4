import PlacesDomain
import PlacesPresentation

/// `add`: saves a location of your own, from one line or through a form.
@MainActor
struct AddCommand: Command {
    static let name = "add"
    static let argument = ArgumentShape.optional
    static let completion = CompletionKind.articleReferences

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "add [NAME] [COORDS]",
                summary: "save a location of your own (add alone asks step by step)",
                usage: ["add [NAME] COORDINATES", "add [NAME] MAP-LINK", "add NAME", "add"],
                details: """
                Saves a location of your own. It is listed after the feed's locations, keeps its number and is
                there the next time. The name is whatever comes before the coordinates; leave it out for an unnamed
                location. Coordinates may be written as 52.35 4.83, 52.35, 4.83, 52,35 4,83, 52.35N 4.83E,
                52°21'17"N 4°50'02"E, 52 21 17 N 4 50 2 E or geo:52.35,4.83. A link pasted from a map is read too:
                Google Maps (…/maps/@52.37,4.89,15z, …/maps/place/Dam/@…, ?q=52.37,4.89), OpenStreetMap (#map=…,
                ?mlat=…&mlon=…), Apple Maps (?ll=…), Bing Maps (?cp=…), geo:0,0?q=52.37,4.89(Dam) and Wikipedia's
                article and Special:Nearby pages; the name in the link (/place/Dam/, the geo label, the article's
                title) names the location when none comes before it. When a word could belong to the name
                or to the coordinates, add refuses to guess: put the name in quotes ("Q 52.35" 4.83 4.83). A name
                alone, with no coordinates, is looked up in the built-in gazetteer (add Kyoto); between namesakes
                a session asks which, and a one-shot command lists them (add "Springfield, Illinois" picks one).
                "add" alone asks for the name, latitude and longitude one at a time; type cancel to stop. Without a
                name it offers where the place is as one. A place the list already has (the same name, case and
                accents aside, within 5 metres) is not added again: add says which location it is.
                """,
                examples: ["add New York 40.7128 -74.0060", "add Kyoto", "add 52°21'17\"N 4°50'02\"E", "add \"Q 52.35\" 4.83 4.83", "add"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "add [NAAM] [COÖRD]",
                summary: "bewaar een eigen locatie (add zonder meer vraagt het stap voor stap)",
                usage: ["add [NAAM] COÖRDINATEN", "add [NAAM] KAARTLINK", "add NAAM", "add"],
                details: """
                Bewaart een eigen locatie. Ze staat na de locaties uit de feed, houdt haar nummer en is er de
                volgende keer nog. De naam is alles wat voor de coördinaten staat; laat hem weg voor een naamloze
                locatie. Coördinaten mogen zo geschreven worden: 52.35 4.83, 52.35, 4.83, 52,35 4,83, 52.35N 4.83E,
                52°21'17"N 4°50'02"E, 52 21 17 N 4 50 2 E of geo:52.35,4.83. Een link uit een kaart werkt ook:
                Google Maps (…/maps/@52.37,4.89,15z, …/maps/place/Dam/@…, ?q=52.37,4.89), OpenStreetMap (#map=…,
                ?mlat=…&mlon=…), Apple Maps (?ll=…), Bing Maps (?cp=…), geo:0,0?q=52.37,4.89(Dam) en de artikel- en
                Special:Nearby-pagina's van Wikipedia; de naam in de link (/place/Dam/, het geo-label, de titel van
                het artikel) wordt de naam van de locatie als er geen voor staat. Als een woord bij de naam of bij de
                coördinaten kan horen, gokt add niet: zet de naam tussen aanhalingstekens ("Q 52.35" 4.83 4.83). Een
                naam zonder coördinaten wordt opgezocht in het ingebouwde plaatsenregister (add Kyoto); bij
                naamgenoten vraagt een sessie welke, en een losse opdracht toont ze (add "Springfield, Illinois"
                kiest er een). "add" zonder meer vraagt naam, breedtegraad en lengtegraad één voor één; typ annuleer
                om te stoppen. Zonder naam biedt het aan waar de plek ligt als naam. Een plek die al in de lijst staat
                (dezelfde naam, hoofdletters en accenten daargelaten, binnen 5 meter) wordt niet nog eens toegevoegd:
                add zegt welke locatie het is.
                """,
                examples: ["add New York 40.7128 -74.0060", "add Kyoto", "add 52°21'17\"N 4°50'02\"E", "add \"Q 52.35\" 4.83 4.83", "add"]
            )
        }
    }

    let list: ListAccess
    let lookup: PlaceLookupViewModel
    /// The session's form, for `add` without an argument.
    let form: CustomLocationFormViewModel

    static func make(_ app: AppGraph) -> AddCommand {
        AddCommand(list: app.list, lookup: app.lookup, form: app.addForm)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        guard input.argument.text != nil else {
            // A one-shot command whose input is no terminal and gives the form nothing lacked only its argument.
            let missing = input.inSession || io.console.style.interactive
                ? nil : UsageProblem.missingArgument(command: Self.name, example: Self.help(io.language).example(of: Self.name))
            return await AddForm(list: list, form: form).run(io, missing: missing)
        }
        let location: Location
        switch AddLocation.request(fromWords: input.argument.words) {
        case .location(let parsed):
            location = parsed
        case .invalid(let problem):
            io.console.message(MessageFormatter(language: io.language).coordinateText(problem))
            return .usage
        case .link(let link, let name):
            // A pasted map link, or an article's address whose place Wikipedia knows; a name typed before it wins.
            switch await lookup.find([link], accepting: [.links, .wikipedia], list: list, io) {
            case .place(let place): location = Location(name: name ?? place.name, coordinate: place.coordinate, origin: .custom)
            case .none(let status): return CommandOutcome(status)
            }
        case .name(let name, let problem):
            // Only a name, or an article of the last list (@2): the built-in gazetteer or Wikipedia may know where it is.
            switch await lookup.placeForAdding(name) {
            case .found(let place, let note):
                io.note(note)
                location = place.location(origin: .custom)
            case .choose(let choice):
                switch await io.chooser.choose(choice) {
                case .chosen(let place): location = place.location(origin: .custom)
                case .none(let status): return CommandOutcome(status)
                }
            case .failed(let message, let next) where ArticleReference.number(in: name) != nil:
                // An @ reference was meant as one: why it names no article is the whole answer.
                io.console.message(io.localizer.sentence(message, then: next))
                return .failure
            case .failed(let message, let next):
                io.console.message(lookup.notFoundForAdd(problem: problem, reason: io.localizer.sentence(message, then: next)))
                return .usage
            case .invalid(let message):
                io.console.message(lookup.notFoundForAdd(problem: problem, reason: message))
                return .usage
            case .unavailable(let message):
                io.console.message(lookup.notFoundForAdd(problem: problem, reason: message))
                return .failure
            case .severalLocations(let message, _):
                io.console.message(lookup.notFoundForAdd(problem: problem, reason: message))
                return .usage
            }
        }
        guard await list.catalog(io) != nil else { return .failure }
        return await AddReport.say(await list.locations.add(location), io)
    }

}
