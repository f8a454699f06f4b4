import PlacesDomain
import PlacesPresentation

/// `unsave`: takes an article off the saved list.
@MainActor
struct UnsaveCommand: Command {
    static let name = "unsave"
    static let argument = ArgumentShape.required
    static let completion = CompletionKind.articles

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "unsave SN|@N|TITLE",
                summary: "take an article off the saved list",
                usage: ["unsave SN|@N|TITLE"],
                details: """
                Takes an article off the saved list, with its saved text. S2 is its number as saved lists it; @N \
                an article of the last nearby or find, and a title or an article's address an article of the \
                Wikipedia --wiki picks, taken off when it is saved (a title may differ in capitals). The numbers \
                of the articles saved after it move up by one.
                """,
                examples: ["unsave S1", "unsave Rijksmuseum", "places --wiki nl unsave \"Dam (Amsterdam)\""]
            )
        case .dutch:
            CommandHelp(
                synopsis: "unsave SN|@N|TITEL",
                summary: "haal een artikel uit de lijst met bewaarde artikelen",
                usage: ["unsave SN|@N|TITEL"],
                details: """
                Haalt een artikel, met de bewaarde tekst, uit de lijst met bewaarde artikelen. S2 is het nummer \
                zoals saved het toont; @N een artikel uit de laatste nearby of find, en een titel of het adres van \
                een artikel een artikel op de Wikipedia die --wiki kiest, verwijderd als het bewaard is (hoofdletters \
                mogen verschillen). De nummers van de artikelen die erna zijn bewaard, schuiven één op.
                """,
                examples: ["unsave S1", "unsave Rijksmuseum", "places --wiki nl unsave \"Dam (Amsterdam)\""]
            )
        }
    }

    let saved: SavedArticlesViewModel

    static func make(_ app: AppGraph) -> UnsaveCommand {
        UnsaveCommand(saved: app.saved)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        switch await saved.unsave(input.text) {
        case .success(let sentence):
            io.console.line(sentence)
            return .success
        case .failure(let failure):
            io.console.message(failure.sentence(io.localizer))
            return .failure
        }
    }
}
