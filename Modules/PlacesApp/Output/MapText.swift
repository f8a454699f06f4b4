import PlacesPresentation

/// A map for a person: the title, the picture (coloured when allowed: blue water, green land, red pins), the scale
/// bar, the key laid out to the width, and the notes; in plain mode the sentences instead of the picture.
struct MapRendering {
    let style: OutputStyle

    private static let water = "\u{1B}[34;44m"
    private static let land = "\u{1B}[32m"
    private static let coast = "\u{1B}[32;44m"
    private static let pin = "\u{1B}[1;97;41m"
    private static let centre = "\u{1B}[1;33m"

    /// The map as text, ending in a line break.
    func render(_ picture: MapPicture) -> String {
        if style.plain {
            return picture.sentences.map { DisplayText.sanitized($0) + "\n" }.joined()
        }
        var out = TerminalText.wrapped(DisplayText.sanitized(picture.title), toWidth: style.width).map { $0 + "\n" }.joined()
        for row in picture.cells {
            out += line(row) + "\n"
        }
        if let scaleBar = picture.scaleBar { out += DisplayText.truncated(scaleBar, toWidth: style.width) + "\n" }
        out += keyLines(picture.key.map(DisplayText.sanitized)).map { $0 + "\n" }.joined()
        for note in picture.notes {
            out += TerminalText.wrapped(DisplayText.sanitized(note), toWidth: style.width).map { $0 + "\n" }.joined()
        }
        return out
    }

    /// One row of cells, with a colour change only where the kind of cell changes.
    private func line(_ row: [MapCell]) -> String {
        guard style.color else { return String(row.map(\.character)) }
        var out = ""
        var current: MapCell.Kind?
        for cell in row {
            if cell.kind != current {
                out += ANSI.reset + code(for: cell.kind)
                current = cell.kind
            }
            out.append(cell.character)
        }
        return out + ANSI.reset
    }

    private func code(for kind: MapCell.Kind) -> String {
        switch kind {
        case .water: Self.water
        case .land: Self.land
        case .coast: Self.coast
        case .pin: Self.pin
        case .centre: Self.centre
        }
    }

    /// The key's entries side by side, two spaces apart, as many to a line as the width allows.
    private func keyLines(_ entries: [String]) -> [String] {
        var lines: [String] = []
        var current = ""
        for entry in entries {
            let shown = DisplayText.truncated(entry, toWidth: style.width)
            if !current.isEmpty, DisplayText.width(of: current) + 2 + DisplayText.width(of: shown) > style.width {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? shown : "  " + shown
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
