import PlacesDomain
import PlacesPresentation

/// `where`: places of the built-in gazetteer by name, with no network.
@MainActor
struct WhereCommand: Command {
    static let name = "where"
    static let argument = ArgumentShape.required

    /// How many places are listed unless `--limit` says otherwise.
    static let defaultLimit = 10

    /// `--limit`: how many places to list.
    static let limit = OptionSpec(
        "--limit", value: .wholeNumber(NearbyQuery.limits),
        placeholder: { _ in "N" },
        help: {
            switch $0 {
            case .english: "how many places to list: 1 to 500 (default 10)"
            case .dutch: "hoeveel plaatsen getoond worden: 1 tot 500 (standaard 10)"
            }
        },
        invalid: { .invalidPlaceLimit($0) }
    )
    static let options = [limit]

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "where TEXT",
                summary: "find places by name in the built-in gazetteer",
                usage: ["where TEXT", "where TEXT, COUNTRY"],
                details: """
                Lists the places of the built-in gazetteer (the world's 34,006 cities and towns of 15,000 people or \
                more, from GeoNames) whose names match TEXT: exact names first, then names that start with it, then \
                names that contain it; within each, places by their own name before places by another name, larger \
                places first. Case and accents do not matter, and the names of places of 30,000 people or more in \
                other languages count (Den Haag, Keulen), as do those of cities of 100,000 or more in their own \
                script (Київ, 北京); a row found by such a name shows it (Den Haag → The Hague). A country code or \
                name, or a US state, after a comma narrows the list (where paris, FR). Each row has the place with its \
                region and country, its population and its coordinates. The same names work \
                wherever a place is expected: open, link, nearby and add take them when the list has no such \
                location. When nothing matches, it says so and the exit status is 1, as for search.
                """,
                examples: ["where kyoto", "where springfield, IL", "places --json where den haag"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "where TEKST",
                summary: "zoek plaatsen op naam in het ingebouwde plaatsenregister",
                usage: ["where TEKST", "where TEKST, LAND"],
                details: """
                Toont de plaatsen uit het ingebouwde plaatsenregister (de 34.006 steden en dorpen van de wereld met \
                15.000 of meer inwoners, van GeoNames) waarvan de naam bij TEKST past: eerst exacte namen, dan namen \
                die ermee beginnen, dan namen die het bevatten; binnen elke groep eerst plaatsen met die eigen naam, \
                dan plaatsen die ook zo heten, en de grootste plaats eerst. Hoofdletters en accenten tellen niet, en \
                namen in andere talen van plaatsen met 30.000 of meer inwoners wel (Den Haag, Keulen), net als die van \
                steden met 100.000 of meer inwoners in hun eigen schrift (Київ, 北京); een regel die zo gevonden is, \
                toont die naam (Den Haag → The Hague). Een landcode of landnaam, of een Amerikaanse staat, na een \
                komma maakt de lijst kleiner (where paris, FR). Elke regel toont de plaats met regio en land, het \
                aantal inwoners en de coördinaten. Dezelfde namen werken overal waar een plek \
                verwacht wordt: open, link, nearby en add nemen ze als de lijst zo'n locatie niet heeft. Als niets \
                past, zegt het dat en is de afsluitstatus 1, net als bij search.
                """,
                examples: ["where kyoto", "where springfield, IL", "places --json where den haag"]
            )
        }
    }

    let places: PlaceFinder

    static func make(_ app: AppGraph) -> WhereCommand {
        WhereCommand(places: app.places)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        let text = Location.normalizedName(input.text) ?? input.text
        let (rows, total) = places.rows(matching: text, limit: input.options.number(Self.limit) ?? Self.defaultLimit)
        if input.globals.json {
            io.console.line(JSONOutput.places(rows))
        } else {
            io.console.out.write(PlaceTable(style: io.console.style, localizer: io.localizer).render(rows))
        }
        guard !rows.isEmpty else {
            io.console.message(places.noneMatches(text))
            return .failure
        }
        if total > rows.count {
            let more = places.more(total - rows.count, shown: rows.count, mostShown: NearbyQuery.limits.upperBound)
            io.console.message(io.localizer.sentence(more.message, then: more.next))
        }
        return .success
    }
}
