import PlacesDomain
import PlacesPresentation

/// `map`: the list's locations on a world map, a regional map around a place, or the articles of the last `nearby`.
enum MapCommand: Command {
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

    @MainActor
    static func run(_ argument: CommandArgument, in context: CommandContext) async -> ExitStatus {
        let style = context.console.style
        if !style.plain && style.width < MapMaker.minimumColumns {
            context.console.message(context.localizer(MapText.tooNarrow(columns: style.width, minimum: MapMaker.minimumColumns)))
            return .failure
        }
        let maker = MapMaker(landMask: context.landMask, language: context.language)
        let rows = style.height.map { max(4, $0 - reservedLines) }
        let picture: MapPicture
        if argument.words.isEmpty {
            if context.mapSubject == .articles, let recent = context.articles.recent {
                picture = articlesMap(recent, maker: maker, style: style, rows: rows)
            } else {
                guard await context.ensureLoaded() else { return .failure }
                let list = context.list
                let pins = list.numbers(matching: list.query).prefix(MapMaker.maximumPins).compactMap { number in
                    list.row(number: number).map { MapPin(reference: "#\(number)", title: $0.title, coordinate: $0.location.coordinate) }
                }
                let size = MapMaker.worldSize(columns: style.width, rows: rows)
                picture = maker.world(Array(pins), columns: size.columns, rows: size.rows)
            }
        } else {
            let place: ArticlePlace
            switch await context.place(named: argument.words) {
            case .success(let found): place = found
            case .failure(let noPlace): return noPlace.status
            }
            guard await context.ensureLoaded() else { return .failure }
            picture = regionalMap(around: place, in: context, maker: maker, style: style, rows: rows)
        }
        if context.options.json {
            context.console.line(JSONOutput.map(picture))
        } else {
            context.console.out.write(MapRendering(style: style).render(picture))
        }
        return .success
    }

    /// The area around `place`, with the list's locations nearest to it.
    @MainActor
    private static func regionalMap(
        around place: ArticlePlace,
        in context: CommandContext,
        maker: MapMaker,
        style: OutputStyle,
        rows: Int?
    ) -> MapPicture {
        let list = context.list
        let nearest = list.catalog.nearest(to: place.coordinate, limit: MapMaker.maximumPins)
        let pins = nearest.compactMap { item in
            list.row(number: item.number).map { MapPin(reference: "#\(item.number)", title: $0.title, coordinate: $0.location.coordinate) }
        }
        let halfWidth = MapMaker.halfWidth(around: place.coordinate, others: pins.map(\.coordinate))
        let size = MapMaker.regionalSize(columns: style.width, rows: rows)
        return maker.regional(centre: place, pins: pins, halfWidth: halfWidth, columns: size.columns, rows: size.rows)
    }

    /// The articles of the last `nearby` around its place, with their references.
    @MainActor
    private static func articlesMap(_ recent: ArticleList, maker: MapMaker, style: OutputStyle, rows: Int?) -> MapPicture {
        let pins = recent.articles.enumerated().compactMap { index, article in
            article.coordinate.map { MapPin(reference: "@\(index + 1)", title: article.title, coordinate: $0) }
        }
        let farthest = pins.map { recent.centre.distance(to: $0.coordinate) }.max() ?? 0
        let size = MapMaker.regionalSize(columns: style.width, rows: rows)
        return maker.regional(
            centre: ArticlePlace(coordinate: recent.centre, label: recent.label),
            pins: pins,
            halfWidth: max(1_000, farthest * 1.15),
            columns: size.columns,
            rows: size.rows
        )
    }
}
