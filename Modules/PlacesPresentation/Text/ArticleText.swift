/// The Places tab's own words: Wikipedia's articles around a place, a summary, references, directions, and why a
/// wiki could not answer.
package enum ArticleText: String, TextCatalog {
    case nearbyHeading, nearbyNone, nearbyPlainRow, nearbyPlainRowUnplaced, nearbyPlainRowNoDescription
    case nearbyPlainRowUnplacedNoDescription, showingSaved, notRemembered, noFolderReason, outsideRadiusOne, outsideRadiusMany
    case referenceNoList, referenceOutOfRange, referenceEmptyList, referenceUnplaced, needsPlace, linkWithoutPlace
    case asking, summaryCoordinates, summaryDistance, summaryNoExtract, opened, noBrowser
    case wikiUnreachable, wikiTimedOut, wikiStatus, wikiBusy, wikiUnavailable, wikiTooLarge, wikiNotJSON, wikiInvalid, wikiRefused
    case wikiMissing, wikiConnectionLost, wikiSecure, wikiNoHTTPLibrary, wikiTransfer, wikiCancelled
    case north, northEast, east, southEast, south, southWest, west, northWest
    case spokenNorth, spokenNorthEast, spokenEast, spokenSouthEast, spokenSouth, spokenSouthWest, spokenWest
    case spokenNorthWest, spokenMetres, spokenKilometres

    package func template(_ language: Language) -> String {
        let (english, dutch) = texts
        return language == .english ? english : dutch
    }

    private var texts: (String, String) {
        switch self {
        case .nearbyHeading: ("Wikipedia articles within {0} of {1}:", "Wikipedia-artikelen binnen {0} van {1}:")
        case .nearbyNone: ("Wikipedia has no articles within {0} of {1}.", "Wikipedia heeft geen artikelen binnen {0} van {1}.")
        case .nearbyPlainRow: ("{0}. {1}, {2}: {3} {4}.", "{0}. {1}, {2}: {3} naar het {4}.")
        case .nearbyPlainRowNoDescription: ("{0}. {1}: {2} {3}.", "{0}. {1}: {2} naar het {3}.")
        case .nearbyPlainRowUnplaced: ("{0}. {1}, {2}.", "{0}. {1}, {2}.")
        case .nearbyPlainRowUnplacedNoDescription: ("{0}. {1}.", "{0}. {1}.")
        case .showingSaved:
            ("{0} Showing the answer saved {1}.", "{0} Je ziet het antwoord dat {1} is bewaard.")
        case .notRemembered:
            ("The list could not be kept for the next run of places ({0}); its @ references work until this one ends.",
             "De lijst kon niet worden bewaard voor de volgende keer dat places draait ({0}); de @-verwijzingen werken tot deze keer eindigt.")
        case .outsideRadiusOne:
            ("{0} also returned an article farther away than {1}; it is left out.",
             "{0} gaf ook een artikel verder weg dan {1}; dat is weggelaten.")
        case .outsideRadiusMany:
            ("{0} also returned {1} articles farther away than {2}; they are left out.",
             "{0} gaf ook {1} artikelen verder weg dan {2}; die zijn weggelaten.")
        case .noFolderReason: ("there is no folder for it: set XDG_STATE_HOME or HOME", "er is geen map voor: zet XDG_STATE_HOME of HOME")
        case .referenceNoList:
            ("{0} refers to a list of articles, and there is none yet: run nearby first.",
             "{0} verwijst naar een lijst met artikelen, en die is er nog niet: gebruik eerst nearby.")
        case .referenceOutOfRange:
            ("There is no {0}: the last list of articles goes from @1 to @{1}.",
             "Er is geen {0}: de laatste lijst met artikelen loopt van @1 tot @{1}.")
        case .referenceEmptyList:
            ("There is no {0}: the last list of articles was empty.", "Er is geen {0}: de laatste lijst met artikelen was leeg.")
        case .referenceUnplaced:
            ("{0}, {1}, has no coordinates on Wikipedia, so it is not a place to look around.",
             "{0}, {1}, heeft geen coördinaten op Wikipedia, dus het is geen plek om omheen te kijken.")
        case .needsPlace:
            ("nearby needs a place: a number or a name from the list, an article as @N, coordinates, or a wikipedia://places link. For example: nearby amsterdam",
             "nearby heeft een plek nodig: een nummer of naam uit de lijst, een artikel als @N, coördinaten, of een wikipedia://places-link. Bijvoorbeeld: nearby amsterdam")
        case .linkWithoutPlace:
            ("This link names an article but no coordinates, so there is nothing to search around. Try: article {0}",
             "Deze link noemt een artikel maar geen coördinaten, dus er is niets om omheen te zoeken. Probeer: article {0}")
        case .asking: ("Asking {0}…", "{0} wordt gevraagd…")
        case .summaryCoordinates: ("Coordinates: {0}", "Coördinaten: {0}")
        case .summaryDistance: ("{0} {1} of {2}", "{0} ten {1} van {2}")
        case .summaryNoExtract: ("Wikipedia has no summary for this article.", "Wikipedia heeft geen samenvatting van dit artikel.")
        case .opened: ("Opened {0} in the browser.", "{0} is geopend in de browser.")
        case .noBrowser:
            ("No app on this computer opens web pages. Here is the article's address:",
             "Geen app op deze computer opent webpagina's. Dit is het adres van het artikel:")
        case .wikiUnreachable:
            ("Could not reach {0}. Check your internet connection and try again.",
             "Kan {0} niet bereiken. Controleer je internetverbinding en probeer het opnieuw.")
        case .wikiTimedOut: ("{0} did not answer within {1} seconds.", "{0} gaf binnen {1} seconden geen antwoord.")
        case .wikiStatus: ("{0} answered with HTTP status {1}.", "{0} antwoordde met HTTP-status {1}.")
        case .wikiBusy:
            ("{0} is getting too many requests and asked Places to slow down (HTTP status 429). Try again in a minute.",
             "{0} krijgt te veel verzoeken en vroeg Places het rustiger aan te doen (HTTP-status 429). Probeer het over een minuut opnieuw.")
        case .wikiUnavailable:
            ("{0} is unavailable right now (HTTP status 503). Try again later.",
             "{0} is nu niet beschikbaar (HTTP-status 503). Probeer het later opnieuw.")
        case .wikiTooLarge:
            ("The answer from {0} is larger than {1} MB, the most Places reads.",
             "Het antwoord van {0} is groter dan {1} MB, het maximum dat Places leest.")
        case .wikiNotJSON:
            ("{0} answered with a web page instead of data. A network that wants you to sign in first does this; open a browser to sign in. Or the address given with --wiki is not a Wikipedia.",
             "{0} antwoordde met een webpagina in plaats van gegevens. Een netwerk waar je eerst moet inloggen doet dat; open een browser om in te loggen. Of het adres bij --wiki is geen Wikipedia.")
        case .wikiInvalid:
            ("The answer from {0} is cut short or is not what its API returns.",
             "Het antwoord van {0} is afgebroken of is niet wat de API teruggeeft.")
        case .wikiRefused: ("{0} refused the question: {1} ({2}).", "{0} weigerde de vraag: {1} ({2}).")
        case .wikiMissing: ("{0} has no article titled “{1}”.", "{0} heeft geen artikel met de titel “{1}”.")
        case .wikiConnectionLost:
            ("The connection to {0} broke before the whole answer arrived.",
             "De verbinding met {0} viel weg voordat het hele antwoord binnen was.")
        case .wikiSecure:
            ("No secure connection could be made to {0}, or its certificate is not trusted.",
             "Er kon geen beveiligde verbinding met {0} worden gemaakt, of het certificaat wordt niet vertrouwd.")
        case .wikiNoHTTPLibrary:
            ("Places cannot ask {0}: the system's libcurl is not installed.",
             "Places kan {0} niets vragen: libcurl van het systeem is niet geïnstalleerd.")
        case .wikiTransfer: ("Asking {0} failed: {1}.", "Het vragen aan {0} is mislukt: {1}.")
        case .wikiCancelled: ("Asking Wikipedia was cancelled.", "Het vragen aan Wikipedia is afgebroken.")
        case .north: ("N", "N")
        case .northEast: ("NE", "NO")
        case .east: ("E", "O")
        case .southEast: ("SE", "ZO")
        case .south: ("S", "Z")
        case .southWest: ("SW", "ZW")
        case .west: ("W", "W")
        case .northWest: ("NW", "NW")
        case .spokenNorth: ("north", "noorden")
        case .spokenNorthEast: ("north-east", "noordoosten")
        case .spokenEast: ("east", "oosten")
        case .spokenSouthEast: ("south-east", "zuidoosten")
        case .spokenSouth: ("south", "zuiden")
        case .spokenSouthWest: ("south-west", "zuidwesten")
        case .spokenWest: ("west", "westen")
        case .spokenNorthWest: ("north-west", "noordwesten")
        case .spokenMetres: ("{0} metres", "{0} meter")
        case .spokenKilometres: ("{0} kilometres", "{0} kilometer")
        }
    }
}
