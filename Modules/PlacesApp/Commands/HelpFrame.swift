import PlacesPresentation

/// The parts of `places help` that belong to no single command, in each language: `help`'s own words.
struct HelpFrame {
    let introduction: String
    let usageTitle: String
    let usage: [(String, String)]
    let commandsTitle: String
    let optionsTitle: String
    /// Where the options that belong to one command are explained.
    let commandOptions: String
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
            usage = [("places", "start an interactive session"), ("places COMMAND [ARGUMENT…]", "run one command and exit")]
            commandsTitle = "Commands:"
            optionsTitle = "Options:"
            commandOptions = "Commands' own options (nearby --radius, where --limit…): help COMMAND."
            exitStatus = "Exit status: 0 success, 1 the command failed or found nothing (search, where, a name), 2 the command line was wrong, 130 Ctrl-C ended it."
            exampleTitle = "Example:"
            examplesTitle = "Examples:"
        case .dutch:
            introduction = """
            places opent het tabblad Places van de Wikipedia-app op een locatie: een uit de Places-feed, of een die je zelf toevoegt.
            Het speelt ook zelf het tabblad Places na: de Wikipedia-artikelen rond elke plek, hun samenvatting, en kaarten.
            """
            usageTitle = "Gebruik:"
            usage = [("places", "start een interactieve sessie"), ("places OPDRACHT [ARGUMENT…]", "voer één opdracht uit en stop")]
            commandsTitle = "Opdrachten:"
            optionsTitle = "Opties:"
            commandOptions = "De eigen opties van opdrachten (nearby --radius, where --limit…): help OPDRACHT."
            exitStatus = "Afsluitstatus: 0 gelukt, 1 de opdracht is mislukt of vond niets (search, where, een naam), 2 de opdrachtregel klopt niet, 130 afgebroken met Ctrl-C."
            exampleTitle = "Voorbeeld:"
            examplesTitle = "Voorbeelden:"
        }
    }
}
