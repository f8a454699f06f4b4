import PlacesDomain
import PlacesPresentation

/// Draws the explorer's state as the lines of a full screen: the map's title; the map, its selected mark
/// highlighted, beside the list of articles or a panel (under it on a narrow screen); the map's scale and the key to
/// its marks; a status line; and the key bar. The title, the key and the key bar always have their lines: the map
/// gets what is left.
///
/// It only reads the view model; every word it shows comes from there, but for the keys, spelled from the key map,
/// and the sentences that name them (``ExplorerScreenText``); everything from outside is made inert.
@MainActor
struct ExplorerScreen {
    /// The smallest screen the view is drawn on; a smaller one says so.
    static let minimumColumns = 40
    static let minimumRows = 12
    /// The narrowest list or panel beside the map; a screen narrower than ``besideFrom`` puts it under the map.
    static let sideColumns = 34
    static let besideFrom = 80
    /// The spinner's frames, one a tenth of a second.
    static let spinner: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// Colour allowed (not `NO_COLOR`, `--no-color`); without it pins and the selection are in inverse video.
    let color: Bool
    /// The view's language, for the sentences that are the terminal's own: those naming keys, and that it is too
    /// small.
    let localizer: Localizer
    /// Which key does what, for the key bar, the list of keys and the sentences naming keys.
    var keys: ExplorerKeyMap = .standard
    /// A whole article's lines at the panel's width, laid out once rather than at every frame.
    let articleLines = ArticleLinesCache()

    /// The picture the session has for a summary, when the terminal draws pictures: the summary panel leaves room for
    /// it at its top (``PictureSlot``) and notes where in ``ExplorerFrame/pictureBox``.
    var summaryPicture: PictureShape?

    /// What the screen needs to know of a picture to make room for it: whose it is, and its shape.
    struct PictureShape: Equatable {
        /// The picture's address: the summary's thumbnail.
        let address: String
        /// Its size in pixels, when known.
        let pixelWidth: Int?
        let pixelHeight: Int?
    }

    private static let bold = ANSI.bold
    private static let inverse = "\u{1B}[7m"
    private static let failure = "\u{1B}[1;31m"
    private static let selectedMark = "\u{1B}[1;30;43m"
    private static let selectedMarkPlain = "\u{1B}[1;4;7m"

    /// The screen for `model` at `columns` × `rows`, with the spinner at `tick`.
    func frame(_ model: ExplorerViewModel, columns: Int, rows: Int, tick: Int = 0) -> ExplorerFrame {
        guard columns >= Self.minimumColumns, rows >= Self.minimumRows else {
            return tooSmall(columns: max(1, columns), rows: max(1, rows))
        }
        let beside = columns >= Self.besideFrom
        let status = statusLines(model, columns: columns, rows: rows, tick: tick)
        // The status takes the lines it needs from the map and the panel: the rest is laid out as if it had one.
        let rows = rows - (status.count - 1)
        // Title, key line under the map, status and key bar.
        let mapRows = beside ? rows - 4 : max(4, (rows - 4) * 3 / 5)
        let mapColumns = beside ? columns - Self.sideColumns - 1 : columns
        let picture = model.picture(columns: mapColumns, rows: mapRows)
        let pictureColumns = picture.cells.first?.count ?? 0
        // A map never narrower than 20 columns can be taller than the rows left on a low screen: its middle rows show.
        let top = max(0, (picture.cells.count - mapRows) / 2)
        let shownRows = Array(picture.cells.enumerated().dropFirst(top).prefix(mapRows))
        var frame = ExplorerFrame(lines: [], mapOrigin: (0, 1 - top), picture: picture, shownMapRows: top..<(top + shownRows.count), listRows: [:])

        var title = ScreenLine(columns: columns)
        title.append(picture.title, Self.bold)
        frame.lines.append(title.finished)

        let selected = model.selectedMark(on: picture)
        let mapLines = shownRows.map { mapLine($1, row: $0, columns: beside ? pictureColumns : columns, selected: selected) }
        var keyLine = ScreenLine(columns: beside ? pictureColumns : columns)
        keyLine.append(([picture.scaleBar].compactMap { $0 } + picture.marksKey + [picture.credit].compactMap { $0 }).joined(separator: "  "))

        if beside {
            let sideColumns = columns - pictureColumns - 1
            let side = panel(model, picture: picture, columns: sideColumns, rows: rows - 3, firstColumn: pictureColumns + 1, firstRow: 1, frame: &frame)
            for row in 0..<(rows - 3) {
                let left = row < mapLines.count ? mapLines[row] : row == mapLines.count ? keyLine.finished : String(repeating: " ", count: pictureColumns)
                frame.lines.append(left + " " + side[row])
            }
        } else {
            frame.lines += mapLines
            frame.lines.append(keyLine.finished)
            let below = rows - 3 - mapLines.count - 1
            frame.lines += panel(model, picture: picture, columns: columns, rows: below, firstColumn: 0, firstRow: 2 + mapLines.count, frame: &frame)
        }
        frame.lines += status
        frame.lines.append(keyBar(model, columns: columns))
        return frame
    }

    // MARK: The map

    /// One row of the map, each cell in its kind's attributes; the selected mark stands out, and without colour it
    /// is also bracketed where the cells beside it hold no other mark.
    private func mapLine(_ cells: [MapCell], row: Int, columns: Int, selected: MapMark?) -> String {
        var line = ScreenLine(columns: columns)
        for (column, cell) in cells.enumerated() {
            var character = cell.glyph
            var attribute = MapRendering.attribute(for: cell.kind, color: color)
            if let selected, selected.row == row {
                let span = selected.columns
                if span.contains(column) {
                    attribute = color ? Self.selectedMark : Self.selectedMarkPlain
                } else if !color, column == span.lowerBound - 1 || column == span.upperBound, Self.isBackground(cells, column),
                          Self.isBackground(cells, column == span.upperBound ? column + 1 : column - 1) {
                    // A bracket only over land or water, and never next to another mark, which it would touch.
                    character = column < span.lowerBound ? "[" : "]"
                    attribute = Self.bold
                }
            }
            line.append(cell: character, attribute)
        }
        return line.finished
    }

    /// Whether the cell at `column` shows only land or water (or lies beyond the row): nothing a bracket may cover or
    /// touch.
    private static func isBackground(_ cells: [MapCell], _ column: Int) -> Bool {
        guard cells.indices.contains(column) else { return true }
        return [.water, .land, .coast, .ground, .park].contains(cells[column].kind)
    }

    // MARK: The list and the panels

    /// The list of articles or the open panel, as `rows` lines of `columns` from screen cell (`firstColumn`,
    /// `firstRow`); the rows of the list are noted in `frame` for clicks, and where an open panel is, for the wheel.
    private func panel(
        _ model: ExplorerViewModel,
        picture: MapPicture,
        columns: Int,
        rows: Int,
        firstColumn: Int,
        firstRow: Int,
        frame: inout ExplorerFrame
    ) -> [String] {
        var lines: [ScreenLine] = []
        // Lines under the part that scrolls, always shown.
        var pinned: [ScreenLine] = []
        // The picture's box: drawn only while the panel shows its top, where the box is.
        var pictureBox: ExplorerFrame.PictureBox?
        defer { if model.panelScroll == 0 || lines.count + pinned.count <= rows { frame.pictureBox = pictureBox } }
        let showsList = if case .none = model.panel { true } else { false }
        if !showsList { frame.panelArea = (firstRow..<(firstRow + rows), firstColumn..<(firstColumn + columns)) }
        func line(_ words: String, _ attribute: String = "") {
            var line = ScreenLine(columns: columns)
            line.append(words, attribute)
            lines.append(line)
        }
        func wrapped(_ words: String, _ attribute: String = "") {
            for text in TerminalText.wrapped(DisplayText.sanitized(words), toWidth: columns) { line(text, attribute) }
        }
        switch model.panel {
        case .none:
            list(model, picture: picture, columns: columns, rows: rows, firstRow: firstRow, lines: &lines, frame: &frame)
        case .keys:
            line(localizer(ExplorerScreenText.keysTitle), Self.bold)
            let keyWidth = (model.keys.map { DisplayText.width(of: keys.keys($0.action)) }.max() ?? 0) + 2
            for key in model.keys {
                for (index, text) in TerminalText.wrapped(sentence(for: key), toWidth: max(8, columns - keyWidth)).enumerated() {
                    var row = ScreenLine(columns: columns)
                    row.append(index == 0 ? keys.keys(key.action) : "", Self.bold)
                    row.pad(to: keyWidth)
                    row.append(text)
                    lines.append(row)
                }
            }
            line("")
            wrapped(model.marksSentence)
        case .summary(let state):
            switch state {
            case .idle, .loading:
                if let row = model.selectedRow { line(row.article.title, Self.bold) }
            case .loaded(let card):
                // Room for the picture above the title, when there is one: its box fitted to its shape.
                if let shape = summaryPicture, shape.address == card.summary.thumbnailURL,
                   let slot = PictureSlot.thumbnail(of: card.summary, width: columns), slot.rows + 2 <= rows {
                    let cells = slot.fitting(pixelWidth: shape.pixelWidth, pixelHeight: shape.pixelHeight)
                    for _ in 0..<cells.rows { line("") }
                    pictureBox = ExplorerFrame.PictureBox(
                        address: shape.address, row: firstRow, column: firstColumn, columns: cells.columns, rows: cells.rows
                    )
                }
                line(card.summary.title, Self.bold)
                if let description = card.summary.description { line(description) }
                if let coordinates = card.coordinates {
                    wrapped(card.whereFromPlace.map { "\(coordinates); \($0)" } ?? coordinates)
                }
                for notice in card.notices { wrapped(notice.message) }
                line("")
                for paragraph in card.extract.split(separator: "\n") {
                    wrapped(String(paragraph))
                    line("")
                }
                line(card.summary.url)
            case .failed(let message):
                wrapped(message, Self.failure)
            }
        case .article(let state):
            switch state {
            case .idle, .loading:
                if let row = model.selectedRow { line(row.article.title, Self.bold) }
            case .loaded(let page):
                // Laid out as read lays it out, without colour: the screen's own attributes style the panel.
                for text in articleLines.lines(of: page, width: columns) { line(text) }
            case .failed(let message):
                wrapped(message, Self.failure)
            }
        case .finding(let words):
            line(model.findPrompt + words + "█")
            let (find, back) = (keys.key(.request(.submit), in: .finding), keys.key(.perform(.escape), in: .finding))
            wrapped(localizer(ExplorerScreenText.findHint(find: find, back: back)))
        case .choosing(let choice, let typed):
            wrapped(choice.question)
            // Numbered and aligned as the line chooser lists them, without colour, cut to the panel.
            let table = ChoiceTable(style: OutputStyle(interactive: false, animated: false, color: false, plain: false, width: columns), localizer: localizer)
            for text in table.render(choice.rows).split(separator: "\n") { line(String(text)) }
            if choice.unlisted > 0 { wrapped(choice.hint) }
            // The number being typed stays in sight under the candidates, however far they are scrolled, and
            // however narrow the panel: the prompt is wrapped, not cut; on a low panel only its end, which holds the
            // number, leaves three lines to scroll.
            let prompt = TerminalText.wrapped(DisplayText.sanitized(choice.prompt + typed) + "█", toWidth: columns)
            for text in prompt.suffix(max(1, rows - 3)) {
                var line = ScreenLine(columns: columns)
                line.append(text)
                pinned.append(line)
            }
        }
        let body = rows - pinned.count
        if model.panelScrolls, lines.count > body, body >= 3 {
            return scrolled(lines.map(\.finished), model, columns: columns, rows: body, frame: &frame) + pinned.map(\.finished)
        }
        // What does not fit is cut; what is left is blank.
        let shown = (lines + pinned).prefix(rows).map(\.finished)
        return shown + Array(repeating: String(repeating: " ", count: columns), count: max(0, rows - shown.count))
    }

    /// The part of a panel longer than its `rows` that it is scrolled to, with a line saying how much is above when
    /// it is not at its top and one saying how much is below when it is not at its end, so that nothing is cut off
    /// unsaid; how far it scrolls, and by how much a page, noted in `frame`.
    private func scrolled(_ lines: [String], _ model: ExplorerViewModel, columns: Int, rows: Int, frame: inout ExplorerFrame) -> [String] {
        // Scrolled to the end, its last line is at the bottom, under the line saying what is above.
        let limit = lines.count - (rows - 1)
        let first = min(model.panelScroll, limit)
        var content = rows - (first > 0 ? 1 : 0)
        let below = lines.count - first - content > 0
        if below { content -= 1 }
        frame.panelScrolling = (limit, max(1, rows - 2))
        func more(_ words: String) -> String {
            var line = ScreenLine(columns: columns)
            line.append(words, Self.bold)
            return line.finished
        }
        var shown: [String] = []
        let panel = model.panel.kind
        if first > 0 {
            let up = [keys.key(.scroll(.lineUp), in: panel), keys.key(.scroll(.pageUp), in: panel)].joined(separator: " ")
            shown.append(more(localizer(ExplorerScreenText.moreAbove(lines: first, keys: up))))
        }
        shown += lines[first..<(first + content)]
        if below {
            let down = [keys.key(.scroll(.lineDown), in: panel), keys.key(.scroll(.pageDown), in: panel)].joined(separator: " ")
            shown.append(more(localizer(ExplorerScreenText.moreBelow(lines: lines.count - first - content, keys: down))))
        }
        return shown
    }

    /// The articles, nearest first, each with its mark on the map, reference, title, distance, direction and
    /// description; the selected one in inverse video, and scrolled into view.
    private func list(
        _ model: ExplorerViewModel,
        picture: MapPicture,
        columns: Int,
        rows: Int,
        firstRow: Int,
        lines: inout [ScreenLine],
        frame: inout ExplorerFrame
    ) {
        guard let list = model.list else { return }
        var heading = ScreenLine(columns: columns)
        heading.append(list.heading, Self.bold)
        lines.append(heading)
        let visible = max(0, rows - 1)
        let articles = list.rows
        let first = max(0, min((model.selection ?? 0) - visible / 2, articles.count - visible))
        for index in articles.indices.dropFirst(first).prefix(visible) {
            let row = articles[index]
            let isSelected = index == model.selection
            var line = ScreenLine(columns: columns)
            let attribute = isSelected ? Self.inverse : ""
            let symbol = picture.mark(for: .article(row.number)).map(\.text) ?? " "
            line.append(symbol + " ", attribute)
            line.append(row.reference + " ", attribute)
            line.append(row.article.title, isSelected ? Self.inverse + Self.bold : Self.bold)
            let whereText = [row.distance, row.direction].compactMap { $0 }.joined(separator: " ")
            if !whereText.isEmpty { line.append("  " + whereText, attribute) }
            if let description = row.article.description { line.append("  " + description, attribute) }
            if isSelected { line.pad(to: columns) }
            frame.listRows[firstRow + lines.count] = index
            lines.append(line)
        }
    }

    // MARK: The bottom lines

    /// The most lines the status takes on a screen of `rows`: a third of it, and six at most — enough for a
    /// sentence and an article's web address even at 40 × 12, while the map keeps most of the screen.
    static func mostStatusLines(rows: Int) -> Int {
        max(1, min(6, rows / 3))
    }

    /// What is being waited for, with a spinner, on one line; else the last thing told, or what to do next, wrapped
    /// over as many lines as it needs, up to ``mostStatusLines(rows:)``, the last cut with "…" beyond that. What
    /// was told is often the one thing to read (why something failed, the address of a page no app opened), so it
    /// is shown whole rather than cut at the screen's edge; a wait passes, and keeps the map from changing size
    /// while it lasts.
    private func statusLines(_ model: ExplorerViewModel, columns: Int, rows: Int, tick: Int) -> [String] {
        var text = ""
        var attribute = ""
        if let activity = model.activity {
            var line = ScreenLine(columns: columns)
            line.append("\(Self.spinner[tick % Self.spinner.count]) \(activity.message)")
            return [line.finished]
        } else if let status = model.status {
            text = switch status.message {
            case .sentence(let sentence): sentence
            case .nothingSelected: localizer(ExplorerScreenText.nothingSelected(select: keys.key(.perform(.selectNext), in: .none)))
            }
            attribute = status.kind == .failure ? (color ? Self.failure : Self.bold) : ""
        } else if let hint = model.hint {
            let search = keys.key(.request(.searchHere), in: .none)
            text = switch hint {
            case .searchHere: localizer(ExplorerScreenText.searchHere(search: search))
            case .noArticles: localizer(ExplorerScreenText.noArticles(search: search))
            }
        }
        let most = Self.mostStatusLines(rows: rows)
        var wrapped = TerminalText.wrapped(DisplayText.sanitized(text), toWidth: columns)
        if wrapped.count > most {
            wrapped = Array(wrapped.prefix(most - 1)) + [wrapped.dropFirst(most - 1).joined(separator: " ")]
        }
        return (wrapped.isEmpty ? [""] : wrapped).map { words in
            var line = ScreenLine(columns: columns)
            line.append(words, attribute)
            return line.finished
        }
    }

    /// The keys that work now and what each does, in a word or two. When they do not all fit, the ones before the
    /// last two go first, from the end: `?` (which lists them all) and leaving always stay.
    private func keyBar(_ model: ExplorerViewModel, columns: Int) -> String {
        let panel = model.panel.kind
        // On a terminal the list of actions is the list of keys, and the bar says so.
        var shown = model.keyBar.map { (keys: keys.keys($0.action, in: panel), label: $0.action == .keys ? localizer(ExplorerScreenText.barKeys) : $0.label) }
        func width(_ shown: [(keys: String, label: String)]) -> Int {
            shown.reduce(0) { $0 + DisplayText.width(of: $1.keys) + 1 + DisplayText.width(of: $1.label) } + 2 * max(0, shown.count - 1)
        }
        while width(shown) > columns, shown.count > 2 {
            shown.remove(at: shown.count - 3)
        }
        var line = ScreenLine(columns: columns)
        for (index, key) in shown.enumerated() {
            if index > 0 { line.append("  ") }
            line.append(key.keys, Self.inverse)
            line.append(" " + key.label)
        }
        return line.finished
    }

    /// What `key` does, in a sentence for the list of keys: the view model's, but where the sentence names other
    /// keys, which only the key map knows.
    private func sentence(for key: ExplorerKey) -> String {
        switch key.action {
        case .summary: localizer(ExplorerScreenText.helpSummary(close: keys.key(.perform(.escape), in: .summary)))
        case .leave: localizer(ExplorerScreenText.helpLeave(also: keys.unshownKeys(.perform(.leave), in: .none)))
        case .scroll: localizer(ExplorerScreenText.helpScroll(panKeys: keys.lineKeysPanning(in: .none)))
        case .pan, .zoom, .select, .read, .open, .search, .find, .add, .save, .keys, .close, .findTyped, .choose: key.sentence
        }
    }

    /// A screen too small for the view: why, and how to leave.
    private func tooSmall(columns: Int, rows: Int) -> ExplorerFrame {
        let sentence = ExplorerScreenText.tooSmall(
            columns: columns, rows: rows, minimumColumns: Self.minimumColumns, minimumRows: Self.minimumRows,
            leave: keys.key(.perform(.leave), in: .none)
        )
        let text = TerminalText.wrapped(localizer(sentence), toWidth: columns)
        let lines = (0..<rows).map { row in
            var line = ScreenLine(columns: columns)
            if row < text.count { line.append(text[row]) }
            return line.finished
        }
        return ExplorerFrame(lines: lines, mapOrigin: (0, 0), picture: nil, shownMapRows: 0..<0, listRows: [:])
    }
}

/// One screen of the explorer: its lines, and where the map and the list's rows are, for clicks.
struct ExplorerFrame {
    /// The lines, top to bottom, each exactly the screen's width.
    var lines: [String]
    /// The screen cell of the map's top-left cell (above the screen when only the map's middle rows show).
    var mapOrigin: (column: Int, row: Int)
    /// The map drawn, when there is one.
    var picture: MapPicture?
    /// The rows of the map that are on the screen.
    var shownMapRows: Range<Int>
    /// Which article each row of the list shows, by screen row.
    var listRows: [Int: Int]
    /// How far the panel scrolls (the last first line it can show) and a page of it; nothing to scroll when it fits.
    var panelScrolling: (limit: Int, page: Int) = (0, 1)
    /// The screen cells of the open panel (not the list of articles), for the wheel; `nil` when none is open.
    var panelArea: (rows: Range<Int>, columns: Range<Int>)?
    /// Where the summary's picture goes, when the panel left room for it and shows it.
    var pictureBox: PictureBox?

    /// A picture's box of cells on the screen.
    struct PictureBox: Equatable {
        /// Whose picture: the summary's thumbnail address.
        let address: String
        /// The screen cell of its top-left corner.
        let row: Int
        let column: Int
        /// Its size in cells.
        let columns: Int
        let rows: Int
    }

    /// Whether the cell at `column`, `row` shows the open panel.
    func panelContains(column: Int, row: Int) -> Bool {
        panelArea.map { $0.rows.contains(row) && $0.columns.contains(column) } ?? false
    }
}
