import PlacesDomain
import PlacesPresentation

/// Articles around a place, for a person: reference, title, distance and direction aligned, then as much of the
/// short description as the width leaves; one sentence each in plain mode.
///
/// Titles and descriptions come from the network: they are made inert here and shortened with "…" only here; JSON
/// keeps them whole.
struct ArticleTable {
    let style: OutputStyle

    /// Titles longer than this are shortened, so distances stay in one column.
    private static let titleWidth = 40
    /// A description gets at least this much room, or none.
    private static let narrowestDescription = 12

    /// The rows as text, ending in a line break (empty for no rows).
    func render(_ rows: [ArticleRow]) -> String {
        if style.plain {
            return rows.map { DisplayText.sanitized($0.sentence) + "\n" }.joined()
        }
        let titles = rows.map { DisplayText.truncated(DisplayText.sanitized($0.article.title), toWidth: Self.titleWidth) }
        let referenceWidth = rows.map(\.reference.count).max() ?? 0
        let titleWidth = titles.map(DisplayText.width(of:)).max() ?? 0
        let distanceWidth = rows.map { ($0.distance ?? "").count }.max() ?? 0
        let directionWidth = rows.map { ($0.direction ?? "").count }.max() ?? 0
        // two spaces, reference, two, title, two, distance, one, direction, two
        let used = 2 + referenceWidth + 2 + titleWidth + 2 + distanceWidth + 1 + directionWidth + 2
        let descriptionWidth = style.width - used
        var out = ""
        for (row, title) in zip(rows, titles) {
            let reference = TerminalText.padded(row.reference, toWidth: referenceWidth)
            let distance = String(repeating: " ", count: distanceWidth - (row.distance ?? "").count) + (row.distance ?? "")
            let direction = TerminalText.padded(row.direction ?? "", toWidth: directionWidth)
            var line = "  \(reference)  \(TerminalText.padded(title, toWidth: titleWidth))  \(distance) \(direction)"
            if let description = row.article.description, descriptionWidth >= Self.narrowestDescription {
                let shown = DisplayText.truncated(DisplayText.sanitized(description), toWidth: descriptionWidth)
                line += "  " + ANSI.styled(shown, ANSI.dim, if: style.color)
            }
            out += line.trimmingTrailingSpaces() + "\n"
        }
        return out
    }
}

extension String {
    /// The text without spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
