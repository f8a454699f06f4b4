import PlacesDomain
import PlacesPresentation

/// The saved articles for a person, as `nearby` lists articles: number, title, distance and direction aligned, how
/// old the copy is, then as much of the description as the width leaves; one sentence each in plain mode.
///
/// Titles and descriptions came from the network: they are made inert here and shortened with "…" only here; JSON
/// keeps them whole.
struct SavedTable {
    let style: OutputStyle

    /// Titles longer than this are shortened, so distances stay in one column.
    private static let titleWidth = 40
    /// A description gets at least this much room, or none.
    private static let narrowestDescription = 12

    /// The rows as text, ending in a line break (empty for no rows).
    func render(_ rows: [SavedArticleRow]) -> String {
        if style.plain {
            return rows.map { DisplayText.sanitized($0.sentence) + "\n" }.joined()
        }
        let titles = rows.map { DisplayText.truncated(DisplayText.sanitized($0.article.title), toWidth: Self.titleWidth) }
        let ages = rows.map(\.age)
        let referenceWidth = rows.map(\.reference.count).max() ?? 0
        let titleWidth = titles.map(DisplayText.width(of:)).max() ?? 0
        let distanceWidth = rows.map { ($0.distance ?? "").count }.max() ?? 0
        let directionWidth = rows.map { ($0.direction ?? "").count }.max() ?? 0
        let ageWidth = ages.map(DisplayText.width(of:)).max() ?? 0
        let placed = distanceWidth > 0
        // two spaces, reference, two, title, two, distance, one, direction, two, age, two
        let used = 2 + referenceWidth + 2 + titleWidth + (placed ? 2 + distanceWidth + 1 + directionWidth : 0) + 2 + ageWidth + 2
        var out = ""
        for (index, row) in rows.enumerated() {
            let reference = TerminalText.padded(row.reference, toWidth: referenceWidth)
            var line = "  \(reference)  \(TerminalText.padded(titles[index], toWidth: titleWidth))"
            if placed {
                let distance = String(repeating: " ", count: distanceWidth - (row.distance ?? "").count) + (row.distance ?? "")
                line += "  \(distance) \(TerminalText.padded(row.direction ?? "", toWidth: directionWidth))"
            }
            line += "  " + ANSI.styled(TerminalText.padded(ages[index], toWidth: ageWidth), ANSI.dim, if: style.color)
            let extra = row.summaryOnly ? row.summaryOnlyMark : row.article.summary.description.map(DisplayText.sanitized)
            if let extra, style.width - used >= Self.narrowestDescription {
                line += "  " + ANSI.styled(DisplayText.truncated(extra, toWidth: style.width - used), ANSI.dim, if: style.color)
            }
            out += line.trimmingTrailingSpaces() + "\n"
        }
        return out
    }
}
