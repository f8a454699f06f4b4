import PlacesPresentation

/// `places help` and `help COMMAND`, in English and Dutch. Kept true to what the commands do.
enum HelpTopic: String, TextCatalog {
    case overview
    case list, search, open, link, add, remove, refresh, inspect, handleURL, installHandler, uninstallHandler
    case style, help, version, quit

    /// The topic for a command name as typed (`handle-url`, `exit`), or `nil`.
    init?(command: String) {
        switch command.lowercased() {
        case "handle-url": self = .handleURL
        case "install-handler": self = .installHandler
        case "uninstall-handler": self = .uninstallHandler
        case "exit": self = .quit
        case "overview": return nil
        default: self.init(rawValue: command.lowercased())
        }
    }

    /// A line that works as it stands, quoted in "needs an argument" messages.
    var example: String {
        switch self {
        case .search: "search cop"
        case .open: "open 3"
        case .link: "link copenhagen"
        case .add: "add Home 52.3547 4.8339"
        case .remove: "remove 5"
        case .inspect: "inspect \"wikipedia://places?lat=52.3547&lon=4.8339&name=Amsterdam\""
        case .handleURL: "handle-url \"wikipedia://places?lat=52.3547&lon=4.8339\""
        case .style: "style wmf"
        default: rawValue
        }
    }

    func template(_ language: Language) -> String {
        language == .english ? english : dutch
    }

    private var english: String {
        switch self {
        case .overview: """
            places opens the Wikipedia app's Places tab at a location: one from the Places feed, or one you add.

            Usage:
              places                       start an interactive session
              places COMMAND [ARGUMENT…]   run one command and exit

            Commands:
              list                  show every location with its number
              search TEXT           show the locations whose name contains TEXT
              open N|NAME           open a location in Wikipedia's Places tab
              link N|NAME           print the link that open would use
              add [NAME] COORDS     save a location of your own (add alone asks step by step)
              remove N|NAME         delete a location you added
              refresh               fetch the feed again
              inspect URL           show what a Wikipedia app would do with a link
              handle-url URL        show a link's place and the nearest locations
              install-handler       make wikipedia:// links open in places
              uninstall-handler     undo install-handler
              style [STYLE]         show or change the link style for this session
              help [COMMAND]        this help, or help on one command with examples
              version               print the version
              quit, exit            leave the session (Ctrl-D does too)

            Options:
              --source URL|PATH     read the feed from another http(s) URL or file (also PLACES_SOURCE)
              --json                print list, search, link, inspect and handle-url as JSON
              --dry-run             open prints the link instead of opening it
              --link-style STYLE    lat-lon (default), latitude-longitude, lat-long, wmf, location, article, web
              --timeout SECONDS     give up fetching after this long (default 15)
              --plain               for screen readers: one sentence per location, no animation (also PLACES_PLAIN=1)
              --no-color            no colour (also NO_COLOR)
              -h, --help            show this help
              -V, --version         print the version

            Exit status: 0 success, 1 the command failed, 2 the command line was wrong.
            """
        case .list: """
            list

            Shows every location with its number: the feed's first, then the ones you added (marked *). The
            number is the location's place in this full list and is what open, link and remove take.

            Examples:
              list
              places --json list
            """
        case .search: """
            search TEXT

            Shows the locations whose name contains TEXT, ignoring case and accents: "zurich" finds Zürich and
            "sao" finds São Paulo. Each match keeps its number from the full list. Without TEXT, search shows
            everything.

            Examples:
              search cop
              places --json search "new york"
            """
        case .open: """
            open N|NAME

            Opens a location in the Wikipedia app's Places tab. N is the number list and search show; it always
            means the same location, whatever you searched last. A name works like search: an exact name or a
            single match opens, several matches are listed with their numbers, and no match suggests the
            closest names. When no app handles wikipedia:// links, places says so and prints the same place on
            the Wikipedia website. PLACES_OPENER names another program to hand the link to.

            Examples:
              open 3
              open copenhagen
              places --dry-run open amsterdam
            """
        case .link: """
            link N|NAME

            Prints the link open would use, in the current style (see style and --link-style), without opening
            anything.

            Examples:
              link 1
              places --link-style wmf link mumbai
            """
        case .add: """
            add [NAME] COORDINATES
            add

            Saves a location of your own. It is listed after the feed's locations, keeps its number and is
            there the next time. The name is whatever comes before the coordinates; leave it out for an unnamed
            location. Coordinates may be written as 52.35 4.83, 52.35, 4.83, 52,35 4,83, 52.35N 4.83E,
            52°21'17"N 4°50'02"E or geo:52.35,4.83. "add" alone asks for the name, latitude and longitude one
            at a time; type cancel to stop.

            Examples:
              add New York 40.7128 -74.0060
              add 52°21'17"N 4°50'02"E
              add
            """
        case .remove: """
            remove N|NAME

            Deletes a location you added. Locations from the feed cannot be removed.

            Examples:
              remove 5
              remove "New York"
            """
        case .refresh: """
            refresh

            Fetches the feed again. When the network is unavailable, places shows the copy saved after the last
            successful fetch, or else the copy built into the program, and says so.

            Example:
              refresh
            """
        case .inspect: """
            inspect URL

            Shows what a Wikipedia app that understands coordinates would do with a link, or why it would
            reject it. Every link style is understood. Exit status 0 for a valid link, 1 for a rejected one.

            Examples:
              inspect "wikipedia://places?lat=52.3547&lon=4.8339&name=Amsterdam"
              places --json inspect "wikipedia://places?lat=91&lon=0"
            """
        case .handleURL: """
            handle-url URL

            Plays the Places tab for a link: shows its place, the nearest locations of the list with their
            distances, and the same place on the Wikipedia website. install-handler makes the desktop call this
            for wikipedia:// links.

            Example:
              handle-url "wikipedia://places?lat=52.3547&lon=4.8339&name=Amsterdam"
            """
        case .installHandler: """
            install-handler

            Registers places for wikipedia:// and wikipedia-official:// links in your XDG folders (a desktop
            entry in ~/.local/share/applications and a default in mimeapps.list), so that such links open in
            places handle-url. Running it again changes nothing.

            Example:
              install-handler
            """
        case .uninstallHandler: """
            uninstall-handler

            Removes exactly what install-handler added. Running it again changes nothing.

            Example:
              uninstall-handler
            """
        case .style: """
            style [STYLE]

            Without STYLE, shows the link style in use; with STYLE, uses it for the rest of the session. Styles:
            lat-lon, latitude-longitude, lat-long, wmf, location, article (for the unmodified app; needs a name)
            and web (the Wikipedia website).

            Examples:
              style
              style wmf
            """
        case .help: """
            help [COMMAND]

            Lists the commands, or explains one with examples.

            Examples:
              help
              help add
            """
        case .version: """
            version

            Prints the version of places.
            """
        case .quit: """
            quit, exit

            Leaves the interactive session. Ctrl-D on an empty line does the same.
            """
        }
    }

    private var dutch: String {
        switch self {
        case .overview: """
            places opent het tabblad Places van de Wikipedia-app op een locatie: een uit de Places-feed, of een die je zelf toevoegt.

            Gebruik:
              places                       start een interactieve sessie
              places OPDRACHT [ARGUMENT…]  voer één opdracht uit en stop

            Opdrachten:
              list                  toon alle locaties met hun nummer
              search TEKST          toon de locaties waarvan de naam TEKST bevat
              open N|NAAM           open een locatie in het tabblad Places van Wikipedia
              link N|NAAM           toon de link die open zou gebruiken
              add [NAAM] COÖRD      bewaar een eigen locatie (add zonder meer vraagt het stap voor stap)
              remove N|NAAM         verwijder een locatie die je hebt toegevoegd
              refresh               haal de feed opnieuw op
              inspect URL           toon wat een Wikipedia-app met een link zou doen
              handle-url URL        toon de plek van een link en de dichtstbijzijnde locaties
              install-handler       laat wikipedia://-links in places openen
              uninstall-handler     maak install-handler ongedaan
              style [STIJL]         toon of wijzig de linkstijl voor deze sessie
              help [OPDRACHT]       deze hulp, of hulp bij één opdracht met voorbeelden
              version               toon de versie
              quit, exit            verlaat de sessie (Ctrl-D kan ook)

            Opties:
              --source URL|PAD      lees de feed van een andere http(s)-URL of een bestand (ook PLACES_SOURCE)
              --json                geef list, search, link, inspect en handle-url als JSON
              --dry-run             open toont de link in plaats van hem te openen
              --link-style STIJL    lat-lon (standaard), latitude-longitude, lat-long, wmf, location, article, web
              --timeout SECONDEN    stop na zo lang met ophalen (standaard 15)
              --plain               voor schermlezers: één zin per locatie, geen animatie (ook PLACES_PLAIN=1)
              --no-color            geen kleur (ook NO_COLOR)
              -h, --help            toon deze hulp
              -V, --version         toon de versie

            Afsluitstatus: 0 gelukt, 1 de opdracht is mislukt, 2 de opdrachtregel klopt niet.
            """
        case .list: """
            list

            Toont alle locaties met hun nummer: eerst die uit de feed, dan die je zelf hebt toegevoegd (met *).
            Het nummer is de plaats van de locatie in deze volledige lijst; open, link en remove gebruiken het.

            Voorbeelden:
              list
              places --json list
            """
        case .search: """
            search TEKST

            Toont de locaties waarvan de naam TEKST bevat, zonder op hoofdletters of accenten te letten:
            "zurich" vindt Zürich en "sao" vindt São Paulo. Elke treffer houdt zijn nummer uit de volledige
            lijst. Zonder TEKST toont search alles.

            Voorbeelden:
              search cop
              places --json search "new york"
            """
        case .open: """
            open N|NAAM

            Opent een locatie in het tabblad Places van de Wikipedia-app. N is het nummer dat list en search
            tonen; het betekent altijd dezelfde locatie, wat je ook het laatst hebt gezocht. Een naam werkt als
            search: een exacte naam of één treffer wordt geopend, bij meer treffers zie je ze met hun nummer, en
            zonder treffer krijg je de namen die het dichtst in de buurt komen. Als geen app wikipedia://-links
            opent, zegt places dat en toont het dezelfde plek op de website van Wikipedia. PLACES_OPENER noemt
            een ander programma om de link aan te geven.

            Voorbeelden:
              open 3
              open copenhagen
              places --dry-run open amsterdam
            """
        case .link: """
            link N|NAAM

            Toont de link die open zou gebruiken, in de huidige stijl (zie style en --link-style), zonder iets
            te openen.

            Voorbeelden:
              link 1
              places --link-style wmf link mumbai
            """
        case .add: """
            add [NAAM] COÖRDINATEN
            add

            Bewaart een eigen locatie. Ze staat na de locaties uit de feed, houdt haar nummer en is er de
            volgende keer nog. De naam is alles wat voor de coördinaten staat; laat hem weg voor een naamloze
            locatie. Coördinaten mogen zo geschreven worden: 52.35 4.83, 52.35, 4.83, 52,35 4,83, 52.35N 4.83E,
            52°21'17"N 4°50'02"E of geo:52.35,4.83. "add" zonder meer vraagt naam, breedtegraad en lengtegraad
            één voor één; typ annuleer om te stoppen.

            Voorbeelden:
              add New York 40.7128 -74.0060
              add 52°21'17"N 4°50'02"E
              add
            """
        case .remove: """
            remove N|NAAM

            Verwijdert een locatie die je hebt toegevoegd. Locaties uit de feed kunnen niet worden verwijderd.

            Voorbeelden:
              remove 5
              remove "New York"
            """
        case .refresh: """
            refresh

            Haalt de feed opnieuw op. Zonder netwerk toont places de kopie die na de laatste geslaagde keer is
            bewaard, of anders de kopie die in het programma is ingebouwd, en zegt dat erbij.

            Voorbeeld:
              refresh
            """
        case .inspect: """
            inspect URL

            Toont wat een Wikipedia-app die coördinaten begrijpt met een link zou doen, of waarom ze hem zou
            weigeren. Elke linkstijl wordt begrepen. Afsluitstatus 0 voor een geldige link, 1 voor een geweigerde.

            Voorbeelden:
              inspect "wikipedia://places?lat=52.3547&lon=4.8339&name=Amsterdam"
              places --json inspect "wikipedia://places?lat=91&lon=0"
            """
        case .handleURL: """
            handle-url URL

            Speelt het tabblad Places na voor een link: toont de plek, de dichtstbijzijnde locaties uit de lijst
            met hun afstand, en dezelfde plek op de website van Wikipedia. install-handler laat het bureaublad
            dit aanroepen voor wikipedia://-links.

            Voorbeeld:
              handle-url "wikipedia://places?lat=52.3547&lon=4.8339&name=Amsterdam"
            """
        case .installHandler: """
            install-handler

            Registreert places voor wikipedia://- en wikipedia-official://-links in je XDG-mappen (een
            bureaubladitem in ~/.local/share/applications en een standaard in mimeapps.list), zodat zulke links
            in places handle-url openen. Nog een keer uitvoeren verandert niets.

            Voorbeeld:
              install-handler
            """
        case .uninstallHandler: """
            uninstall-handler

            Verwijdert precies wat install-handler heeft toegevoegd. Nog een keer uitvoeren verandert niets.

            Voorbeeld:
              uninstall-handler
            """
        case .style: """
            style [STIJL]

            Zonder STIJL toont het de linkstijl die in gebruik is; met STIJL geldt die voor de rest van de
            sessie. Stijlen: lat-lon, latitude-longitude, lat-long, wmf, location, article (voor de gewone app;
            heeft een naam nodig) en web (de website van Wikipedia).

            Voorbeelden:
              style
              style wmf
            """
        case .help: """
            help [OPDRACHT]

            Toont de opdrachten, of legt er een uit met voorbeelden.

            Voorbeelden:
              help
              help add
            """
        case .version: """
            version

            Toont de versie van places.
            """
        case .quit: """
            quit, exit

            Verlaat de interactieve sessie. Ctrl-D op een lege regel doet hetzelfde.
            """
        }
    }
}
