import PlacesPresentation

/// The parts of `places help` that belong to no single command, in each language: `help`'s own words.
struct HelpFrame {
    let introduction: String
    let usageTitle: String
    let usage: String
    let commandsTitle: String
    let optionsTitle: String
    /// Every option and what it does, as the overview lists them.
    let options: [(String, String)]
    let exitStatus: String
    let exampleTitle: String
    let examplesTitle: String

    init(_ language: Language) {
        switch language {
        case .english:
            introduction = """
            places opens the Wikipedia app's Places tab at a location: one from the Places feed, or one you add.
            It also plays the Places tab itself: the Wikipedia articles around any place, their summaries, and maps.
            """
            usageTitle = "Usage:"
            usage = """
              places                       start an interactive session
              places COMMAND [ARGUMENT…]   run one command and exit
            """
            commandsTitle = "Commands:"
            optionsTitle = "Options:"
            options = [
                ("--source URL|PATH", "read the feed from another http(s) URL or file, up to 64 MB (also PLACES_SOURCE)"),
                ("--json", "print list, search, link, where, nearby, article, map, inspect and handle-url as JSON"),
                ("--dry-run", "open prints the link instead of opening it"),
                ("--link-style STYLE", "lat-lon (default), latitude-longitude, lat-long, wmf, location, article, web"),
                ("--timeout SECONDS", "give up fetching after this long: 0.001 to 600 (default 15)"),
                ("--wiki LANG|URL", "the Wikipedia to ask: a language code or an address (also PLACES_WIKI; default en)"),
                ("--radius METRES", "how far around a place nearby looks: 10 to 10000 (default 10000)"),
                ("--limit N", "how many articles nearby lists, or places where lists: 1 to 500 (default 20; handle-url, where 10)"),
                ("--plain", "for screen readers: sentences instead of tables and maps, no animation (also PLACES_PLAIN=1)"),
                ("--no-color", "no colour (also NO_COLOR)"),
                ("-h, --help", "show this help"),
                ("-V, --version", "print the version"),
            ]
            exitStatus = "Exit status: 0 success, 1 the command failed, 2 the command line was wrong."
            exampleTitle = "Example:"
            examplesTitle = "Examples:"
        case .dutch:
            introduction = """
            places opent het tabblad Places van de Wikipedia-app op een locatie: een uit de Places-feed, of een die je zelf toevoegt.
            Het speelt ook zelf het tabblad Places na: de Wikipedia-artikelen rond elke plek, hun samenvatting, en kaarten.
            """
            usageTitle = "Gebruik:"
            usage = """
              places                       start een interactieve sessie
              places OPDRACHT [ARGUMENT…]  voer één opdracht uit en stop
            """
            commandsTitle = "Opdrachten:"
            optionsTitle = "Opties:"
            options = [
                ("--source URL|PAD", "lees de feed van een andere http(s)-URL of een bestand, tot 64 MB (ook PLACES_SOURCE)"),
                ("--json", "geef list, search, link, where, nearby, article, map, inspect en handle-url als JSON"),
                ("--dry-run", "open toont de link in plaats van hem te openen"),
                ("--link-style STIJL", "lat-lon (standaard), latitude-longitude, lat-long, wmf, location, article, web"),
                ("--timeout SECONDEN", "stop na zo lang met ophalen: 0.001 tot 600 (standaard 15)"),
                ("--wiki TAAL|URL", "de Wikipedia die gevraagd wordt: een taalcode of een adres (ook PLACES_WIKI; standaard nl)"),
                ("--radius METER", "hoe ver rond een plek nearby zoekt: 10 tot 10000 (standaard 10000)"),
                ("--limit N", "hoeveel artikelen nearby of plaatsen where toont: 1 tot 500 (standaard 20; handle-url, where 10)"),
                ("--plain", "voor schermlezers: zinnen in plaats van tabellen en kaarten, geen animatie (ook PLACES_PLAIN=1)"),
                ("--no-color", "geen kleur (ook NO_COLOR)"),
                ("-h, --help", "toon deze hulp"),
                ("-V, --version", "toon de versie"),
            ]
            exitStatus = "Afsluitstatus: 0 gelukt, 1 de opdracht is mislukt, 2 de opdrachtregel klopt niet."
            exampleTitle = "Voorbeeld:"
            examplesTitle = "Voorbeelden:"
        }
    }
}
