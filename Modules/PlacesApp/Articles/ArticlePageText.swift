import PlacesPresentation

/// A whole article for a person: its lines wrapped to the width, headings in bold, the table of contents indented
/// by depth, list items with a bullet and a hanging indent, a blank line between paragraphs. Everything from the
/// wiki is made inert; plain mode drops emphasis and writes `-` for a bullet.
struct ArticlePageText {
    let style: OutputStyle

    /// The page as text, ending in a line break.
    func render(_ page: ArticlePage) -> String {
        renderLines(page).joined(separator: "\n") + "\n"
    }

    /// The page's lines, wrapped to the width: what the pager and the explorer's panel scroll through.
    func renderLines(_ page: ArticlePage, width: Int? = nil) -> [String] {
        let width = max(20, width ?? style.width)
        let emphasis = style.color && !style.plain
        let bullet = style.plain ? "- " : "• "
        var out: [String] = []
        var previous: ArticlePage.Line?
        for line in page.lines {
            if let previous, Self.blankBetween(previous, line) { out.append("") }
            switch line {
            case .title(let title):
                out += TerminalText.wrapped(DisplayText.sanitized(title), toWidth: width).map { ANSI.styled($0, ANSI.bold, if: emphasis) }
            case .note(let text), .cut(let text):
                out += TerminalText.wrapped(text, toWidth: width).map { ANSI.styled($0, ANSI.dim, if: emphasis) }
            case .address(let text):
                out += TerminalText.wrapped(text, toWidth: width)
            case .contents(let text):
                out.append(ANSI.styled(text, ANSI.bold, if: emphasis))
            case .contentsEntry(let number, let heading, let depth):
                out += Self.hanging(
                    "\(number) \(DisplayText.sanitized(heading))", first: String(repeating: "  ", count: depth),
                    rest: String(repeating: "  ", count: depth + 1), width: width
                )
            case .heading(let number, let heading, _):
                out += TerminalText.wrapped("\(number) \(DisplayText.sanitized(heading))", toWidth: width)
                    .map { ANSI.styled($0, ANSI.bold, if: emphasis) }
            case .paragraph(let text):
                out += TerminalText.wrapped(DisplayText.sanitized(text), toWidth: width)
            case .listItem(let text):
                out += Self.hanging(DisplayText.sanitized(text), first: bullet, rest: "  ", width: width)
            }
            previous = line
        }
        return out
    }

    /// Whether a blank line separates two lines: none inside the table of contents and between list items.
    private static func blankBetween(_ previous: ArticlePage.Line, _ line: ArticlePage.Line) -> Bool {
        switch (previous, line) {
        case (.title, .note), (.note, .note), (.contents, .contentsEntry), (.contentsEntry, .contentsEntry), (.listItem, .listItem):
            false
        default:
            true
        }
    }

    /// `text` wrapped after `first`, its other lines after `rest` (as wide as `first`).
    private static func hanging(_ text: String, first: String, rest: String, width: Int) -> [String] {
        let lines = TerminalText.wrapped(text, toWidth: max(1, width - DisplayText.width(of: rest)))
        return lines.enumerated().map { ($0.offset == 0 ? first : rest) + $0.element }
    }
}
