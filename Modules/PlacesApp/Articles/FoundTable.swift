import PlacesDomain
import PlacesPresentation

/// Articles with coordinates, for a person: a mark (`@1` in `find`'s list, `3.` among a choice's candidates), the
/// title, the coordinates, the distance and direction from the last place when there is one, and the short
/// description — beside them when every row's fits in the width, else on a line of its own under the title, so
/// that it is read whole; one sentence each in plain mode.
///
/// Titles and descriptions come from the network: they are made inert here and shortened with "…" only here; JSON
/// keeps them whole.
struct FoundTable {
    let style: OutputStyle

    /// Titles longer than this are shortened, so the coordinates stay in one column.
    private static let titleWidth = 40

    /// The rows as text, each after its mark, ending in a line break (empty for no rows).
    ///
    /// - Parameters:
    ///   - rows: The articles.
    ///   - marks: One mark per row; right-aligned when they are numbers (`9.` under `10.`), else left-aligned.
    func render(_ rows: [FoundArticleRow], marks: [String]) -> String {
        if style.plain {
            return zip(marks, rows).map { mark, row in
                (row.reference == nil ? mark + " " : "") + DisplayText.sanitized(row.sentence) + "\n"
            }.joined()
        }
        let titles = rows.map { DisplayText.truncated(DisplayText.sanitized($0.article.title), toWidth: Self.titleWidth) }
        let descriptions = rows.map { $0.article.description.map(DisplayText.sanitized) }
        let markWidth = marks.map(\.count).max() ?? 0
        let titleWidth = titles.map(DisplayText.width(of:)).max() ?? 0
        let coordinatesWidth = rows.map(\.coordinates.count).max() ?? 0
        let distanceWidth = rows.map { ($0.distance ?? "").count }.max() ?? 0
        let directionWidth = rows.map { ($0.direction ?? "").count }.max() ?? 0
        let measured = distanceWidth > 0
        // two spaces, mark, two (one after a choice's number, as in PlaceTable), title, two, coordinates, [two,
        // distance, one, direction], two
        let gap = rows.first?.reference == nil ? 1 : 2
        let indent = 2 + markWidth + gap
        let used = indent + titleWidth + 2 + coordinatesWidth + (measured ? 2 + distanceWidth + 1 + directionWidth : 0) + 2
        let beside = descriptions.allSatisfy { ($0.map(DisplayText.width(of:)) ?? 0) <= style.width - used }
        var out = ""
        for (index, row) in rows.enumerated() {
            let mark = marks[index]
            let padding = String(repeating: " ", count: markWidth - mark.count)
            let shownMark = row.reference == nil ? padding + mark : mark + padding
            let coordinates = ANSI.styled(TerminalText.padded(row.coordinates, toWidth: coordinatesWidth), ANSI.dim, if: style.color)
            var line = "  \(shownMark)" + String(repeating: " ", count: gap) + "\(TerminalText.padded(titles[index], toWidth: titleWidth))  \(coordinates)"
            if measured {
                let distance = String(repeating: " ", count: distanceWidth - (row.distance ?? "").count) + (row.distance ?? "")
                line += "  \(distance) \(TerminalText.padded(row.direction ?? "", toWidth: directionWidth))"
            }
            if let description = descriptions[index] {
                let room = beside ? style.width - used : style.width - indent
                let shown = ANSI.styled(DisplayText.truncated(description, toWidth: max(1, room)), ANSI.dim, if: style.color)
                line = beside ? line + "  " + shown : line.trimmingTrailingSpaces() + "\n" + String(repeating: " ", count: indent) + shown
            }
            out += line.trimmingTrailingSpaces() + "\n"
        }
        return out
    }
}
