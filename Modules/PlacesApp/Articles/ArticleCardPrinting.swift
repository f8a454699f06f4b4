import PlacesDomain
import PlacesPresentation

/// An article's card, asked with progress shown and printed: what `article` and `handle-url` both do.
@MainActor
enum ArticleCardPrinting {
    /// Asks for the summary and prints it, below its picture where the terminal draws pictures.
    static func show(
        _ target: ArticleTarget, json: Bool, articles: ArticlesViewModel, pictures: PictureDrawing, _ io: CommandIO
    ) async -> ExitStatus {
        guard let card = await load(target, articles: articles, io) else { return .failure }
        if json {
            io.console.line(JSONOutput.card(card))
        } else {
            // Straight to the terminal, ahead of the text: a picture is never gathered for the pager.
            if let picture = await pictures.above(card.summary, width: io.console.style.width) {
                io.output.terminal.out.write(picture)
            }
            io.console.out.write(ArticleCardText(style: io.console.style, localizer: io.localizer).render(card))
        }
        return .success
    }

    /// Asks for the summary with progress shown, and says what to know about it; `nil` after saying why there is
    /// none.
    static func load(_ target: ArticleTarget, articles: ArticlesViewModel, _ io: CommandIO) async -> ArticleCard? {
        await io.progress.during(io.localizer(ArticleText.asking(host: target.site.host))) {
            await articles.loadCard(for: target)
        }
        switch articles.cardState {
        case .loaded(let card):
            io.say(card.notices)
            return card
        case .failed(let message):
            io.console.message(message)
            return nil
        case .idle, .loading:
            return nil
        }
    }
}
