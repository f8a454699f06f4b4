import PlacesDomain
import PlacesPresentation

/// `read`: a whole article in the terminal, picked by reference (`@3`), address or title.
@MainActor
struct ReadCommand: Command {
    static let name = "read"
    static let argument = ArgumentShape.required
    static let completion = CompletionKind.articles
    static let asksWikipedia = true

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "read @N|SN|TITLE",
                summary: "read a whole Wikipedia article in the terminal",
                usage: ["read @N|SN|TITLE"],
                details: """
                Shows a whole article as text: its title, a table of contents, then every section with its number, \
                its paragraphs and lists, wrapped to the terminal and shown through the pager when it is longer \
                than the screen (plain text when piped). @N is a reference from the last nearby or find, S2 an \
                article of the saved list (its saved copy stands in offline), an article's address is that wiki's article, anything else a title on the Wikipedia --wiki picks. A \
                redirect is followed and said; a disambiguation page says so; a text longer than 2 MB is cut at a \
                paragraph, and the cut is said. On a terminal that draws pictures, the article's picture is drawn \
                above it, as article draws it. With --json: the title, address, type, redirect and the numbered \
                sections with their paragraphs and list items.
                """,
                examples: ["read @1", "read S1", "read Dam", "places --json read \"Dam square\""]
            )
        case .dutch:
            CommandHelp(
                synopsis: "read @N|SN|TITEL",
                summary: "lees een heel Wikipedia-artikel in de terminal",
                usage: ["read @N|SN|TITEL"],
                details: """
                Toont een heel artikel als tekst: de titel, een inhoudsopgave, dan elke sectie met haar nummer, \
                alinea's en lijsten, passend gemaakt voor de terminal en getoond via de pager als het langer is dan \
                het scherm (platte tekst in een pipe). @N is een verwijzing uit de laatste nearby of find, S2 een \
                bewaard artikel (offline staat de kopie ervoor in), het adres van een artikel is dat artikel op die wiki, al het andere een titel op de Wikipedia die --wiki kiest. \
                Een doorverwijzing wordt gevolgd en genoemd; een doorverwijspagina zegt dat; een tekst langer dan \
                2 MB wordt bij een alinea afgebroken, en dat wordt gezegd. Op een terminal die afbeeldingen tekent, \
                staat de afbeelding van het artikel erboven, zoals article haar tekent. Met --json: de titel, het adres, het \
                soort, de doorverwijzing en de genummerde secties met hun alinea's en lijstonderdelen.
                """,
                examples: ["read @1", "read S1", "read Dam", "places --json read \"Dam square\""]
            )
        }
    }

    let reader: ArticleReaderViewModel
    /// The summaries, which name an article's picture.
    let articles: ArticlesViewModel
    let pictures: PictureDrawing

    static func make(_ app: AppGraph) -> ReadCommand {
        ReadCommand(reader: app.reader, articles: app.articles, pictures: app.pictures)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        let target: ArticleTarget
        switch await reader.target(for: input.text) {
        case .success(let found):
            target = found
        case .failure(let failure):
            io.console.message(failure.sentence(io.localizer))
            return .failure
        }
        await io.progress.during(io.localizer(ArticleText.asking(host: target.site.host))) {
            await reader.load(target)
        }
        guard case .loaded(let page) = reader.state else {
            if case .failed(let message) = reader.state { io.console.message(message) }
            return .failure
        }
        io.say(page.notices)
        if input.globals.json {
            io.console.line(JSONOutput.page(page))
        } else {
            // Straight to the terminal, ahead of the text: a picture is never gathered for the pager.
            if let picture = await picture(of: target, width: io.console.style.width) {
                io.output.terminal.out.write(picture)
            }
            io.console.out.write(ArticlePageText(style: io.console.style).render(page))
        }
        return .success
    }

    /// The article's picture as `article` draws it, on a terminal that draws pictures. Only then is the summary —
    /// which names the picture — asked for: everywhere else `read` asks one question, not two.
    private func picture(of target: ArticleTarget, width: Int) async -> String? {
        guard pictures.terminal.graphics() != nil else { return nil }
        await articles.loadCard(for: target)
        guard case .loaded(let card) = articles.cardState else { return nil }
        return await pictures.above(card.summary, width: width)
    }
}
