import PlacesDomain
import PlacesPresentation

/// `saved`: the saved list, with where each article lies from the last place.
@MainActor
struct SavedCommand: Command {
    static let name = "saved"
    static let argument = ArgumentShape.none

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "saved",
                summary: "list the saved articles, with their distance from the last place",
                usage: ["saved"],
                details: """
                Lists the articles kept with save, in the order they were first saved, each with its number (S1, \
                S2…, which article, save and unsave take and map saved draws), how far and in which direction it lies from the place \
                of the last nearby, how old its copy is, and "summary only" when its whole text could not be had. \
                The numbers never depend on where you are. Reads no network: it works offline. --json prints \
                reference, title, description, coordinates, distance, bearing, address, wiki, saved_at and \
                has_text.
                """,
                examples: ["saved", "places --json saved"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "saved",
                summary: "toon de bewaarde artikelen, met de afstand tot de laatste plek",
                usage: ["saved"],
                details: """
                Toont de artikelen die met save bewaard zijn, in de volgorde waarin ze voor het eerst bewaard zijn, \
                elk met een nummer (S1, S2…, dat article, save en unsave nemen en map saved tekent), hoe ver en in welke richting \
                het ligt van de plek van de laatste nearby, hoe oud de kopie is, en "alleen samenvatting" als de \
                hele tekst niet op te halen was. De nummers hangen nooit af van waar je bent. Vraagt niets aan het \
                netwerk: het werkt offline. --json geeft reference, title, description, coördinaten, distance, \
                bearing, adres, wiki, saved_at en has_text.
                """,
                examples: ["saved", "places --json saved"]
            )
        }
    }

    let saved: SavedArticlesViewModel

    static func make(_ app: AppGraph) -> SavedCommand {
        SavedCommand(saved: app.saved)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        let listing: SavedArticleListing
        switch await saved.list() {
        case .success(let found): listing = found
        case .failure(let failure):
            io.console.message(failure.sentence(io.localizer))
            return .failure
        }
        if input.globals.json {
            io.console.line(JSONOutput.saved(listing.rows))
        } else if listing.rows.isEmpty {
            io.console.message(listing.heading)
        } else {
            io.console.line(DisplayText.sanitized(listing.heading))
            io.console.out.write(SavedTable(style: io.console.style).render(listing.rows))
        }
        io.say(listing.notices)
        return .success
    }
}
