import PlacesDomain
import PlacesPresentation

/// `save`: keeps an article — its summary and its whole text — in the saved list, to read later and offline.
@MainActor
struct SaveCommand: Command {
    static let name = "save"
    static let argument = ArgumentShape.required
    static let completion = CompletionKind.articles
    static let asksWikipedia = true

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "save @N|SN|TITLE",
                summary: "keep a Wikipedia article in the saved list, to read offline",
                usage: ["save @N|SN|TITLE|ADDRESS"],
                details: """
                Keeps an article in the saved list, as the Wikipedia app's Saved list does: its summary and its \
                whole text, asked of the wiki now, so that article shows it without a network and says how old the \
                copy is. @N is a reference from the last nearby or find, S2 an article saved before; an article's address is that wiki's \
                article; anything else is a title on the Wikipedia --wiki picks. Saving an article again refreshes \
                its copy in its place, under the same S number. When the whole text cannot be had, the summary is \
                saved and that is said. The list is kept in $XDG_DATA_HOME/places/saved-articles.json, at most \
                500 articles; saved shows it, unsave takes one off.
                """,
                examples: ["save @1", "save Rijksmuseum", "places --wiki nl save \"Dam (Amsterdam)\""]
            )
        case .dutch:
            CommandHelp(
                synopsis: "save @N|SN|TITEL",
                summary: "bewaar een Wikipedia-artikel in de lijst, om offline te lezen",
                usage: ["save @N|SN|TITEL|ADRES"],
                details: """
                Bewaart een artikel in de lijst met bewaarde artikelen, zoals de Wikipedia-app dat doet: de \
                samenvatting en de hele tekst, nu aan de wiki gevraagd, zodat article het zonder netwerk toont en \
                zegt hoe oud de kopie is. @N is een verwijzing uit de laatste nearby of find, S2 een eerder bewaard artikel; het adres van een \
                artikel is dat artikel op die wiki; al het andere is een titel op de Wikipedia die --wiki kiest. \
                Een artikel opnieuw bewaren werkt de kopie bij, op dezelfde plek en onder hetzelfde S-nummer. Als \
                de hele tekst niet op te halen is, wordt de samenvatting bewaard en wordt dat gezegd. De lijst staat \
                in $XDG_DATA_HOME/places/saved-articles.json, hoogstens 500 artikelen; saved toont hem, unsave \
                haalt er een af.
                """,
                examples: ["save @1", "save Rijksmuseum", "places --wiki nl save \"Dam (Amsterdam)\""]
            )
        }
    }

    let saved: SavedArticlesViewModel

    static func make(_ app: AppGraph) -> SaveCommand {
        SaveCommand(saved: app.saved)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        var result: Result<(message: String, notices: [Notice]), ActionFailure>?
        await io.progress.during(io.localizer(ArticleText.asking(host: saved.site.host))) {
            result = await saved.save(input.text)
        }
        switch result {
        case nil:
            return .failure
        case .success(let done):
            io.console.line(done.message)
            io.say(done.notices)
            return .success
        case .failure(let failure):
            io.console.message(failure.sentence(io.localizer))
            return .failure
        }
    }
}
