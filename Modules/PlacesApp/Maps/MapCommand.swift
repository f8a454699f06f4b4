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
                Draws a map in the terminal, north up, with land and water in braille dots, the names of the \
                largest places where they fit, and each place as a pin labelled with the number you use for it \
                everywhere else (5 for #5, 3 for @3), explained in the key below it, which also explains the \
                centre mark (+). map alone draws the world with the list's \
                locations (those of the last search, in a session), or, after nearby, the articles around its \
                place, zoomed so that they fill the map. map with a place draws the area around it with the list's \
                locations, and a scale bar; the place may be a number or name from the list, a place of the \
                built-in gazetteer, an article of the last nearby (@3, which keeps the articles on the map), \
                coordinates or a link. Pins never merge: one that would touch another is drawn a cell aside, and \
                pins too close for that are one mark, the first one's number and a plus (5+), whose pins the key \
                lists; both are said under the map, as are pins off the map. The map fits the terminal ($COLUMNS and $LINES when it is not one), from 20 to 300 \
                columns, leaving room for its title and key; colour only on a terminal, and without colour pins in \
                inverse video. --plain says in words which places lie in which direction and how far.
                """,
                examples: ["map", "map amsterdam", "map kyoto", "places --plain map 3"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "map [PLEK]",
                summary: "teken de locaties, of de omgeving van een plek, in de terminal",
                usage: ["map", "map N|NAAM|@N|COÖRDINATEN|LINK"],
                details: """
                Tekent een kaart in de terminal, het noorden boven, met land en water in braillepuntjes, de namen \
                van de grootste plaatsen waar ze passen, en elke plek als speld met het nummer dat je er overal \
                voor gebruikt (5 voor #5, 3 voor @3), uitgelegd in de sleutel eronder, die ook het teken voor het midden (+) uitlegt. map zonder meer tekent de wereld \
                met de locaties uit de lijst (in een sessie die van de laatste zoekopdracht), of, na nearby, de \
                artikelen rond die plek, zo ingezoomd dat ze de kaart vullen. map met een plek tekent de omgeving \
                ervan met de locaties uit de lijst, en een schaalstreep; de plek mag een nummer of naam uit de lijst \
                zijn, een plaats uit het ingebouwde plaatsenregister, een artikel uit de laatste nearby (@3, dan \
                blijven de artikelen op de kaart), coördinaten of een link. Spelden smelten nooit samen: een speld \
                die een andere zou raken staat een vakje opzij, en spelden die daarvoor te dicht bijeen liggen zijn \
                één teken, het nummer van de eerste met een plus (5+), waarvan de sleutel de spelden noemt; allebei \
                onder de kaart vermeld, net als spelden buiten de kaart. De \
                kaart past in de terminal ($COLUMNS en $LINES als het er geen is), van 20 tot 300 kolommen, met \
                ruimte voor titel en sleutel; kleur alleen in een terminal, en zonder kleur spelden in omgekeerde \
                kleuren. --plain zegt in woorden welke plekken in welke richting liggen en hoe ver.
                """,
                examples: ["map", "map amsterdam", "map kyoto", "places --plain map 3"]
            )
        }
    }

    let list: ListAccess
    let lookup: PlaceLookupViewModel
    let articles: ArticlesViewModel
    let maps: MapMaker

    static func make(_ app: AppGraph) -> MapCommand {
        MapCommand(list: app.list, lookup: app.lookup, articles: app.articles, maps: app.maps)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        let style = io.console.style
        if !style.plain && style.width < MapMaker.minimumColumns {
            io.console.message(io.localizer(MapScreenText.tooNarrow(columns: style.width, minimum: MapMaker.minimumColumns)))
            return .failure
        }
        let rows = MapLayout.rows(height: style.height)
        let subject: MapMaker.Subject
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
            switch await lookup.find(input.argument.words, accepting: .all, list: list, io, sayingWhichLocation: true) {
            case .place(let found): place = found
            case .none(let status): return CommandOutcome(status)
            }
            changes.append(.showedPlace(place))
            // An article of the last list keeps the list as the subject: the articles around it, not the locations.
            if case .article = place.origin, let list = await articleList(input.session) {
                subject = .articles(list, centre: place)
            } else {
                subject = .region(around: place, catalog: await list.catalog(io))
            }
        }
        let locations = list.locations
        let render = { (rows: Int?) in maps.map(subject, columns: style.width, rows: rows, title: locations.title(of:)) }
        var picture = render(rows)
        let rendering = MapRendering(style: style)
        var text = rendering.render(picture)
        // The title, the key and the notes stay on the screen: when they need more lines than were kept for them,
        // the map gets fewer rows (its key can change with its size, so twice at most).
        for _ in 0..<2 {
            guard !input.globals.json, !style.plain, let height = style.height else { break }
            let over = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } - height
            guard over > 0, picture.cells.count > 4 else { break }
            picture = render(max(4, picture.cells.count - over))
            text = rendering.render(picture)
        }
        if input.globals.json {
            io.console.line(JSONOutput.map(picture))
        } else {
            io.console.out.write(text)
        }
        return CommandOutcome(.success, changes)
    }

    /// The list of articles `@N` refers to: the session's, else the one kept from an earlier run.
    private func articleList(_ session: SessionState) async -> ArticleList? {
        if case .articles(let list) = session.mapSubject { return list }
        return await articles.lastList()
    }
}
