import PlacesDomain
import PlacesPresentation

/// `map`: the list's locations on a world map, a regional map around a place, or the articles of the last `nearby`.
@MainActor
struct MapCommand: Command {
    static let name = "map"
    static let argument = ArgumentShape.optional
    static let completion = CompletionKind.locationsOrReferences

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "map [PLACE]",
                summary: "draw the locations, or the area around a place, in the terminal",
                usage: ["map", "map N|NAME|@N|COORDINATES|LINK"],
                details: """
                Draws a map in the terminal, north up, with land and water in braille dots and each place as a \
                pin: 1 to 9, then A to Z, explained in the key below it. map alone draws the world with the list's \
                locations (those of the last search, in a session), or, after nearby, the articles around its \
                place. map with a place draws the area around it with the list's locations, and a scale bar; the \
                place may be a number or name from the list, a place of the built-in gazetteer, an article of the \
                last nearby (@3), coordinates or a link. Pins off the map or on top of another are listed under it. The map fits the terminal \
                ($COLUMNS and $LINES when it is not one), from 20 to 300 columns; colour only on a terminal. \
                --plain says in words which places lie in which direction and how far.
                """,
                examples: ["map", "map amsterdam", "map kyoto", "places --plain map 3"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "map [PLEK]",
                summary: "teken de locaties, of de omgeving van een plek, in de terminal",
                usage: ["map", "map N|NAAM|@N|COÖRDINATEN|LINK"],
                details: """
                Tekent een kaart in de terminal, het noorden boven, met land en water in braillepuntjes en elke \
                plek als speld: 1 tot 9, dan A tot Z, uitgelegd in de sleutel eronder. map zonder meer tekent de \
                wereld met de locaties uit de lijst (in een sessie die van de laatste zoekopdracht), of, na nearby, \
                de artikelen rond die plek. map met een plek tekent de omgeving ervan met de locaties uit de lijst, \
                en een schaalstreep; de plek mag een nummer of naam uit de lijst zijn, een plaats uit het \
                ingebouwde plaatsenregister, een artikel uit de laatste nearby (@3), coördinaten of een link. Spelden buiten de kaart of boven op een \
                andere staan eronder. De kaart past in de terminal ($COLUMNS en $LINES als het er geen is), van 20 \
                tot 300 kolommen; kleur alleen in een terminal. --plain zegt in woorden welke plekken in welke \
                richting liggen en hoe ver.
                """,
                examples: ["map", "map amsterdam", "map kyoto", "places --plain map 3"]
            )
        }
    }

    /// Lines kept free for the title, the scale, the key and the notes when the terminal limits the height.
    static let reservedLines = 6

    let list: ListAccess
    let lookup: PlaceLookupViewModel
    let maps: MapMaker

    static func make(_ app: AppGraph) -> MapCommand {
        MapCommand(list: app.list, lookup: app.lookup, maps: app.maps)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        let style = io.console.style
        if !style.plain && style.width < ComposeMap.minimumColumns {
            io.console.message(io.localizer(MapText.tooNarrow(columns: style.width, minimum: ComposeMap.minimumColumns)))
            return .failure
        }
        let rows = style.height.map { max(4, $0 - Self.reservedLines) }
        let subject: ComposeMap.Subject
        var changes: [SessionChange] = []
        if input.argument.words.isEmpty {
            switch input.session.mapSubject {
            case .articles(let articles):
                subject = .articles(articles)
            case .locations:
                guard let catalog = await list.catalog(io) else { return .failure }
                subject = .world(numbers: list.locations.numbers(matching: input.session.lastSearch), catalog: catalog)
            }
        } else {
            let place: Place
            switch await lookup.find(input.argument.words, accepting: .all, list: list, io) {
            case .place(let found): place = found
            case .none(let status): return CommandOutcome(status)
            }
            changes.append(.showedPlace(place))
            subject = .region(around: place, catalog: await list.catalog(io))
        }
        let locations = list.locations
        let picture = maps.map(subject, columns: style.width, rows: rows) { pin in
            switch pin.reference {
            case .location(let number): locations.row(number: number)?.title ?? pin.name ?? ""
            case .article: pin.name ?? ""
            }
        }
        if input.globals.json {
            io.console.line(JSONOutput.map(picture))
        } else {
            io.console.out.write(MapRendering(style: style).render(picture))
        }
        return CommandOutcome(.success, changes)
    }
}
