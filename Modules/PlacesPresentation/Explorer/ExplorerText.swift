/// What the explorer says: the words of its key bar and list of keys, and what it is doing. Which keys do it, and
/// what the screen it is drawn on can do, are the front end's to say.
package enum ExplorerText: Message {
    // The key bar: what each group of keys does, in a word or two.
    case barPan
    case barZoom
    case barSelect
    case barSummary
    case barRead
    case barOpen
    case barSearch
    case barFind
    case barAdd
    case barSave
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
    case helpRead
    case helpOpen
    case helpSearch
    case helpFind
    case helpAdd
    case helpSave
    case helpKeys
    case helpLeave
    case helpScroll
    case helpClose
    case helpFindTyped
    case helpChoose
    case helpMarks(centre: Character, cluster: String)

    case findPrompt
    case finding(Quoted)
    case reading(title: Quoted)
    /// The streets of the view being asked of the map server.
    case askingStreets
    case opening(title: Quoted)
    case adding(Quoted)
    case saving(Quoted)
    case unsaving(Quoted)

    package var english: String {
        switch self {
        case .barPan: "pan"
        case .barZoom: "zoom"
        case .barSelect: "select"
        case .barSummary: "summary"
        case .barRead: "read"
        case .barOpen: "open"
        case .barSearch: "search here"
        case .barFind: "find"
        case .barAdd: "add"
        case .barSave: "save"
        case .barKeys: "all actions"
        case .barLeave: "leave"
        case .barClose: "close"
        case .barScroll: "scroll"
        case .keysTitle: "Actions"
        case .helpPan: "Move the map a quarter of its width."
        case .helpZoom(let narrowest): "Zoom in and out, from the whole world to \(narrowest) across."
        case .helpSelect: "Select the next or the previous article; a click on its pin selects it too."
        case .helpSummary: "Show the selected article's summary."
        case .helpRead: "Read the selected article whole in the panel, from its table of contents on."
        case .helpOpen: "Open the selected article's page in the browser."
        case .helpSearch: "Search this area: the articles around the centre of the map."
        case .helpFind: "Find a place — in the list, the built-in gazetteer or Wikipedia — by name, number, coordinates or link, and go there."
        case .helpAdd: "Add the selected article to your locations, or the centre of the map when none is selected."
        case .helpSave: "Save the selected article to read later, offline too; again, take it off the saved articles."
        case .helpKeys: "Show or hide this list."
        case .helpLeave: "Leave."
        case .helpScroll: "In this list, a summary, an article or a “Which one?”: scroll a line or a page, as the wheel over it does."
        case .helpClose: "Close the open panel."
        case .helpFindTyped: "Find the place whose words are typed."
        case .helpChoose: "Choose the place whose number is typed."
        case .helpMarks(let centre, let cluster):
            "On the map, each article is drawn with its number (3 is @3), a saved article with its S number (S1), \(centre) is the place explored, and \(cluster) and the like are an article with others too close to draw apart: zoom in."
        case .findPrompt: "Find a place: "
        case .finding(let text): "Looking for \(text)…"
        case .reading(let title): "Reading \(title)…"
        case .askingStreets: "Asking the map server for this view's streets…"
        case .opening(let title): "Opening \(title)…"
        case .adding(let title): "Adding \(title) to your locations…"
        case .saving(let title): "Saving \(title)…"
        case .unsaving(let title): "Taking \(title) off the saved articles…"
        }
    }

    package var dutch: String {
        switch self {
        case .barPan: "schuif"
        case .barZoom: "zoom"
        case .barSelect: "kies"
        case .barSummary: "samenvatting"
        case .barRead: "lees"
        case .barOpen: "open"
        case .barSearch: "zoek hier"
        case .barFind: "vind"
        case .barAdd: "voeg toe"
        case .barSave: "bewaar"
        case .barKeys: "alle acties"
        case .barLeave: "stop"
        case .barClose: "sluit"
        case .barScroll: "scrol"
        case .keysTitle: "Acties"
        case .helpPan: "Schuif de kaart een kwart van haar breedte op."
        case .helpZoom(let narrowest): "Zoom in en uit, van de hele wereld tot \(narrowest) breed."
        case .helpSelect: "Kies het volgende of het vorige artikel; een klik op zijn speld kiest het ook."
        case .helpSummary: "Toon de samenvatting van het gekozen artikel."
        case .helpRead: "Lees het hele gekozen artikel in het paneel, vanaf de inhoudsopgave."
        case .helpOpen: "Open de pagina van het gekozen artikel in de browser."
        case .helpSearch: "Zoek hier: de artikelen rond het midden van de kaart."
        case .helpFind: "Vind een plek — in de lijst, het ingebouwde plaatsenregister of Wikipedia — op naam, nummer, coördinaten of link, en ga erheen."
        case .helpAdd: "Voeg het gekozen artikel toe aan je locaties, of het midden van de kaart als er niets gekozen is."
        case .helpSave: "Bewaar het gekozen artikel om later te lezen, ook offline; nog eens: haal het uit de bewaarde artikelen."
        case .helpKeys: "Toon of verberg deze lijst."
        case .helpLeave: "Stop."
        case .helpScroll: "In deze lijst, een samenvatting, een artikel of een “Welke?”: scrol een regel of een pagina, zoals het wieltje erboven doet."
        case .helpClose: "Sluit het open paneel."
        case .helpFindTyped: "Zoek de plek waarvan de woorden getypt zijn."
        case .helpChoose: "Kies de plek waarvan het nummer getypt is."
        case .helpMarks(let centre, let cluster):
            "Op de kaart staat elk artikel als zijn nummer (3 is @3), een bewaard artikel als zijn S-nummer (S1), is \(centre) de verkende plek, en zijn \(cluster) en dergelijke een artikel met andere te dicht bijeen om apart te tekenen: zoom in."
        case .findPrompt: "Vind een plek: "
        case .finding(let text): "\(text) wordt gezocht…"
        case .reading(let title): "\(title) wordt gelezen…"
        case .askingStreets: "De kaartserver wordt om de straten van dit beeld gevraagd…"
        case .opening(let title): "\(title) wordt geopend…"
        case .adding(let title): "\(title) wordt aan je locaties toegevoegd…"
        case .saving(let title): "\(title) wordt bewaard…"
        case .unsaving(let title): "\(title) wordt uit de bewaarde artikelen gehaald…"
        }
    }
}
