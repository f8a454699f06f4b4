/// What the explorer says: its key bar and list of keys, what it is doing, what it needs, and why it cannot start.
package enum ExplorerText: Message {
    /// Why there is no full-screen view here.
    package enum NoTerminal: Sendable {
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

    // The key bar: what each group of keys does, in a word or two.
    case barPan
    case barZoom
    case barSelect
    case barSummary
    case barOpen
    case barSearch
    case barFind
    case barAdd
    case barKeys
    case barLeave
    case barClose
    case barScroll

    // The list of keys: what each does, in a sentence.
    case keysTitle
    case helpPan
    case helpZoom(narrowest: String)
    case helpSelect
    case helpSummary
    case helpOpen
    case helpSearch
    case helpFind
    case helpAdd
    case helpKeys
    case helpLeave
    case helpScroll
    case helpMarks(centre: Character, cluster: Character)

    case searchSuggested
    case nothingSelected
    case findPrompt
    case findHint
    case chooseHint
    case finding(Quoted)
    case reading(title: Quoted)
    case opening(title: Quoted)
    case adding(Quoted)
    case noArticles
    /// The first line of a panel scrolled down: how many lines are above it.
    case moreAbove(lines: Int)
    /// The last line of a panel longer than the screen: how many lines are below it.
    case moreBelow(lines: Int)
    case tooSmall(columns: Int, rows: Int, minimumColumns: Int, minimumRows: Int)
    case needsTerminal(NoTerminal)

    package var english: String {
        switch self {
        case .barPan: "pan"
        case .barZoom: "zoom"
        case .barSelect: "select"
        case .barSummary: "summary"
        case .barOpen: "open"
        case .barSearch: "search here"
        case .barFind: "find"
        case .barAdd: "add"
        case .barKeys: "all keys"
        case .barLeave: "leave"
        case .barClose: "close"
        case .barScroll: "scroll"
        case .keysTitle: "Keys"
        case .helpPan: "Move the map a quarter of its width."
        case .helpZoom(let narrowest): "Zoom in and out, from the whole world to \(narrowest) across."
        case .helpSelect: "Select the next or the previous article; a click on its pin selects it too."
        case .helpSummary: "Show the selected article's summary; Esc closes it."
        case .helpOpen: "Open the selected article's page in the browser."
        case .helpSearch: "Search this area: the articles around the centre of the map."
        case .helpFind: "Find a place — in the list, the built-in gazetteer or Wikipedia — by name, number, coordinates or link, and go there."
        case .helpAdd: "Add the selected article to your locations, or the centre of the map when none is selected."
        case .helpKeys: "Show or hide this list."
        case .helpLeave: "Leave; Ctrl-C leaves too."
        case .helpScroll: "In this list, a summary or a “Which one?”: scroll a line or a page, as the wheel over it does; on the map ↑ ↓ j k pan."
        case .helpMarks(let centre, let cluster):
            "On the map, \(centre) is the centre, and \(cluster) and the like are articles too close together to draw apart: zoom in."
        case .searchSuggested: "The map has moved: s searches this area."
        case .nothingSelected: "No article is selected: Tab selects one, and so does a click on its pin."
        case .findPrompt: "Find a place: "
        case .findHint: "Enter finds it; Esc goes back."
        case .chooseHint: "Type its number and Enter; Esc goes back."
        case .finding(let text): "Looking for \(text)…"
        case .reading(let title): "Reading \(title)…"
        case .opening(let title): "Opening \(title)…"
        case .adding(let title): "Adding \(title) to your locations…"
        case .noArticles: "Wikipedia has no articles here: move the map or zoom out, then s searches again."
        case .moreAbove(lines: 1): "▲ 1 more line (↑ PgUp)"
        case .moreAbove(let lines): "▲ \(lines) more lines (↑ PgUp)"
        case .moreBelow(lines: 1): "▼ 1 more line (↓ PgDn)"
        case .moreBelow(let lines): "▼ \(lines) more lines (↓ PgDn)"
        case .tooSmall(let columns, let rows, let minimumColumns, let minimumRows):
            "The terminal is \(columns) × \(rows); explore needs at least \(minimumColumns) × \(minimumRows). Make it larger, or press q to leave."
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

    package var dutch: String {
        switch self {
        case .barPan: "schuif"
        case .barZoom: "zoom"
        case .barSelect: "kies"
        case .barSummary: "samenvatting"
        case .barOpen: "open"
        case .barSearch: "zoek hier"
        case .barFind: "vind"
        case .barAdd: "voeg toe"
        case .barKeys: "alle toetsen"
        case .barLeave: "stop"
        case .barClose: "sluit"
        case .barScroll: "scrol"
        case .keysTitle: "Toetsen"
        case .helpPan: "Schuif de kaart een kwart van haar breedte op."
        case .helpZoom(let narrowest): "Zoom in en uit, van de hele wereld tot \(narrowest) breed."
        case .helpSelect: "Kies het volgende of het vorige artikel; een klik op zijn speld kiest het ook."
        case .helpSummary: "Toon de samenvatting van het gekozen artikel; Esc sluit haar."
        case .helpOpen: "Open de pagina van het gekozen artikel in de browser."
        case .helpSearch: "Zoek hier: de artikelen rond het midden van de kaart."
        case .helpFind: "Vind een plek — in de lijst, het ingebouwde plaatsenregister of Wikipedia — op naam, nummer, coördinaten of link, en ga erheen."
        case .helpAdd: "Voeg het gekozen artikel toe aan je locaties, of het midden van de kaart als er niets gekozen is."
        case .helpKeys: "Toon of verberg deze lijst."
        case .helpLeave: "Stop; Ctrl-C stopt ook."
        case .helpScroll: "In deze lijst, een samenvatting of een “Welke?”: scrol een regel of een pagina, zoals het wieltje erboven doet; op de kaart schuiven ↑ ↓ j k."
        case .helpMarks(let centre, let cluster):
            "Op de kaart is \(centre) het midden, en \(cluster) en dergelijke zijn artikelen te dicht bijeen om apart te tekenen: zoom in."
        case .searchSuggested: "De kaart is verschoven: s zoekt hier."
        case .nothingSelected: "Er is geen artikel gekozen: Tab kiest er een, en een klik op zijn speld ook."
        case .findPrompt: "Vind een plek: "
        case .findHint: "Enter zoekt haar; Esc gaat terug."
        case .chooseHint: "Typ het nummer en Enter; Esc gaat terug."
        case .finding(let text): "\(text) wordt gezocht…"
        case .reading(let title): "\(title) wordt gelezen…"
        case .opening(let title): "\(title) wordt geopend…"
        case .adding(let title): "\(title) wordt aan je locaties toegevoegd…"
        case .noArticles: "Wikipedia heeft hier geen artikelen: verschuif de kaart of zoom uit, en s zoekt opnieuw."
        case .moreAbove(lines: 1): "▲ nog 1 regel (↑ PgUp)"
        case .moreAbove(let lines): "▲ nog \(lines) regels (↑ PgUp)"
        case .moreBelow(lines: 1): "▼ nog 1 regel (↓ PgDn)"
        case .moreBelow(let lines): "▼ nog \(lines) regels (↓ PgDn)"
        case .tooSmall(let columns, let rows, let minimumColumns, let minimumRows):
            "De terminal is \(columns) × \(rows); explore heeft minstens \(minimumColumns) × \(minimumRows) nodig. Maak hem groter, of druk op q om te stoppen."
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
