/// Why a link is rejected, what the Places tab would show for it, and what `handle-url` prints.
package enum LinkText: String, TextCatalog {
    case linkNotALink, linkUnsupportedScheme, linkWrongHost, linkUnexpectedPath, linkNotAPlacesPage
    case linkMalformedEncoding, linkDuplicate, linkConflicting, linkEmptyValue, linkMalformedNumber
    case linkMalformedPair, linkLatitudeRange, linkLongitudeRange, linkMissingLatitude, linkMissingLongitude
    case linkInvalidArticle, linkNothingToShow, placesAt, placesAtLabelled, placesAtArticle, placesAtArticleLabelled
    case inspectValid, inspectRejected, handleShowing, handleNearest, handleOnWeb, handleArticleOnly

    package func template(_ language: Language) -> String {
        let (english, dutch) = texts
        return language == .english ? english : dutch
    }

    private var texts: (String, String) {
        switch self {
        case .linkNotALink: ("This is not a link.", "Dit is geen link.")
        case .linkUnsupportedScheme:
            ("“{0}:” links are not Wikipedia Places links; they start with wikipedia://places.",
             "“{0}:”-links zijn geen Wikipedia Places-links; die beginnen met wikipedia://places.")
        case .linkWrongHost: ("The link goes to “{0}”, not to “places”.", "De link gaat naar “{0}”, niet naar “places”.")
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
        case .linkMalformedNumber: ("{0}={1} is not a plain decimal number.", "{0}={1} is geen gewoon decimaal getal.")
        case .linkMalformedPair: ("{0}={1} is not two numbers separated by a comma.", "{0}={1} is geen twee getallen gescheiden door een komma.")
        case .linkLatitudeRange: ("latitude {0} is out of range (-90 to 90).", "breedtegraad {0} valt buiten het bereik (-90 tot 90).")
        case .linkLongitudeRange: ("longitude {0} is out of range (-180 to 180).", "lengtegraad {0} valt buiten het bereik (-180 tot 180).")
        case .linkMissingLatitude: ("latitude is missing.", "de breedtegraad ontbreekt.")
        case .linkMissingLongitude: ("longitude is missing.", "de lengtegraad ontbreekt.")
        case .linkInvalidArticle:
            ("WMFArticleURL “{0}” is not the address of a Wikipedia article.",
             "WMFArticleURL “{0}” is niet het adres van een Wikipedia-artikel.")
        case .linkNothingToShow: ("The link has neither coordinates nor an article.", "De link bevat geen coördinaten en geen artikel.")
        case .placesAt: ("Places tab at {0}", "Tabblad Places op {0}")
        case .placesAtLabelled: ("Places tab at {0}, labelled {1}", "Tabblad Places op {0}, met label {1}")
        case .placesAtArticle: ("Places tab at the article {0}", "Tabblad Places bij het artikel {0}")
        case .placesAtArticleLabelled: ("Places tab at {0}, labelled {1}, for the article {2}", "Tabblad Places op {0}, met label {1}, bij het artikel {2}")
        case .inspectValid: ("Valid: {0}.", "Geldig: {0}.")
        case .inspectRejected: ("Rejected: {0}", "Geweigerd: {0}")
        case .handleShowing: ("Showing {0} on the Places map.", "{0} wordt getoond op de Places-kaart.")
        case .handleNearest: ("Nearest locations:", "Dichtstbijzijnde locaties:")
        case .handleOnWeb: ("On the web: {0}", "Op het web: {0}")
        case .handleArticleOnly: ("Article: {0}", "Artikel: {0}")
        }
    }
}
