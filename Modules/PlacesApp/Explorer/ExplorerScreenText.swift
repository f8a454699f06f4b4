import PlacesPresentation

/// What the explorer says on a terminal that names a key or the terminal itself: the keys come from
/// ``ExplorerKeyMap``, spelled as the person presses them.
enum ExplorerScreenText: Message {
    /// Why there is no full-screen view here.
    enum NoTerminal: Sendable {
        /// Standard input or output is a pipe or a file.
        case notATerminal
        /// `TERM=dumb`: a terminal that cannot move its cursor.
        case dumb
        /// No `TERM` at all: what the terminal can do is unknown.
        case unnamed
        /// `--plain`: words asked for, not pictures.
        case plain
        /// `--json`: data asked for, not pictures.
        case json
    }

    // The list of keys: the sentences that name other keys.
    /// The list of actions is, on a terminal, the list of keys: its title and its entry in the key bar.
    case keysTitle
    case barKeys
    case helpSummary(close: String)
    case helpLeave(also: String)
    case helpScroll(panKeys: String)

    case searchHere(search: String)
    case noArticles(search: String)
    case nothingSelected(select: String)
    case findHint(find: String, back: String)
    /// The first line of a panel scrolled down: how many lines are above it, and the keys that scroll up.
    case moreAbove(lines: Int, keys: String)
    /// The last line of a panel longer than the screen: how many lines are below it, and the keys that scroll down.
    case moreBelow(lines: Int, keys: String)
    case tooSmall(columns: Int, rows: Int, minimumColumns: Int, minimumRows: Int, leave: String)
    case needsTerminal(NoTerminal)

    var english: String {
        switch self {
        case .keysTitle: "Keys"
        case .barKeys: "all keys"
        case .helpSummary(let close): "Show the selected article's summary; \(close) closes it."
        case .helpLeave(let also): "Leave; \(also) leaves too."
        case .helpScroll(let panKeys):
            "In this list, a summary, an article or a “Which one?”: scroll a line or a page, as the wheel over it does; on the map \(panKeys) pan."
        case .searchHere(let search): "The map has moved: \(search) searches this area."
        case .noArticles(let search): "Wikipedia has no articles here: move the map or zoom out, then \(search) searches again."
        case .nothingSelected(let select): "No article is selected: \(select) selects one, and so does a click on its pin."
        case .findHint(let find, let back): "\(find) finds it; \(back) goes back."
        case .moreAbove(lines: 1, let keys): "▲ 1 more line (\(keys))"
        case .moreAbove(let lines, let keys): "▲ \(lines) more lines (\(keys))"
        case .moreBelow(lines: 1, let keys): "▼ 1 more line (\(keys))"
        case .moreBelow(let lines, let keys): "▼ \(lines) more lines (\(keys))"
        case .tooSmall(let columns, let rows, let minimumColumns, let minimumRows, let leave):
            "The terminal is \(columns) × \(rows); explore needs at least \(minimumColumns) × \(minimumRows). Make it larger, or press \(leave) to leave."
        case .needsTerminal(.notATerminal):
            "explore draws a view that fills a terminal, and standard input or output is not one. nearby lists the articles around a place and map draws them, in any output."
        case .needsTerminal(.dumb):
            "explore draws a view that fills a terminal, and this one is dumb (TERM=dumb): it cannot move its cursor. nearby lists the articles around a place and map draws them."
        case .needsTerminal(.unnamed):
            "explore draws a view that fills a terminal, and TERM does not say what kind this one is. Set it (for example TERM=xterm-256color), or use nearby, which lists the articles around a place, and map, which draws them."
        case .needsTerminal(.plain):
            "explore draws a picture, and --plain asks for words. nearby lists the articles around a place, and map --plain says where they lie."
        case .needsTerminal(.json):
            "explore draws a picture, and --json asks for data. nearby --json gives the articles around a place, and map --json their map."
        }
    }

    var dutch: String {
        switch self {
        case .keysTitle: "Toetsen"
        case .barKeys: "alle toetsen"
        case .helpSummary(let close): "Toon de samenvatting van het gekozen artikel; \(close) sluit haar."
        case .helpLeave(let also): "Stop; \(also) stopt ook."
        case .helpScroll(let panKeys):
            "In deze lijst, een samenvatting, een artikel of een “Welke?”: scrol een regel of een pagina, zoals het wieltje erboven doet; op de kaart schuiven \(panKeys)."
        case .searchHere(let search): "De kaart is verschoven: \(search) zoekt hier."
        case .noArticles(let search): "Wikipedia heeft hier geen artikelen: verschuif de kaart of zoom uit, en \(search) zoekt opnieuw."
        case .nothingSelected(let select): "Er is geen artikel gekozen: \(select) kiest er een, en een klik op zijn speld ook."
        case .findHint(let find, let back): "\(find) zoekt haar; \(back) gaat terug."
        case .moreAbove(lines: 1, let keys): "▲ nog 1 regel (\(keys))"
        case .moreAbove(let lines, let keys): "▲ nog \(lines) regels (\(keys))"
        case .moreBelow(lines: 1, let keys): "▼ nog 1 regel (\(keys))"
        case .moreBelow(let lines, let keys): "▼ nog \(lines) regels (\(keys))"
        case .tooSmall(let columns, let rows, let minimumColumns, let minimumRows, let leave):
            "De terminal is \(columns) × \(rows); explore heeft minstens \(minimumColumns) × \(minimumRows) nodig. Maak hem groter, of druk op \(leave) om te stoppen."
        case .needsTerminal(.notATerminal):
            "explore tekent een beeld dat een terminal vult, en standaardinvoer of -uitvoer is er geen. nearby toont de artikelen rond een plek en map tekent ze, in elke uitvoer."
        case .needsTerminal(.dumb):
            "explore tekent een beeld dat een terminal vult, en deze is dom (TERM=dumb): hij kan zijn cursor niet verplaatsen. nearby toont de artikelen rond een plek en map tekent ze."
        case .needsTerminal(.unnamed):
            "explore tekent een beeld dat een terminal vult, en TERM zegt niet wat voor terminal dit is. Stel hem in (bijvoorbeeld TERM=xterm-256color), of gebruik nearby, dat de artikelen rond een plek toont, en map, dat ze tekent."
        case .needsTerminal(.plain):
            "explore tekent een plaatje, en --plain vraagt om woorden. nearby toont de artikelen rond een plek, en map --plain zegt waar ze liggen."
        case .needsTerminal(.json):
            "explore tekent een plaatje, en --json vraagt om gegevens. nearby --json geeft de artikelen rond een plek, en map --json hun kaart."
        }
    }
}
