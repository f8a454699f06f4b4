import PlacesDomain
import PlacesPresentation

/// An article's summary for a person: title, description, where it is, the lead wrapped to the width, the address.
/// Everything from the wiki is made inert; plain mode drops emphasis.
struct ArticleCardText {
    let style: OutputStyle
    let localizer: Localizer

    /// The summary as text, ending in a line break.
    func render(_ card: ArticleCard) -> String {
        let summary = card.summary
        let width = max(20, style.width)
        var lines: [String] = []
        let title = DisplayText.sanitized(summary.title)
        lines.append(ANSI.styled(title, ANSI.bold, if: style.color && !style.plain))
        if let description = summary.description {
            let text = DisplayText.sanitized(description)
            lines.append(ANSI.styled(text, ANSI.dim, if: style.color && !style.plain))
        }
        if let coordinates = card.coordinates {
            let located = card.whereFromPlace.map { "\(coordinates); \(DisplayText.sanitized($0))" } ?? coordinates
            lines.append(localizer(ArticleText.summaryCoordinates(located)))
        }
        lines.append("")
        // Paragraphs stay paragraphs, a blank line apart; every other control character is made inert.
        let extract = card.extract.split(separator: "\n")
            .map { DisplayText.sanitized(String($0)) }
            .joined(separator: "\n\n")
        lines += TerminalText.wrapped(extract, toWidth: width)
        lines.append("")
        lines.append(localizer(LinkText.handleOnWeb(url: summary.url)))
        return lines.joined(separator: "\n") + "\n"
    }
}
