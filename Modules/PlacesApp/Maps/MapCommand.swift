import PlacesDomain
import PlacesPresentation

/// `map`: the list's locations on a world map, a regional map around a place, or the articles of the last `nearby`.
@MainActor
struct MapCommand: Command {
    static let name = "map"
    static let argument = ArgumentShape.optional
    static let completion = CompletionKind.locationsOrReferences
    static let options = [width]

    /// `--width`: how many metres across the area around a place is drawn.
    static let width = OptionSpec(
        "--width", value: .wholeNumber(100...20_000_000),
        placeholder: { $0 == .dutch ? "METER" : "METRES" },
        help: {
            switch $0 {
            case .english: "how wide the map around the place is: 100 to 20000000 metres"
            case .dutch: "hoe breed de kaart rond de plek is: 100 tot 20000000 meter"
            }
        },
        invalid: { .invalidOptionValue($0, option: "--width") }
    )

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "map [PLACE]",
                summary: "draw the locations, or the area around a place, in the terminal",
                usage: ["map", "map N|NAME|@N|COORDINATES|LINK", "map saved"],
                details: """
                Draws a map in the terminal, north up, with land and water in braille dots, the names of the \
                largest places where they fit, and each place as a pin labelled with the number you use for it \
                everywhere else (5 for #5, 3 for @3), explained in the key below it, which also explains the \
                centre mark (+). map alone draws the world with the list's \
                locations (those of the last search, in a session), or, after nearby, the articles around its \
                place, zoomed so that they fill the map. map with a place draws the area around it with the list's \
                locations, and a scale bar; the place may be a number or name from the list, a place of the \
                built-in gazetteer, an article of the last nearby (@3, which keeps the articles on the map), \
                coordinates or a link; --width draws that many metres across around it. Pins never merge: one \
                that would touch another is drawn a cell aside, and pins too close for that are one mark, the first \
                one's number and a plus (5+), whose pins the key lists; both are said under the map, as are pins off \
                the map. The map fits the terminal ($COLUMNS and $LINES when it is not one), from 20 to 300 \
                columns, leaving room for its title and key; colour only on a terminal, and without colour pins in \
                inverse video. A map less than 50 km across draws streets (major roads two dots wide), railways \
                (dashed), water (a wave) and parks from OpenStreetMap, asked of --map-server once per area and \
                kept, so that an area seen before draws offline; its key credits OpenStreetMap, or says that there \
                was no connection and nothing saved. --plain says in words which places lie in which direction and \
                how far, and the nearest streets and water. map saved draws the saved articles, each pin marked \
                with its number in saved (S1, S2…): around the place of the last nearby when they lie near it, else \
                on the world.
                """,
                examples: ["map", "map amsterdam", "map kyoto", "map 60.1712,24.9414 --width 2000", "places --plain map 3"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "map [PLEK]",
                summary: "teken de locaties, of de omgeving van een plek, in de terminal",
                usage: ["map", "map N|NAAM|@N|COÖRDINATEN|LINK", "map saved"],
                details: """
                Tekent een kaart in de terminal, het noorden boven, met land en water in braillepuntjes, de namen \
                van de grootste plaatsen waar ze passen, en elke plek als speld met het nummer dat je er overal \
                voor gebruikt (5 voor #5, 3 voor @3), uitgelegd in de sleutel eronder, die ook het teken voor het midden (+) uitlegt. map zonder meer tekent de wereld \
                met de locaties uit de lijst (in een sessie die van de laatste zoekopdracht), of, na nearby, de \
                artikelen rond die plek, zo ingezoomd dat ze de kaart vullen. map met een plek tekent de omgeving \
                ervan met de locaties uit de lijst, en een schaalstreep; de plek mag een nummer of naam uit de lijst \
                zijn, een plaats uit het ingebouwde plaatsenregister, een artikel uit de laatste nearby (@3, dan \
                blijven de artikelen op de kaart), coördinaten of een link; --width tekent zoveel meter breed eromheen. Spelden smelten nooit samen: een speld \
                die een andere zou raken staat een vakje opzij, en spelden die daarvoor te dicht bijeen liggen zijn \
                één teken, het nummer van de eerste met een plus (5+), waarvan de sleutel de spelden noemt; allebei \
                onder de kaart vermeld, net als spelden buiten de kaart. De \
                kaart past in de terminal ($COLUMNS en $LINES als het er geen is), van 20 tot 300 kolommen, met \
                ruimte voor titel en sleutel; kleur alleen in een terminal, en zonder kleur spelden in omgekeerde \
                kleuren. Een kaart van minder dan 50 km breed tekent straten (grote wegen twee puntjes breed), \
                spoorlijnen (gestreept), water (een golf) en parken uit OpenStreetMap, één keer per gebied gevraagd \
                aan --map-server en bewaard, zodat een gebied dat eerder getoond is ook offline getekend wordt; de \
                sleutel vermeldt OpenStreetMap, of dat er geen verbinding was en niets bewaard. --plain zegt in \
                woorden welke plekken in welke richting liggen en hoe ver, en de dichtstbijzijnde straten en water. \
                map saved tekent de bewaarde artikelen, elke speld met het nummer uit saved (S1, S2…): rond de plek \
                van de laatste nearby als ze daar dichtbij liggen, anders op de wereldkaart.
                """,
                examples: ["map", "map amsterdam", "map kyoto", "map 60.1712,24.9414 --width 2000", "places --plain map 3"]
            )
        }
    }

    let list: ListAccess
    let lookup: PlaceLookupViewModel
    let articles: ArticlesViewModel
    let maps: MapMaker
    let saved: SavedArticlesViewModel
    /// The host streets are asked of, for progress.
    let mapServerHost: String?

    /// `map saved`: the word that draws the saved articles rather than a place.
    static let savedWord = "saved"

    static func make(_ app: AppGraph) -> MapCommand {
        MapCommand(list: app.list, lookup: app.lookup, articles: app.articles, maps: app.maps, saved: app.saved, mapServerHost: app.mapServerHost)
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
        if input.argument.words == [Self.savedWord] {
            // The saved articles, numbered as saved lists them; around the last place when they lie near it.
            switch await saved.list() {
            case .success(let listing) where !listing.pins.isEmpty:
                io.say(listing.notices)
                subject = .saved(listing.pins, centre: listing.place)
            case .success(let listing):
                io.say(listing.notices)
                io.console.message(listing.rows.isEmpty ? listing.heading : io.localizer(SavedText.noneOnMap))
                return .failure
            case .failure(let failure):
                io.console.message(failure.sentence(io.localizer))
                return .failure
            }
        } else if input.argument.words.isEmpty {
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
                let catalog = await list.catalog(io)
                subject = input.options.number(Self.width).map { MapMaker.Subject.area(around: place, catalog: catalog, width: Double($0)) }
                    ?? .region(around: place, catalog: catalog)
            }
        }
        let locations = list.locations
        // The street layer of the first plan, asked once: a map given fewer rows below shows less of the same area.
        // A question to the map server shows progress like every other, and ends by the run's one deadline
        // (--timeout), after which the map is drawn without streets and its key says why; Ctrl-C ends it as any wait.
        let plan = maps.plan(subject, columns: style.width, rows: rows)
        let streets: StreetLayer
        if let saved = await maps.savedStreets(for: plan) {
            streets = saved
        } else {
            streets = await io.progress.announcing(io.localizer(ArticleText.asking(host: mapServerHost ?? ""))) { await maps.streets(for: plan) }
        }
        let render = { (rows: Int?) in
            maps.picture(maps.plan(subject, columns: style.width, rows: rows), streets: streets, title: locations.title(of:))
        }
        var picture = render(rows)
        let rendering = MapRendering(style: style)
        var text = rendering.render(picture)
        // The title, the key and the notes stay on the screen with the prompt below them: when they need more lines
        // than were kept for them, the map gets fewer rows (its key can change with its size, so twice at most). A map
        // as high as the screen would scroll its title away, and would go through the pager (``CommandOutput``).
        for _ in 0..<2 {
            guard !input.globals.json, !style.plain, let height = style.height else { break }
            let over = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } - (height - 1)
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
