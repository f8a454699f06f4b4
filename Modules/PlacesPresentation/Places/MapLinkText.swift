import PlacesDomain

/// Why a pasted map link names no place (``MapLinkProblem``), in every language. A service is named as it names
/// itself; the part of a link to copy instead (`@`, `#map=`) is the service's own syntax, in no language.
package enum MapLinkText: Message {
    case directions(service: String)
    case shortLink(service: String, host: Quoted, marker: String)
    case search(service: String, words: Quoted, marker: String?)
    case noCoordinates(service: String, marker: String)
    case invalid(service: String, reason: String)
    case unknown(Quoted)
    /// The form's coordinate field was given an article's address, whose place only the wiki knows.
    case formArticle(Quoted)

    /// The forms that work, as the sentence for an unknown link lists them.
    static let forms = "Google Maps (…/maps/@52.37,4.89,15z, …/maps/place/Dam/@…, ?q=52.37,4.89, ?ll=…, /search/52.37,+4.89), "
        + "OpenStreetMap (#map=15/52.37/4.89, ?mlat=52.37&mlon=4.89), Apple Maps (?ll=…, ?q=…, ?sll=…), "
        + "Bing Maps (?cp=52.37~4.89), geo:52.37,4.89 (also geo:0,0?q=52.37,4.89(Dam)), "

    package var english: String {
        switch self {
        case .directions(let service):
            "This \(service) link gives directions, a route rather than one place: open the place itself and copy its address."
        case .shortLink(let service, let host, let marker):
            "This \(service) short link (\(host)) has no coordinates in it; open it and copy the address with \(marker)."
        case .search(let service, let words, let marker?):
            "This \(service) link searches for “\(words)” and has no coordinates in it: give the name itself, or open the link and copy the address with \(marker)."
        case .search(let service, let words, nil):
            "This \(service) link searches for “\(words)” and has no coordinates in it: give the name itself."
        case .noCoordinates(let service, let marker):
            "This \(service) link shows no one place; open it, pick the place and copy the address with \(marker)."
        case .invalid(let service, let reason):
            "The coordinates in this \(service) link cannot be used. \(reason)"
        case .unknown(let link):
            "No place can be read from “\(link)”. Links that work: \(Self.forms)Wikipedia's articles and its Special:Nearby#/coord/52.37,4.89."
        case .formArticle(let title):
            "“\(title)” is a Wikipedia article: its coordinates are the wiki's, not the link's. Give coordinates or a map link here, or the article's link where a place is asked for in one line."
        }
    }

    package var dutch: String {
        switch self {
        case .directions(let service):
            "Deze link van \(service) geeft een route, geen plek: open de plek zelf en kopieer haar adres."
        case .shortLink(let service, let host, let marker):
            "Deze korte link van \(service) (\(host)) bevat geen coördinaten; open hem en kopieer het adres met \(marker)."
        case .search(let service, let words, let marker?):
            "Deze link van \(service) zoekt naar “\(words)” en bevat geen coördinaten: geef de naam zelf, of open de link en kopieer het adres met \(marker)."
        case .search(let service, let words, nil):
            "Deze link van \(service) zoekt naar “\(words)” en bevat geen coördinaten: geef de naam zelf."
        case .noCoordinates(let service, let marker):
            "Deze link van \(service) toont niet één plek; open hem, kies de plek en kopieer het adres met \(marker)."
        case .invalid(let service, let reason):
            "De coördinaten in deze link van \(service) zijn onbruikbaar. \(reason)"
        case .unknown(let link):
            "Uit “\(link)” valt geen plek te lezen. Links die werken: \(Self.forms)de artikelen van Wikipedia en haar Special:Nearby#/coord/52.37,4.89."
        case .formArticle(let title):
            "“\(title)” is een artikel van Wikipedia: de coördinaten staan bij de wiki, niet in de link. Geef hier coördinaten of een kaartlink, of de link van het artikel waar in één regel om een plek gevraagd wordt."
        }
    }
}
