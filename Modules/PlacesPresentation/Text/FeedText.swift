/// Notices about the feed and why it could not be loaded.
package enum FeedText: String, TextCatalog {
    case skippedOne, skippedMany, showingSaved, showingSnapshot, nothingToShow, ageJustNow, ageMinute, ageMinutes
    case ageHour, ageHours, ageDay, ageDays, feedUnreachable, feedTimedOut, feedStatus, feedTooLarge
    case feedInvalidJSON, feedNotAFeed, feedRedirects, feedNotHTTP, feedFileNotFound, feedFileUnreadable
    case feedUnsupportedSource, feedConnectionLost, feedIncomplete, feedSecureConnection, feedNoHTTPLibrary
    case feedTransfer, feedCancelled

    package func template(_ language: Language) -> String {
        let (english, dutch) = texts
        return language == .english ? english : dutch
    }

    private var texts: (String, String) {
        switch self {
        case .skippedOne:
            ("1 entry of the feed was left out because its coordinates are missing or invalid.",
             "1 item uit de feed is weggelaten omdat de coördinaten ontbreken of ongeldig zijn.")
        case .skippedMany:
            ("{0} entries of the feed were left out because their coordinates are missing or invalid.",
             "{0} items uit de feed zijn weggelaten omdat de coördinaten ontbreken of ongeldig zijn.")
        case .showingSaved: ("{0} Showing the locations saved {1}.", "{0} Je ziet de locaties die {1} zijn bewaard.")
        case .showingSnapshot:
            ("{0} Showing the copy of the feed built into Places (from {1}).",
             "{0} Je ziet de kopie van de feed die in Places is ingebouwd (van {1}).")
        case .nothingToShow: ("{0} There is no saved copy to show instead.", "{0} Er is geen bewaarde kopie om in plaats daarvan te tonen.")
        case .ageJustNow: ("just now", "zojuist")
        case .ageMinute: ("1 minute ago", "1 minuut geleden")
        case .ageMinutes: ("{0} minutes ago", "{0} minuten geleden")
        case .ageHour: ("1 hour ago", "1 uur geleden")
        case .ageHours: ("{0} hours ago", "{0} uur geleden")
        case .ageDay: ("1 day ago", "1 dag geleden")
        case .ageDays: ("{0} days ago", "{0} dagen geleden")
        case .feedUnreachable:
            ("Could not reach {0}. Check your internet connection and try again.",
             "Kan {0} niet bereiken. Controleer je internetverbinding en probeer het opnieuw.")
        case .feedTimedOut: ("{0} did not answer within {1} seconds.", "{0} gaf binnen {1} seconden geen antwoord.")
        case .feedStatus: ("{0} answered with HTTP status {1}.", "{0} antwoordde met HTTP-status {1}.")
        case .feedTooLarge:
            ("The feed from {0} is larger than {1} MB, the most Places reads.",
             "De feed van {0} is groter dan {1} MB, het maximum dat Places leest.")
        case .feedInvalidJSON:
            ("The feed from {0} is not valid JSON (the first error is at byte {1}).",
             "De feed van {0} is geen geldige JSON (de eerste fout staat op byte {1}).")
        case .feedNotAFeed:
            ("{0} is JSON, but not a Places feed: it has no list of locations.",
             "{0} is JSON, maar geen Places-feed: er staat geen lijst met locaties in.")
        case .feedRedirects:
            ("{0} redirected too often, or to an address that is not http or https.",
             "{0} stuurde te vaak door, of naar een adres dat geen http of https is.")
        case .feedNotHTTP: ("{0} answered with something that is not HTTP.", "{0} antwoordde met iets dat geen HTTP is.")
        case .feedFileNotFound: ("There is no file at {0}.", "Er is geen bestand op {0}.")
        case .feedFileUnreadable: ("Could not read {0}: {1}.", "Kan {0} niet lezen: {1}.")
        case .feedUnsupportedSource:
            ("“{0}” is not a source Places can read. Give an http or https URL, or the path of a file.",
             "“{0}” is geen bron die Places kan lezen. Geef een http- of https-URL, of het pad van een bestand.")
        case .feedConnectionLost:
            ("The download from {0} failed: the connection was lost before the whole answer arrived.",
             "Het downloaden van {0} is mislukt: de verbinding viel weg voordat het hele antwoord binnen was.")
        case .feedIncomplete:
            ("The download from {0} failed: the server sent less than it announced.",
             "Het downloaden van {0} is mislukt: de server stuurde minder dan hij aankondigde.")
        case .feedSecureConnection:
            ("No secure connection could be made to {0}, or its certificate is not trusted.",
             "Er kon geen beveiligde verbinding met {0} worden gemaakt, of het certificaat wordt niet vertrouwd.")
        case .feedNoHTTPLibrary:
            ("Places cannot download {0}: the system's libcurl is not installed.",
             "Places kan {0} niet downloaden: libcurl van het systeem is niet geïnstalleerd.")
        case .feedTransfer: ("The download from {0} failed: {1}.", "Het downloaden van {0} is mislukt: {1}.")
        case .feedCancelled: ("Fetching the feed was cancelled.", "Het ophalen van de feed is afgebroken.")
        }
    }
}
