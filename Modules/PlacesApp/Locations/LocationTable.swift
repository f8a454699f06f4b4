import PlacesDomain
import PlacesPresentation

/// Renders rows for a person: an aligned table that fits the width, or one sentence per row in plain mode.
///
/// Names are made inert with ``DisplayText/sanitized(_:)`` and shortened with "…" only here; JSON and links
/// keep them whole. Custom locations carry a `*` (and the words "added by you" in plain mode), so the mark never
/// depends on colour.
struct LocationTable {
    let style: OutputStyle
    let localizer: Localizer

    /// The rows as text, ending in a line break (empty for no rows): for short lists, such as the candidates of
    /// an ambiguous name.
    func render(_ rows: [LocationRow]) -> String {
        var out = ""
        let byNumber = Dictionary(rows.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
        emit(numbers: rows.map(\.number), row: { byNumber[$0] }) { text in
            out += text
            return true
        }
        return out
    }

    /// Writes the rows to standard output a chunk at a time, making each row only when it is written, and stops
    /// when nobody reads the output: a million locations never become a million rows in memory at once.
    ///
    /// - Parameters:
    ///   - numbers: The rows' numbers, ascending.
    ///   - row: Makes the row with a number.
    ///   - console: Where the table goes.
    func write(numbers: [Int], row: (Int) -> LocationRow?, to console: Console) {
        var output = ChunkedOutput(console: console)
        emit(numbers: numbers, row: row) { output.append($0) }
        output.flush()
    }

    /// Hands the rendering to `output` piece by piece; `output` returns false to stop.
    private func emit(numbers: [Int], row makeRow: (Int) -> LocationRow?, _ output: (String) -> Bool) {
        guard !numbers.isEmpty else { return }
        // Loops over the numbers, making each row in turn. (`numbers.lazy.compactMap(makeRow)` would not be lazy:
        // with a non-escaping function, Swift picks the eager compactMap and builds every row first.)
        if style.plain {
            for number in numbers {
                guard let row = makeRow(number) else { continue }
                let sentence = row.isCustom
                    ? SessionText.plainRowCustom(number: row.number, title: row.quotedTitle, detail: row.spokenCoordinates)
                    : SessionText.plainRow(number: row.number, title: row.quotedTitle, detail: row.spokenCoordinates)
                guard output(localizer(sentence) + "\n")
                else { return }
            }
            return
        }
        let layout = measure(numbers: numbers, row: makeRow)
        let header = pad(localizer(SessionText.columnNumber), layout.numberWidth, right: true) + "   "
            + TerminalText.padded(localizer(SessionText.columnName), toWidth: layout.nameWidth) + "  "
            + localizer(SessionText.columnCoordinates)
        guard output((style.color ? ANSI.bold + header + ANSI.reset : header) + "\n"),
              output(String(repeating: "─", count: min(style.width, layout.fixed + layout.nameWidth)) + "\n")
        else { return }
        var anyCustom = false
        for number in numbers {
            guard let row = makeRow(number) else { continue }
            let number = pad(String(row.number), layout.numberWidth, right: true)
            var mark = row.isCustom ? "*" : " "
            if style.color && row.isCustom { mark = ANSI.yellow + mark + ANSI.reset }
            let title = DisplayText.sanitized(row.title)
            var name = TerminalText.padded(DisplayText.truncated(title, toWidth: layout.nameWidth), toWidth: layout.nameWidth)
            if style.color && row.location.name == nil { name = ANSI.dim + name + ANSI.reset }
            let coordinates = style.color ? ANSI.dim + row.coordinates + ANSI.reset : row.coordinates
            guard output(number + " " + mark + " " + name + "  " + coordinates + "\n") else { return }
            anyCustom = anyCustom || row.isCustom
        }
        if anyCustom { _ = output(localizer(SessionText.customLegend) + "\n") }
    }

    /// The column widths. Measuring stops as soon as neither width can grow any more, so a long list is not
    /// measured to its end.
    private func measure(numbers: [Int], row makeRow: (Int) -> LocationRow?) -> (numberWidth: Int, nameWidth: Int, fixed: Int) {
        // The numbers ascend: the last one is the widest.
        let numberWidth = max(String(numbers.last ?? 0).count, localizer(SessionText.columnNumber).count)
        var coordinatesWidth = localizer(SessionText.columnCoordinates).count
        var longestTitle = localizer(SessionText.columnName).count
        let widestCoordinates = (try? Coordinate(latitude: -90, longitude: -180)).map {
            CoordinateFormatter(language: localizer.language).string(for: $0).count
        } ?? Int.max
        // The widest the name column can be: with the narrowest coordinates column, the header's.
        let widestName = max(8, style.width - (numberWidth + 5 + coordinatesWidth))
        for number in numbers {
            guard let row = makeRow(number) else { continue }
            if coordinatesWidth < widestCoordinates { coordinatesWidth = max(coordinatesWidth, row.coordinates.count) }
            if longestTitle < widestName {
                longestTitle = max(longestTitle, DisplayText.width(of: DisplayText.sanitized(row.title)))
            }
            if coordinatesWidth >= widestCoordinates && longestTitle >= widestName { break }
        }
        // number, space, mark, space, name, two spaces, coordinates
        let fixed = numberWidth + 1 + 1 + 1 + 2 + coordinatesWidth
        return (numberWidth, min(longestTitle, max(8, style.width - fixed)), fixed)
    }

    private func pad(_ text: String, _ width: Int, right: Bool) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
