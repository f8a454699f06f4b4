/// Wikipedia's search: `find`'s list, and the articles that name a place wherever one is expected.
package enum SearchText: Message {
    /// Where a place came from, with the article's short description when it has one.
    case fromWikipedia(title: Quoted, description: Quoted?)
    /// Nothing anywhere the name was looked for: the list (when `list`), the gazetteer (when `gazetteer`), and
    /// Wikipedia, which could not be asked and had no saved answer when `offline`.
    case nowhere(Quoted, list: Bool, gazetteer: Bool, offline: Bool)
    /// Articles whose titles match but which have no coordinates; at least one title.
    case unplaced(titles: [Quoted])
    /// How to name one of several of Wikipedia's articles without being asked.
    case narrowDown(example: Quoted)
    /// How to name one of several candidates, gazetteer places and Wikipedia's articles, without being asked.
    case narrowDownMixed(example: Quoted)
    /// A candidate between namesakes as one sentence.
    case plainCandidate(title: Quoted, description: Quoted?, coordinates: String)
    /// The heading of `find`'s list; `place` when distances are measured from one, `byText` when no title matched
    /// and the articles mention the text instead.
    case heading(Quoted, byText: Bool, place: Quoted?)
    case none(Quoted)
    /// One row of `find` as a sentence; `distance` and `direction` when there is a place to measure from.
    case plainRow(reference: String, title: Quoted, description: Quoted?, coordinates: String, distance: String?, direction: String?)
    case unplacedCount(Int)
    case notShown(count: Int)
    case fallbackFailed(reason: String)
    case tooLong(Quoted, limit: Int)

    package var english: String {
        switch self {
        case .fromWikipedia(let title, let description?): "\(title) — from Wikipedia: \(description)."
        case .fromWikipedia(let title, nil): "\(title) — from Wikipedia."
        case .nowhere(let typed, let list, let gazetteer, let offline):
            Self.neither(
                [list ? "the list" : nil, gazetteer ? "the built-in gazetteer" : nil,
                 offline ? "Wikipedia (which could not be asked, and has no saved answer)" : "Wikipedia"].compactMap { $0 },
                english: true
            ) + (list || gazetteer ? " has a place called “\(typed)”." : " has no place called “\(typed)”.")
        case .unplaced(let titles) where titles.count == 1:
            "Wikipedia's article “\(Quoted.joined(titles))” has no coordinates: it is not a place."
        case .unplaced(let titles):
            "Wikipedia's articles " + titles.map { "“\($0)”" }.joined(separator: ", ") + " have no coordinates: they are not places."
        case .narrowDown(let example): "Say which: type the whole title, as in “\(example)”"
        case .narrowDownMixed(let example):
            "Say which: add a country or US state after a comma, as in “\(example)”"
        case .plainCandidate(let title, let description, let coordinates):
            "\(title)" + (description.map { ", \($0)" } ?? "") + ", \(coordinates)."
        case .heading(let text, false, nil): "Wikipedia articles with coordinates matching “\(text)”:"
        case .heading(let text, false, let place?): "Wikipedia articles with coordinates matching “\(text)”, and how far they are from \(place):"
        case .heading(let text, true, nil): "No title matches “\(text)”; Wikipedia articles with coordinates that mention it:"
        case .heading(let text, true, let place?):
            "No title matches “\(text)”; Wikipedia articles with coordinates that mention it, and how far they are from \(place):"
        case .none(let text): "Wikipedia has no article with coordinates matching “\(text)”."
        case .plainRow(let reference, let title, let description, let coordinates, let distance, let direction):
            "\(reference). \(title)" + (description.map { ", \($0)" } ?? "") + ": \(coordinates)"
                + (distance.map { distance in ", \(distance)" + (direction.map { " \($0)" } ?? "") } ?? "") + "."
        case .unplacedCount(1): "1 more matching article has no coordinates and is not a place."
        case .unplacedCount(let count): "\(Language.english.grouped(count)) more matching articles have no coordinates and are not places."
        case .notShown(let count): "\(Language.english.grouped(count)) more not shown"
        case .fallbackFailed(let reason): "No title with coordinates matched, and searching the articles' text failed: \(reason)"
        case .tooLong(let text, let limit): "“\(text)” is too long to search for: at most \(limit) characters."
        }
    }

    package var dutch: String {
        switch self {
        case .fromWikipedia(let title, let description?): "\(title) — uit Wikipedia: \(description)."
        case .fromWikipedia(let title, nil): "\(title) — uit Wikipedia."
        case .nowhere(let typed, let list, let gazetteer, let offline):
            Self.neither(
                [list ? "de lijst" : nil, gazetteer ? "het ingebouwde plaatsenregister" : nil,
                 offline ? "Wikipedia (dat niet gevraagd kon worden en geen bewaard antwoord heeft)" : "Wikipedia"].compactMap { $0 },
                english: false
            ) + (list || gazetteer ? " heeft een plek die “\(typed)” heet." : " heeft geen plek die “\(typed)” heet.")
        case .unplaced(let titles) where titles.count == 1:
            "Het Wikipedia-artikel “\(Quoted.joined(titles))” heeft geen coördinaten: het is geen plek."
        case .unplaced(let titles):
            "De Wikipedia-artikelen " + titles.map { "“\($0)”" }.joined(separator: ", ") + " hebben geen coördinaten: het zijn geen plekken."
        case .narrowDown(let example): "Zeg welke: typ de hele titel, zoals “\(example)”"
        case .narrowDownMixed(let example):
            "Zeg welke: zet er een land of Amerikaanse staat achter, na een komma, zoals “\(example)”"
        case .plainCandidate(let title, let description, let coordinates):
            "\(title)" + (description.map { ", \($0)" } ?? "") + ", \(coordinates)."
        case .heading(let text, false, nil): "Wikipedia-artikelen met coördinaten die passen bij “\(text)”:"
        case .heading(let text, false, let place?): "Wikipedia-artikelen met coördinaten die passen bij “\(text)”, en hoe ver ze van \(place) liggen:"
        case .heading(let text, true, nil): "Geen titel past bij “\(text)”; Wikipedia-artikelen met coördinaten die het noemen:"
        case .heading(let text, true, let place?):
            "Geen titel past bij “\(text)”; Wikipedia-artikelen met coördinaten die het noemen, en hoe ver ze van \(place) liggen:"
        case .none(let text): "Wikipedia heeft geen artikel met coördinaten dat past bij “\(text)”."
        case .plainRow(let reference, let title, let description, let coordinates, let distance, let direction):
            "\(reference). \(title)" + (description.map { ", \($0)" } ?? "") + ": \(coordinates)"
                + (distance.map { distance in ", \(distance)" + (direction.map { " naar het \($0)" } ?? "") } ?? "") + "."
        case .unplacedCount(1): "Nog 1 artikel past, maar heeft geen coördinaten en is geen plek."
        case .unplacedCount(let count): "Nog \(Language.dutch.grouped(count)) artikelen passen, maar hebben geen coördinaten en zijn geen plekken."
        case .notShown(let count): "Nog \(Language.dutch.grouped(count)) niet getoond"
        case .fallbackFailed(let reason): "Geen titel met coördinaten paste, en zoeken in de tekst van de artikelen mislukte: \(reason)"
        case .tooLong(let text, let limit): "“\(text)” is te lang om naar te zoeken: hoogstens \(limit) tekens."
        }
    }

    /// "Neither A, nor B, nor C" / "Neither A nor B" / "A" in English; "A, B noch C" / "A noch B" / "A" in Dutch,
    /// with the first letter a capital.
    private static func neither(_ sources: [String], english: Bool) -> String {
        let text: String
        switch (sources.count, english) {
        case (0, _): text = ""
        case (1, _): text = sources[0]
        case (2, true): text = "neither \(sources[0]) nor \(sources[1])"
        case (_, true): text = "neither " + sources.joined(separator: ", nor ")
        case (_, false): text = sources.dropLast().joined(separator: ", ") + " noch " + (sources.last ?? "")
        }
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
