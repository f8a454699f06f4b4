/// The Places tab's own words: Wikipedia's articles around a place, a summary, references, and why a wiki could
/// not answer.
package enum ArticleText: Message {
    case nearbyHeading(radius: String, place: Quoted)
    case nearbyNone(radius: String, place: Quoted)
    /// One row as a sentence; `description` when the article has one, `distance` and `direction` when it is placed.
    case nearbyPlainRow(reference: String, title: Quoted, description: String?, distance: String?, direction: String?)
    case showingSaved(reason: String?, age: String)
    case notRemembered(reason: String)
    case noFolderReason
    case outsideRadius(host: String, count: Int, radius: String)
    case referenceNoList(Quoted)
    case referenceListUnreadable(Quoted, path: String, reason: String)
    case referenceListCorrupt(Quoted, path: String)
    case referenceListTooLarge(Quoted, path: String, megabytes: Int)
    case listCorruptReason
    case listTooLargeReason(megabytes: Int)
    case cutOffRounds(host: String, rounds: Int)
    case cutOffBytes(host: String, megabytes: Int)
    case cutOffPages(host: String, pages: Int)
    case cutOffTime(host: String, seconds: Int)
    case disambiguation(title: Quoted)
    case referenceOutOfRange(Quoted, count: Int)
    case referenceEmptyList(Quoted)
    case referenceUnplaced(reference: Quoted, title: Quoted)
    case titleTooLong(Quoted, limit: Int)
    /// The command (`nearby`, `explore`) that was given no place, and no place was shown before.
    case linkWithoutPlace
    case asking(host: String)
    case summaryCoordinates(String)
    case summaryDistance(distance: String, direction: String, place: Quoted)
    /// An article at the place itself: a distance that shows as 0 m has no direction.
    case summaryAtPlace(place: Quoted)
    case summaryNoExtract
    case opened(title: Quoted)
    case noBrowser
    case notAPage(Quoted)
    case wikiUnreachable(host: String)
    case wikiTimedOut(host: String, seconds: Int)
    case wikiStatus(host: String, status: Int)
    case wikiBusy(host: String)
    case wikiUnavailable(host: String)
    case wikiTooLarge(host: String, megabytes: Int)
    case wikiNotJSON(host: String)
    case wikiInvalid(host: String)
    case wikiRefused(host: String, info: Quoted, code: Quoted)
    case wikiMissing(host: String, title: Quoted)
    case wikiConnectionLost(host: String)
    case wikiRedirects(host: String)
    case wikiRedirectNotHTTP(host: String)
    case wikiNotHTTP(host: String)
    case wikiHeaderTooLarge(host: String)
    case wikiSecure(host: String)
    case wikiNoHTTPLibrary(host: String)
    case wikiTransfer(host: String, code: Int)
    case wikiCancelled

    package var english: String {
        switch self {
        case .nearbyHeading(let radius, let place): "Wikipedia articles within \(radius) of \(place):"
        case .nearbyNone(let radius, let place): "Wikipedia has no articles within \(radius) of \(place)."
        case .nearbyPlainRow(let reference, let title, let description, let distance?, let direction?):
            "\(reference). \(title)" + (description.map { ", \($0)" } ?? "") + ": \(distance) \(direction)."
        case .nearbyPlainRow(let reference, let title, let description, _?, nil):
            "\(reference). \(title)" + (description.map { ", \($0)" } ?? "") + ": at the place itself."
        case .nearbyPlainRow(let reference, let title, let description, _, _):
            "\(reference). \(title)" + (description.map { ", \($0)" } ?? "") + "."
        case .showingSaved(let reason, let age): FeedText.after(reason, "Showing the answer saved \(age).")
        case .notRemembered(let reason):
            "The list could not be kept for the next run (\(reason)); its @ references work until this one ends."
        case .noFolderReason: "there is no folder for it"
        case .outsideRadius(let host, 1, let radius): "\(host) also returned an article farther away than \(radius); it is left out."
        case .outsideRadius(let host, let count, let radius):
            "\(host) also returned \(count) articles farther away than \(radius); they are left out."
        case .referenceNoList(let reference): "\(reference) refers to a list of articles, and there is none yet"
        case .referenceListUnreadable(let reference, let path, let reason):
            "\(reference) refers to the last list of articles, but \(path) cannot be read: \(reason)."
        case .referenceListCorrupt(let reference, let path):
            "\(reference) refers to the last list of articles, but \(path) is damaged or was changed by something other than Places"
        case .referenceListTooLarge(let reference, let path, let megabytes):
            "\(reference) refers to the last list of articles, but \(path) is larger than \(megabytes) MB, the most Places reads"
        case .listCorruptReason: "it is not a list Places wrote"
        case .listTooLargeReason(let megabytes): "it would be larger than \(megabytes) MB, the most Places reads back"
        case .cutOffRounds(let host, let rounds):
            "\(host) sent its answer in more than \(rounds) parts, the most Places asks for; articles or coordinates from the rest may be missing."
        case .cutOffBytes(let host, let megabytes):
            "The answer from \(host) grew past \(megabytes) MB, the most Places takes for one question; articles or coordinates from the rest may be missing."
        case .cutOffPages(let host, let pages):
            "\(host) named more than \(pages) articles, the most Places takes for one question; the rest are left out."
        case .cutOffTime(let host, let seconds):
            "\(host) did not finish its answer within \(seconds) seconds; articles or coordinates from the rest may be missing."
        case .disambiguation(let title):
            "“\(title)” is a disambiguation page: a list of the articles this title may mean, not an article about one place."
        case .referenceOutOfRange(let reference, let count): "There is no \(reference): the last list of articles goes from @1 to @\(count)."
        case .referenceEmptyList(let reference): "There is no \(reference): the last list of articles was empty."
        case .referenceUnplaced(let reference, let title):
            "\(reference), \(title), has no coordinates on Wikipedia, so it is not a place to look around."
        case .titleTooLong(let title, let limit):
            "“\(title)” cannot be a Wikipedia title: titles are at most \(limit) bytes long."
        case .linkWithoutPlace:
            "This link names an article but no coordinates, so there is nothing to search around."
        case .asking(let host): "Asking \(host)…"
        case .summaryCoordinates(let coordinates): "Coordinates: \(coordinates)"
        case .summaryDistance(let distance, let direction, let place): "\(distance) \(direction) of \(place)"
        case .summaryAtPlace(let place): "at \(place)"
        case .summaryNoExtract: "Wikipedia has no summary for this article."
        case .opened(let title): "Opened \(title) in the browser."
        case .noBrowser: "No app on this computer opens web pages. Here is the article's address:"
        case .notAPage(let address): "“\(address)” is not a page of that Wikipedia, so Places does not open it."
        case .wikiUnreachable(let host): "Could not reach \(host). Check your internet connection and try again."
        case .wikiTimedOut(let host, let seconds): "\(host) did not answer within \(seconds) seconds."
        case .wikiStatus(let host, let status): "\(host) answered with HTTP status \(status)."
        case .wikiBusy(let host):
            "\(host) is getting too many requests and asked Places to slow down (HTTP status 429). Try again in a minute."
        case .wikiUnavailable(let host): "\(host) is unavailable right now (HTTP status 503). Try again later."
        case .wikiTooLarge(let host, let megabytes): "The answer from \(host) is larger than \(megabytes) MB, the most Places reads."
        case .wikiNotJSON(let host):
            "\(host) answered with a web page instead of data. A network that wants you to sign in first does this; open a browser to sign in. Or the address given for the wiki is not a Wikipedia."
        case .wikiInvalid(let host): "The answer from \(host) is cut short or is not what its API returns."
        case .wikiRefused(let host, let info, let code): "\(host) refused the question: \(info) (\(code))."
        case .wikiMissing(let host, let title): "\(host) has no article titled “\(title)”."
        case .wikiConnectionLost(let host): "The connection to \(host) broke before the whole answer arrived."
        case .wikiRedirects(let host): "\(host) redirected too often, probably in a loop."
        case .wikiRedirectNotHTTP(let host): "\(host) redirected to an address that is not http or https, which Places does not follow."
        case .wikiNotHTTP(let host): "\(host) answered with something that is not HTTP."
        case .wikiHeaderTooLarge(let host): "\(host) answered with a header larger than Places accepts (100 KB)."
        case .wikiSecure(let host): "No secure connection could be made to \(host), or its certificate is not trusted."
        case .wikiNoHTTPLibrary(let host): "Places cannot ask \(host): the system's libcurl is not installed."
        case .wikiTransfer(let host, let code): "Asking \(host) failed (libcurl error \(code))."
        case .wikiCancelled: "Asking Wikipedia was cancelled."
        }
    }

    package var dutch: String {
        switch self {
        case .nearbyHeading(let radius, let place): "Wikipedia-artikelen binnen \(radius) van \(place):"
        case .nearbyNone(let radius, let place): "Wikipedia heeft geen artikelen binnen \(radius) van \(place)."
        case .nearbyPlainRow(let reference, let title, let description, let distance?, let direction?):
            "\(reference). \(title)" + (description.map { ", \($0)" } ?? "") + ": \(distance) naar het \(direction)."
        case .nearbyPlainRow(let reference, let title, let description, _?, nil):
            "\(reference). \(title)" + (description.map { ", \($0)" } ?? "") + ": op de plek zelf."
        case .nearbyPlainRow(let reference, let title, let description, _, _):
            "\(reference). \(title)" + (description.map { ", \($0)" } ?? "") + "."
        case .showingSaved(let reason, let age): FeedText.after(reason, "Je ziet het antwoord dat \(age) is bewaard.")
        case .notRemembered(let reason):
            "De lijst kon niet worden bewaard voor de volgende keer (\(reason)); de @-verwijzingen werken tot deze keer eindigt."
        case .noFolderReason: "er is geen map voor"
        case .outsideRadius(let host, 1, let radius): "\(host) gaf ook een artikel verder weg dan \(radius); dat is weggelaten."
        case .outsideRadius(let host, let count, let radius):
            "\(host) gaf ook \(count) artikelen verder weg dan \(radius); die zijn weggelaten."
        case .referenceNoList(let reference):
            "\(reference) verwijst naar een lijst met artikelen, en die is er nog niet"
        case .referenceListUnreadable(let reference, let path, let reason):
            "\(reference) verwijst naar de laatste lijst met artikelen, maar \(path) kan niet worden gelezen: \(reason)."
        case .referenceListCorrupt(let reference, let path):
            "\(reference) verwijst naar de laatste lijst met artikelen, maar \(path) is beschadigd of door iets anders dan Places veranderd"
        case .referenceListTooLarge(let reference, let path, let megabytes):
            "\(reference) verwijst naar de laatste lijst met artikelen, maar \(path) is groter dan \(megabytes) MB, het maximum dat Places leest"
        case .listCorruptReason: "het is geen lijst die Places schreef"
        case .listTooLargeReason(let megabytes): "die zou groter worden dan \(megabytes) MB, het maximum dat Places terugleest"
        case .cutOffRounds(let host, let rounds):
            "\(host) stuurde zijn antwoord in meer dan \(rounds) delen, het maximum dat Places vraagt; artikelen of coördinaten uit de rest kunnen ontbreken."
        case .cutOffBytes(let host, let megabytes):
            "Het antwoord van \(host) werd groter dan \(megabytes) MB, het maximum dat Places voor één vraag neemt; artikelen of coördinaten uit de rest kunnen ontbreken."
        case .cutOffPages(let host, let pages):
            "\(host) noemde meer dan \(pages) artikelen, het maximum dat Places voor één vraag neemt; de rest is weggelaten."
        case .cutOffTime(let host, let seconds):
            "\(host) had zijn antwoord niet binnen \(seconds) seconden af; artikelen of coördinaten uit de rest kunnen ontbreken."
        case .disambiguation(let title):
            "“\(title)” is een doorverwijspagina: een lijst van de artikelen die deze titel kan betekenen, geen artikel over één plek."
        case .referenceOutOfRange(let reference, let count):
            "Er is geen \(reference): de laatste lijst met artikelen loopt van @1 tot @\(count)."
        case .referenceEmptyList(let reference): "Er is geen \(reference): de laatste lijst met artikelen was leeg."
        case .referenceUnplaced(let reference, let title):
            "\(reference), \(title), heeft geen coördinaten op Wikipedia, dus het is geen plek om omheen te kijken."
        case .titleTooLong(let title, let limit):
            "“\(title)” kan geen Wikipedia-titel zijn: titels zijn hoogstens \(limit) bytes lang."
        case .linkWithoutPlace:
            "Deze link noemt een artikel maar geen coördinaten, dus er is niets om omheen te zoeken."
        case .asking(let host): "\(host) wordt gevraagd…"
        case .summaryCoordinates(let coordinates): "Coördinaten: \(coordinates)"
        case .summaryDistance(let distance, let direction, let place): "\(distance) ten \(direction) van \(place)"
        case .summaryAtPlace(let place): "bij \(place)"
        case .summaryNoExtract: "Wikipedia heeft geen samenvatting van dit artikel."
        case .opened(let title): "\(title) is geopend in de browser."
        case .noBrowser: "Geen app op deze computer opent webpagina's. Dit is het adres van het artikel:"
        case .notAPage(let address): "“\(address)” is geen pagina van die Wikipedia, dus Places opent het niet."
        case .wikiUnreachable(let host): "Kan \(host) niet bereiken. Controleer je internetverbinding en probeer het opnieuw."
        case .wikiTimedOut(let host, let seconds): "\(host) gaf binnen \(seconds) seconden geen antwoord."
        case .wikiStatus(let host, let status): "\(host) antwoordde met HTTP-status \(status)."
        case .wikiBusy(let host):
            "\(host) krijgt te veel verzoeken en vroeg Places het rustiger aan te doen (HTTP-status 429). Probeer het over een minuut opnieuw."
        case .wikiUnavailable(let host): "\(host) is nu niet beschikbaar (HTTP-status 503). Probeer het later opnieuw."
        case .wikiTooLarge(let host, let megabytes): "Het antwoord van \(host) is groter dan \(megabytes) MB, het maximum dat Places leest."
        case .wikiNotJSON(let host):
            "\(host) antwoordde met een webpagina in plaats van gegevens. Een netwerk waar je eerst moet inloggen doet dat; open een browser om in te loggen. Of het adres dat voor de wiki is gegeven is geen Wikipedia."
        case .wikiInvalid(let host): "Het antwoord van \(host) is afgebroken of is niet wat de API teruggeeft."
        case .wikiRefused(let host, let info, let code): "\(host) weigerde de vraag: \(info) (\(code))."
        case .wikiMissing(let host, let title): "\(host) heeft geen artikel met de titel “\(title)”."
        case .wikiConnectionLost(let host): "De verbinding met \(host) viel weg voordat het hele antwoord binnen was."
        case .wikiRedirects(let host): "\(host) stuurde te vaak door, waarschijnlijk in een kringetje."
        case .wikiRedirectNotHTTP(let host): "\(host) stuurde door naar een adres dat geen http of https is; dat volgt Places niet."
        case .wikiNotHTTP(let host): "\(host) antwoordde met iets dat geen HTTP is."
        case .wikiHeaderTooLarge(let host): "\(host) antwoordde met een header die groter is dan Places accepteert (100 KB)."
        case .wikiSecure(let host): "Er kon geen beveiligde verbinding met \(host) worden gemaakt, of het certificaat wordt niet vertrouwd."
        case .wikiNoHTTPLibrary(let host): "Places kan \(host) niets vragen: libcurl van het systeem is niet geïnstalleerd."
        case .wikiTransfer(let host, let code): "Het vragen aan \(host) is mislukt (libcurl-fout \(code))."
        case .wikiCancelled: "Het vragen aan Wikipedia is afgebroken."
        }
    }
}
