import PlacesDomain
import PlacesPresentation

/// Renders rows for a person: an aligned table that fits the width, or one sentence per row in plain mode.
///
/// Names are made inert with ``TerminalText/sanitized(_:)`` and shortened with "…" only here; JSON and links
/// keep them whole. Custom locations carry a `*` (and the words "added by you" in plain mode), so the mark never
/// depends on colour.
struct LocationTable {
    let style: OutputStyle
    let localizer: Localizer

    private static let bold = "\u{1B}[1m"
    private static let dim = "\u{1B}[2m"
    private static let yellow = "\u{1B}[33m"
    private static let reset = "\u{1B}[0m"

    /// The rows as text, ending in a line break (empty for no rows).
    func render(_ rows: [LocationRow]) -> String {
        guard !rows.isEmpty else { return "" }
        return style.plain ? plain(rows) : table(rows)
    }

    private func plain(_ rows: [LocationRow]) -> String {
        var out = ""
        for row in rows {
            let key = row.isCustom ? SessionText.plainRowCustom : .plainRow
            out += localizer(key, String(row.number), TerminalText.sanitized(row.title), row.spokenCoordinates) + "\n"
        }
        return out
    }

    private func table(_ rows: [LocationRow]) -> String {
        let numberWidth = max(String(rows[rows.count - 1].number).count, localizer(SessionText.columnNumber).count)
        let coordinatesWidth = rows.reduce(localizer(SessionText.columnCoordinates).count) { max($0, $1.coordinates.count) }
        let titles = rows.map { TerminalText.sanitized($0.title) }
        let longestTitle = titles.reduce(localizer(SessionText.columnName).count) { max($0, TerminalText.width(of: $1)) }
        // number, space, mark, space, name, two spaces, coordinates
        let fixed = numberWidth + 1 + 1 + 1 + 2 + coordinatesWidth
        let nameWidth = min(longestTitle, max(8, style.width - fixed))
        let anyCustom = rows.contains { $0.isCustom }

        var out = ""
        out.reserveCapacity(rows.count * (fixed + nameWidth + 8))
        let header = pad(localizer(SessionText.columnNumber), numberWidth, right: true) + "   "
            + TerminalText.padded(localizer(SessionText.columnName), toWidth: nameWidth) + "  "
            + localizer(SessionText.columnCoordinates)
        out += style.color ? Self.bold + header + Self.reset + "\n" : header + "\n"
        out += String(repeating: "─", count: min(style.width, fixed + nameWidth)) + "\n"
        for (row, title) in zip(rows, titles) {
            let number = pad(String(row.number), numberWidth, right: true)
            var mark = row.isCustom ? "*" : " "
            if style.color && row.isCustom { mark = Self.yellow + mark + Self.reset }
            var name = TerminalText.padded(TerminalText.truncated(title, toWidth: nameWidth), toWidth: nameWidth)
            if style.color && row.location.name == nil { name = Self.dim + name + Self.reset }
            let coordinates = style.color ? Self.dim + row.coordinates + Self.reset : row.coordinates
            out += number + " " + mark + " " + name + "  " + coordinates + "\n"
        }
        if anyCustom { out += localizer(SessionText.customLegend) + "\n" }
        return out
    }

    private func pad(_ text: String, _ width: Int, right: Bool) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
