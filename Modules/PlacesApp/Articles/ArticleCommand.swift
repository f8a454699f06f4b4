import PlacesDomain
import PlacesPresentation

/// `article`: an article's summary, picked by reference (`@3`) or by title.
@MainActor
struct ArticleCommand: Command {
    static let name = "article"
    static let argument = ArgumentShape.required
    static let completion = CompletionKind.articles
    static let asksWikipedia = true

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "article @N|SN|TITLE",
                summary: "show a Wikipedia article's summary",
                usage: ["article @N|SN|TITLE"],
                details: """
                Shows an article's summary: its title and description, its coordinates and how far it is from the \
                place of the last nearby, the lead of the article wrapped to the terminal, and its address. @N is a \
                reference from the last nearby (Tab completes them and the titles), S2 an article of the saved \
                list, on the wiki it was saved from (its saved copy stands in offline); an article's address \
                (https://nl.wikipedia.org/wiki/Dam_(Amsterdam)) is that wiki's article; anything else is a title, \
                looked up on the Wikipedia --wiki picks. open @N opens the article's page in the browser. On a terminal \
                that answers that it draws pictures (the kitty graphics protocol, or iTerm2's inline images), the \
                article's thumbnail is drawn above it.
                """,
                examples: ["article @1", "article Rijksmuseum", "places --wiki nl article \"Dam (Amsterdam)\""]
            )
        case .dutch:
            CommandHelp(
                synopsis: "article @N|SN|TITEL",
                summary: "toon de samenvatting van een Wikipedia-artikel",
                usage: ["article @N|SN|TITEL"],
                details: """
                Toont de samenvatting van een artikel: titel en beschrijving, de coördinaten en hoe ver het ligt van \
                de plek van de laatste nearby, het begin van het artikel passend gemaakt voor de terminal, en het \
                adres. @N is een verwijzing uit de laatste nearby (Tab vult ze aan, en de titels), S2 een bewaard \
                artikel, op de wiki waarvan het bewaard is (offline staat de kopie ervoor in); het adres van \
                een artikel (https://nl.wikipedia.org/wiki/Dam_(Amsterdam)) is dat artikel op die wiki; al het andere is \
                een titel, opgezocht op de Wikipedia die --wiki kiest. open @N opent de pagina van het artikel in \
                de browser. Op een terminal die antwoordt dat hij afbeeldingen tekent (het grafische protocol van \
                kitty, of de inline afbeeldingen van iTerm2), staat de afbeelding van het artikel erboven.
                """,
                examples: ["article @1", "article Rijksmuseum", "places --wiki nl article \"Dam (Amsterdam)\""]
            )
        }
    }

    let articles: ArticlesViewModel
    let pictures: PictureDrawing

    static func make(_ app: AppGraph) -> ArticleCommand {
        ArticleCommand(articles: app.articles, pictures: app.pictures)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        switch await articles.target(for: input.text) {
        case .success(let target):
            return CommandOutcome(await ArticleCardPrinting.show(target, json: input.globals.json, articles: articles, pictures: pictures, io))
        case .failure(let failure):
            io.console.message(failure.sentence(io.localizer))
            return .failure
        }
    }

}
