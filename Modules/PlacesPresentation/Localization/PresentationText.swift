/// Every text the view models produce, in English and Dutch.
public enum PresentationText: String, TextCatalog {
    // Locations
    case unnamedLocation
    case emptyFeed

    // Coordinates
    case coordinatePair, north, south, east, west
    case spokenNorth, spokenSouth, spokenEast, spokenWest, spokenPair

    // Notices
    case skippedOne, skippedMany
    case showingSaved, showingSnapshot
    case storeRecovered, storeUnavailable
    case ageJustNow, ageMinute, ageMinutes, ageHour, ageHours, ageDay, ageDays

    // Feed failures
    case feedUnreachable, feedTimedOut, feedStatus, feedTooLarge, feedInvalidJSON, feedNotAFeed
    case feedRedirects, feedNotHTTP, feedFileNotFound, feedFileUnreadable, feedUnsupportedSource, feedTransfer, feedCancelled
    case nothingToShow

    // The user's store
    case storeNoFolder, storeInaccessible, storeNotFound

    // Finding and opening
    case noSuchNumber, noLocations, noMatch, didYouMean, matchesSeveral
    case notCustom, opened, noHandler, openFailed, articleNeedsName
    case added, removed

    // Coordinate text
    case textEmpty, textNotANumber, textUnexpected, textMissingLongitude, textTooMany, textAmbiguousComma
    case textSameAxis, textWrongHemisphereLatitude, textWrongHemisphereLongitude, textSignAndHemisphere
    case textMinutesOrSeconds, textFraction, textUnitsOrder, textLatitudeRange, textLongitudeRange
    case latitudeEmpty, longitudeEmpty

    // Link inspection
    case linkNotALink, linkUnsupportedScheme, linkWrongHost, linkUnexpectedPath, linkNotAPlacesPage
    case linkMalformedEncoding, linkDuplicate, linkConflicting, linkEmptyValue, linkMalformedNumber
    case linkMalformedPair, linkLatitudeRange, linkLongitudeRange, linkMissingLatitude, linkMissingLongitude
    case linkInvalidArticle, linkNothingToShow
    case placesAt, placesAtLabelled, placesAtArticle, placesAtArticleLabelled
    case distanceKilometres, distanceMetres

    public func template(_ language: Language) -> String {
        let (english, dutch) = texts
        return language == .english ? english : dutch
    }

    private var texts: (String, String) {
        switch self {
        case .unnamedLocation: ("Unnamed location", "Naamloze locatie")
        case .emptyFeed: ("The feed has no locations.", "De feed bevat geen locaties.")

        case .coordinatePair: ("{0}° {1}, {2}° {3}", "{0}° {1}, {2}° {3}")
        case .north: ("N", "NB")
        case .south: ("S", "ZB")
        case .east: ("E", "OL")
        case .west: ("W", "WL")
        case .spokenNorth: ("{0} degrees north", "{0} graden noorderbreedte")
        case .spokenSouth: ("{0} degrees south", "{0} graden zuiderbreedte")
        case .spokenEast: ("{0} degrees east", "{0} graden oosterlengte")
        case .spokenWest: ("{0} degrees west", "{0} graden westerlengte")
        case .spokenPair: ("{0}, {1}", "{0}, {1}")

        case .skippedOne:
            ("1 entry of the feed was left out because its coordinates are missing or invalid.",
             "1 item uit de feed is weggelaten omdat de coördinaten ontbreken of ongeldig zijn.")
        case .skippedMany:
            ("{0} entries of the feed were left out because their coordinates are missing or invalid.",
             "{0} items uit de feed zijn weggelaten omdat de coördinaten ontbreken of ongeldig zijn.")
        case .showingSaved:
            ("{0} Showing the locations saved {1}.", "{0} Je ziet de locaties die {1} zijn bewaard.")
        case .showingSnapshot:
            ("{0} Showing the copy of the feed built into Places (from {1}).",
             "{0} Je ziet de kopie van de feed die in Places is ingebouwd (van {1}).")
        case .storeRecovered:
            ("Your saved locations could not be read. The file was kept as {0}, and {1} locations were carried over.",
             "Je bewaarde locaties konden niet worden gelezen. Het bestand is bewaard als {0}, en {1} locaties zijn overgenomen.")
        case .storeUnavailable:
            ("Your own locations are not shown. {0}", "Je eigen locaties worden niet getoond. {0}")
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
        case .feedTimedOut:
            ("{0} did not answer within {1} seconds.", "{0} gaf binnen {1} seconden geen antwoord.")
        case .feedStatus:
            ("{0} answered with HTTP status {1}.", "{0} antwoordde met HTTP-status {1}.")
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
        case .feedNotHTTP:
            ("{0} answered with something that is not HTTP.", "{0} antwoordde met iets dat geen HTTP is.")
        case .feedFileNotFound: ("There is no file at {0}.", "Er is geen bestand op {0}.")
        case .feedFileUnreadable: ("Could not read {0}: {1}.", "Kan {0} niet lezen: {1}.")
        case .feedUnsupportedSource:
            ("“{0}” is not a source Places can read. Give an http or https URL, or the path of a file.",
             "“{0}” is geen bron die Places kan lezen. Geef een http- of https-URL, of het pad van een bestand.")
        case .feedTransfer: ("The download from {0} failed: {1}.", "Het downloaden van {0} is mislukt: {1}.")
        case .feedCancelled: ("Fetching the feed was cancelled.", "Het ophalen van de feed is afgebroken.")
        case .nothingToShow:
            ("{0} There is no saved copy to show instead.", "{0} Er is geen bewaarde kopie om in plaats daarvan te tonen.")

        case .storeNoFolder:
            ("There is no folder to keep your locations in. Set HOME or XDG_DATA_HOME.",
             "Er is geen map om je locaties in te bewaren. Stel HOME of XDG_DATA_HOME in.")
        case .storeInaccessible:
            ("Could not read or write your locations in {0}: {1}.",
             "Kan je locaties in {0} niet lezen of schrijven: {1}.")
        case .storeNotFound:
            ("That location is no longer saved; another Places window may have removed it.",
             "Die locatie is niet meer bewaard; een ander Places-venster heeft haar misschien verwijderd.")

        case .noSuchNumber:
            ("There is no location #{0}. Numbers go from 1 to {1}.", "Er is geen locatie #{0}. De nummers lopen van 1 tot en met {1}.")
        case .noLocations: ("There are no locations to choose from.", "Er zijn geen locaties om uit te kiezen.")
        case .noMatch: ("No location matches “{0}”.", "Geen enkele locatie past bij “{0}”.")
        case .didYouMean: ("Did you mean {0}?", "Bedoelde je {0}?")
        case .matchesSeveral:
            ("“{0}” matches {1} locations; choose one by its number:", "“{0}” past bij {1} locaties; kies er een met het nummer:")
        case .notCustom:
            ("#{0} comes from the feed and cannot be removed; only locations you added can.",
             "#{0} komt uit de feed en kan niet worden verwijderd; alleen locaties die je zelf hebt toegevoegd.")
        case .opened: ("Opened {0} in Wikipedia.", "{0} is geopend in Wikipedia.")
        case .noHandler:
            ("No app on this computer opens Wikipedia links. Here is the same place on the Wikipedia website:",
             "Geen app op deze computer opent Wikipedia-links. Hier is dezelfde plek op de website van Wikipedia:")
        case .openFailed:
            ("Could not open the link: {0}. Here is the same place on the Wikipedia website:",
             "Kan de link niet openen: {0}. Hier is dezelfde plek op de website van Wikipedia:")
        case .articleNeedsName:
            ("The article link style needs a name, and #{0} has none. Choose another style with --link-style.",
             "De linkstijl article heeft een naam nodig, en #{0} heeft er geen. Kies een andere stijl met --link-style.")
        case .added: ("Added #{0}: {1}.", "#{0} toegevoegd: {1}.")
        case .removed: ("Removed {0}.", "{0} verwijderd.")

        case .textEmpty: ("Enter a latitude and a longitude.", "Vul een breedtegraad en een lengtegraad in.")
        case .textNotANumber: ("“{0}” is not a number.", "“{0}” is geen getal.")
        case .textUnexpected: ("“{0}” is not part of a coordinate.", "“{0}” hoort niet bij een coördinaat.")
        case .textMissingLongitude:
            ("Only one value was found; give a latitude and a longitude.",
             "Er is maar één waarde gevonden; geef een breedtegraad en een lengtegraad.")
        case .textTooMany:
            ("More values were found than a latitude and a longitude.",
             "Er zijn meer waarden gevonden dan een breedtegraad en een lengtegraad.")
        case .textAmbiguousComma:
            ("“{0}” is ambiguous: the comma could be a decimal comma or a separator. Write 52.4 or 52, 4.",
             "“{0}” is dubbelzinnig: de komma kan een decimaalteken of een scheidingsteken zijn. Schrijf 52.4, of 52, 4 voor twee getallen.")
        case .textSameAxis:
            ("Both values are on the same axis. Use N or S for the latitude and E or W for the longitude.",
             "Beide waarden liggen op dezelfde as. Gebruik N of S voor de breedtegraad en E of W voor de lengtegraad.")
        case .textWrongHemisphereLatitude:
            ("{0} belongs to a longitude; a latitude takes N or S.", "{0} hoort bij een lengtegraad; een breedtegraad krijgt N of S.")
        case .textWrongHemisphereLongitude:
            ("{0} belongs to a latitude; a longitude takes E or W.", "{0} hoort bij een breedtegraad; een lengtegraad krijgt E of W.")
        case .textSignAndHemisphere:
            ("“{0}” has both a sign and a hemisphere letter; use one of them.",
             "“{0}” heeft zowel een teken als een halfrondletter; gebruik er één.")
        case .textMinutesOrSeconds:
            ("In “{0}”, minutes and seconds must be less than 60.", "In “{0}” moeten minuten en seconden kleiner zijn dan 60.")
        case .textFraction:
            ("In “{0}”, only the last part may have a fraction.", "In “{0}” mag alleen het laatste deel decimalen hebben.")
        case .textUnitsOrder:
            ("The units in “{0}” are out of order; write degrees, then minutes, then seconds.",
             "De eenheden in “{0}” staan in de verkeerde volgorde; schrijf graden, dan minuten, dan seconden.")
        case .textLatitudeRange:
            ("Latitude must be between -90 and 90 ({0} is not).", "De breedtegraad moet tussen -90 en 90 liggen ({0} niet).")
        case .textLongitudeRange:
            ("Longitude must be between -180 and 180 ({0} is not).", "De lengtegraad moet tussen -180 en 180 liggen ({0} niet).")
        case .latitudeEmpty: ("Enter a latitude.", "Vul een breedtegraad in.")
        case .longitudeEmpty: ("Enter a longitude.", "Vul een lengtegraad in.")

        case .linkNotALink: ("This is not a link.", "Dit is geen link.")
        case .linkUnsupportedScheme:
            ("“{0}:” links are not Wikipedia Places links; they start with wikipedia://places.",
             "“{0}:”-links zijn geen Wikipedia Places-links; die beginnen met wikipedia://places.")
        case .linkWrongHost:
            ("The link goes to “{0}”, not to “places”.", "De link gaat naar “{0}”, niet naar “places”.")
        case .linkUnexpectedPath:
            ("The link has “{0}” after places, which no receiving app understands.",
             "De link heeft “{0}” na places, wat geen ontvangende app begrijpt.")
        case .linkNotAPlacesPage:
            ("{0} is not Wikipedia's Special:Nearby page with coordinates.",
             "{0} is niet de pagina Special:Nearby van Wikipedia met coördinaten.")
        case .linkMalformedEncoding:
            ("The value of {0} has broken %-escapes or is not UTF-8 text.",
             "De waarde van {0} heeft kapotte %-codes of is geen UTF-8-tekst.")
        case .linkDuplicate:
            ("{0} is given twice, or says what another parameter already says.",
             "{0} staat er twee keer in, of zegt wat een andere parameter al zegt.")
        case .linkConflicting:
            ("The coordinates are given twice: as separate values and as a pair.",
             "De coördinaten staan er twee keer in: als losse waarden en als paar.")
        case .linkEmptyValue: ("{0} is empty.", "{0} is leeg.")
        case .linkMalformedNumber:
            ("{0}={1} is not a plain decimal number.", "{0}={1} is geen gewoon decimaal getal.")
        case .linkMalformedPair:
            ("{0}={1} is not two numbers separated by a comma.", "{0}={1} is geen twee getallen gescheiden door een komma.")
        case .linkLatitudeRange: ("latitude {0} is out of range (-90 to 90).", "breedtegraad {0} valt buiten het bereik (-90 tot 90).")
        case .linkLongitudeRange:
            ("longitude {0} is out of range (-180 to 180).", "lengtegraad {0} valt buiten het bereik (-180 tot 180).")
        case .linkMissingLatitude: ("latitude is missing.", "de breedtegraad ontbreekt.")
        case .linkMissingLongitude: ("longitude is missing.", "de lengtegraad ontbreekt.")
        case .linkInvalidArticle:
            ("WMFArticleURL “{0}” is not the address of a Wikipedia article.",
             "WMFArticleURL “{0}” is niet het adres van een Wikipedia-artikel.")
        case .linkNothingToShow:
            ("The link has neither coordinates nor an article.", "De link bevat geen coördinaten en geen artikel.")
        case .placesAt: ("Places tab at {0}", "Tabblad Places op {0}")
        case .placesAtLabelled: ("Places tab at {0}, labelled {1}", "Tabblad Places op {0}, met label {1}")
        case .placesAtArticle: ("Places tab at the article {0}", "Tabblad Places bij het artikel {0}")
        case .placesAtArticleLabelled:
            ("Places tab at {0}, labelled {1}, for the article {2}", "Tabblad Places op {0}, met label {1}, bij het artikel {2}")
        case .distanceKilometres: ("{0} km", "{0} km")
        case .distanceMetres: ("{0} m", "{0} m")
        }
    }
}
