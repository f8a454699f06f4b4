import PlacesPresentation

/// A map for a person: the title, the picture (coloured when allowed: blue water, green land, red pins, magenta
/// clusters, names in bold; under a street layer bare land, green parks, grey streets, yellow major roads, magenta
/// railways, blue rivers; without colour on a terminal, pins in inverse video), the scale bar, the key laid out to
/// the width, and the notes; in plain mode the sentences instead of the picture.
struct MapRendering {
    let style: OutputStyle

    private static let water = "\u{1B}[34;44m"
    private static let land = "\u{1B}[32m"
    private static let coast = "\u{1B}[32;44m"
    private static let pin = "\u{1B}[1;97;41m"
    private static let cluster = "\u{1B}[1;97;45m"
    private static let centre = "\u{1B}[1;33m"
    private static let label = "\u{1B}[1;97m"
    private static let inverse = "\u{1B}[1;7m"
    private static let ground = "\u{1B}[37m"
    private static let park = "\u{1B}[32m"
    private static let minorRoad = "\u{1B}[37m"
    private static let majorRoad = "\u{1B}[1;93m"
    private static let railway = "\u{1B}[95m"
    private static let waterLine = "\u{1B}[1;94m"
    private static let streetName = "\u{1B}[3;97m"

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

    /// One row of cells, with an attribute change only where the kind of cell changes.
    private func line(_ row: [MapCell]) -> String {
        let plain = String(row.map(\.glyph))
        guard style.color || style.emphasis,
              row.contains(where: { !Self.attribute(for: $0.kind, color: style.color).isEmpty })
        else { return plain }
        var out = ""
        var current: String?
        for cell in row {
            let attribute = Self.attribute(for: cell.kind, color: style.color)
            if attribute != current {
                out += ANSI.reset + attribute
                current = attribute
            }
            out.append(cell.glyph)
        }
        return out + ANSI.reset
    }

    /// The attributes a cell of `kind` is drawn in: colours, or without colour only inverse video for pins and
    /// clusters and bold for the centre and names, so that they stand out from the dots.
    static func attribute(for kind: MapCell.Kind, color: Bool) -> String {
        switch (kind, color) {
        case (.water, true): water
        case (.land, true): land
        case (.coast, true): coast
        case (.pin, true): pin
        case (.cluster, true): cluster
        case (.centre, true): centre
        case (.label, true): label
        case (.pin, false), (.cluster, false): inverse
        case (.centre, false): ANSI.bold
        case (.ground, true): ground
        case (.park, true): park
        case (.minorRoad, true): minorRoad
        case (.majorRoad, true): majorRoad
        case (.railway, true): railway
        case (.waterLine, true): waterLine
        case (.streetName, true): streetName
        case (.water, false), (.land, false), (.coast, false), (.label, false), (.ground, false), (.park, false), (.minorRoad, false),
             (.majorRoad, false), (.railway, false), (.waterLine, false), (.streetName, false): ""
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
