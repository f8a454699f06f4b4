/// Notices about the feed and why it could not be loaded.
package enum FeedText: Message {
    case skipped(count: Int)
    /// `reason` is why the source could not be read, when there was a failure.
    case showingSaved(reason: String?, age: String)
    case showingSnapshot(reason: String?, capturedOn: String)
    case nothingToShow(reason: String)
    /// The same as the last run said, shorter.
    case stillSaved(age: String)
    case stillSnapshot(capturedOn: String)
    case ageJustNow
    case ageMinutes(Int)
    case ageHours(Int)
    case ageDays(Int)
    case feedUnreachable(host: Quoted)
    case feedTimedOut(source: Quoted, seconds: Int)
    case feedStatus(source: Quoted, status: Int)
    case feedTooLarge(source: Quoted, megabytes: Int)
    case feedInvalidJSON(source: Quoted, byteOffset: Int)
    case feedNotAFeed(source: Quoted)
    case feedRedirects(source: Quoted)
    case feedRedirectNotHTTP(source: Quoted)
    case feedHeaderTooLarge(source: Quoted)
    case feedNotHTTP(source: Quoted)
    case feedFileNotFound(path: Quoted)
    case feedFileUnreadable(path: Quoted, reason: String)
    case feedUnsupportedSource(Quoted)
    case feedConnectionLost(source: Quoted)
    case feedIncomplete(source: Quoted)
    case feedSecureConnection(source: Quoted)
    case feedNoHTTPLibrary(source: Quoted)
    case feedTransfer(source: Quoted, code: Int)
    case feedCancelled

    package var english: String {
        switch self {
        case .skipped(1): "1 entry of the feed was left out because its coordinates are missing or invalid."
        case .skipped(let count): "\(count) entries of the feed were left out because their coordinates are missing or invalid."
        case .showingSaved(let reason, let age): Self.after(reason, "Showing the locations saved \(age).")
        case .showingSnapshot(let reason, let capturedOn):
            Self.after(reason, "Showing the copy of the feed built into Places (from \(capturedOn)).")
        case .nothingToShow(let reason): "\(reason) There is no saved copy to show instead."
        case .stillSaved(let age): "Still the locations saved \(age): the feed cannot be fetched."
        case .stillSnapshot(let capturedOn): "Still the copy of the feed built into Places (from \(capturedOn)): the feed cannot be fetched."
        case .ageJustNow: "just now"
        case .ageMinutes(1): "1 minute ago"
        case .ageMinutes(let minutes): "\(minutes) minutes ago"
        case .ageHours(1): "1 hour ago"
        case .ageHours(let hours): "\(hours) hours ago"
        case .ageDays(1): "1 day ago"
        case .ageDays(let days): "\(days) days ago"
        case .feedUnreachable(let host): "Could not reach \(host). Check your internet connection and try again."
        case .feedTimedOut(let source, let seconds): "\(source) did not answer within \(seconds) seconds."
        case .feedStatus(let source, let status): "\(source) answered with HTTP status \(status)."
        case .feedTooLarge(let source, let megabytes): "The feed from \(source) is larger than \(megabytes) MB, the most Places reads."
        case .feedInvalidJSON(let source, let offset): "The feed from \(source) is not valid JSON (the first error is at byte \(offset))."
        case .feedNotAFeed(let source): "\(source) is JSON, but not a Places feed: it has no list of locations."
        case .feedRedirects(let source): "\(source) redirected too often, probably in a loop."
        case .feedRedirectNotHTTP(let source):
            "\(source) redirected to an address that is not http or https, which Places does not follow."
        case .feedHeaderTooLarge(let source): "\(source) answered with a header larger than Places accepts (100 KB)."
        case .feedNotHTTP(let source): "\(source) answered with something that is not HTTP."
        case .feedFileNotFound(let path): "There is no file at \(path)."
        case .feedFileUnreadable(let path, let reason): "Could not read \(path): \(reason)."
        case .feedUnsupportedSource(let text):
            "“\(text)” is not a source Places can read. Give an http or https URL, or the path of a file."
        case .feedConnectionLost(let source):
            "The download from \(source) failed: the connection was lost before the whole answer arrived."
        case .feedIncomplete(let source): "The download from \(source) failed: the server sent less than it announced."
        case .feedSecureConnection(let source):
            "No secure connection could be made to \(source), or its certificate is not trusted."
        case .feedNoHTTPLibrary(let source): "Places cannot download \(source): the system's libcurl is not installed."
        case .feedTransfer(let source, let code): "The download from \(source) failed (libcurl error \(code))."
        case .feedCancelled: "Fetching the feed was cancelled."
        }
    }

    package var dutch: String {
        switch self {
        case .skipped(1): "1 item uit de feed is weggelaten omdat de coördinaten ontbreken of ongeldig zijn."
        case .skipped(let count): "\(count) items uit de feed zijn weggelaten omdat de coördinaten ontbreken of ongeldig zijn."
        case .showingSaved(let reason, let age): Self.after(reason, "Je ziet de locaties die \(age) zijn bewaard.")
        case .showingSnapshot(let reason, let capturedOn):
            Self.after(reason, "Je ziet de kopie van de feed die in Places is ingebouwd (van \(capturedOn)).")
        case .nothingToShow(let reason): "\(reason) Er is geen bewaarde kopie om in plaats daarvan te tonen."
        case .stillSaved(let age): "Nog steeds de locaties die \(age) zijn bewaard: de feed is niet op te halen."
        case .stillSnapshot(let capturedOn): "Nog steeds de kopie van de feed in Places (van \(capturedOn)): de feed is niet op te halen."
        case .ageJustNow: "zojuist"
        case .ageMinutes(1): "1 minuut geleden"
        case .ageMinutes(let minutes): "\(minutes) minuten geleden"
        case .ageHours(let hours): "\(hours) uur geleden"
        case .ageDays(1): "1 dag geleden"
        case .ageDays(let days): "\(days) dagen geleden"
        case .feedUnreachable(let host): "Kan \(host) niet bereiken. Controleer je internetverbinding en probeer het opnieuw."
        case .feedTimedOut(let source, let seconds): "\(source) gaf binnen \(seconds) seconden geen antwoord."
        case .feedStatus(let source, let status): "\(source) antwoordde met HTTP-status \(status)."
        case .feedTooLarge(let source, let megabytes): "De feed van \(source) is groter dan \(megabytes) MB, het maximum dat Places leest."
        case .feedInvalidJSON(let source, let offset): "De feed van \(source) is geen geldige JSON (de eerste fout staat op byte \(offset))."
        case .feedNotAFeed(let source): "\(source) is JSON, maar geen Places-feed: er staat geen lijst met locaties in."
        case .feedRedirects(let source): "\(source) stuurde te vaak door, waarschijnlijk in een kringetje."
        case .feedRedirectNotHTTP(let source):
            "\(source) stuurde door naar een adres dat geen http of https is; dat volgt Places niet."
        case .feedHeaderTooLarge(let source): "\(source) antwoordde met een header die groter is dan Places accepteert (100 KB)."
        case .feedNotHTTP(let source): "\(source) antwoordde met iets dat geen HTTP is."
        case .feedFileNotFound(let path): "Er is geen bestand op \(path)."
        case .feedFileUnreadable(let path, let reason): "Kan \(path) niet lezen: \(reason)."
        case .feedUnsupportedSource(let text):
            "“\(text)” is geen bron die Places kan lezen. Geef een http- of https-URL, of het pad van een bestand."
        case .feedConnectionLost(let source):
            "Het downloaden van \(source) is mislukt: de verbinding viel weg voordat het hele antwoord binnen was."
        case .feedIncomplete(let source): "Het downloaden van \(source) is mislukt: de server stuurde minder dan hij aankondigde."
        case .feedSecureConnection(let source):
            "Er kon geen beveiligde verbinding met \(source) worden gemaakt, of het certificaat wordt niet vertrouwd."
        case .feedNoHTTPLibrary(let source): "Places kan \(source) niet downloaden: libcurl van het systeem is niet geïnstalleerd."
        case .feedTransfer(let source, let code): "Het downloaden van \(source) is mislukt (libcurl-fout \(code))."
        case .feedCancelled: "Het ophalen van de feed is afgebroken."
        }
    }

    /// A sentence after the sentence that says why, when there is one.
    static func after(_ reason: String?, _ sentence: String) -> String {
        guard let reason, !reason.isEmpty else { return sentence }
        return reason + " " + sentence
    }
}
