/// Why a link is rejected, what the Places tab would show for it, and what `handle-url` prints.
package enum LinkText: Message {
    case linkNotALink
    case linkUnsupportedScheme(String)
    case linkWrongHost(String)
    case linkUnexpectedPath(String)
    case linkNotAPlacesPage(String)
    case linkMalformedEncoding(parameter: String)
    case linkDuplicate(parameter: String)
    case linkConflicting
    case linkEmptyValue(parameter: String)
    case linkMalformedNumber(parameter: String, value: String)
    case linkMalformedPair(parameter: String, value: String)
    case linkLatitudeRange(String)
    case linkLongitudeRange(String)
    case linkMissingLatitude
    case linkMissingLongitude
    case linkInvalidArticle(String)
    case linkNothingToShow
    /// A link the Wikipedia app opens nothing for, as given.
    case linkUnknownAppLink(String)
    /// What `inspect` says of `wikipedia://places` with no place.
    case placesTabOnly
    case placesAt(coordinates: String)
    case placesAtLabelled(coordinates: String, label: String)
    case placesAtArticle(title: String)
    case placesAtArticleLabelled(coordinates: String, label: String, title: String)
    case inspectValid(String)
    case inspectRejected(reason: String)
    case handleShowing(String)
    case handleNearest
    case handleOnWeb(url: String)
    case handleArticleOnly(url: String)

    package var english: String {
        switch self {
        case .linkNotALink: "This is not a link."
        case .linkUnsupportedScheme(let scheme): "“\(scheme):” links are not Wikipedia Places links; they start with wikipedia://places."
        case .linkWrongHost(let host): "The link goes to “\(host)”, not to “places”."
        case .linkUnexpectedPath(let path): "The link has “\(path)” after places, which no receiving app understands."
        case .linkNotAPlacesPage(let address): "\(address) is not Wikipedia's Special:Nearby page with coordinates."
        case .linkMalformedEncoding(let parameter): "The value of \(parameter) has broken %-escapes or is not UTF-8 text."
        case .linkDuplicate(let parameter): "\(parameter) is given twice, or says what another parameter already says."
        case .linkConflicting: "The coordinates are given twice: as separate values and as a pair."
        case .linkEmptyValue(let parameter): "\(parameter) is empty."
        case .linkMalformedNumber(let parameter, let value): "\(parameter)=\(value) is not a plain decimal number."
        case .linkMalformedPair(let parameter, let value): "\(parameter)=\(value) is not two numbers separated by a comma."
        case .linkLatitudeRange(let text): "latitude \(text) is out of range (-90 to 90)."
        case .linkLongitudeRange(let text): "longitude \(text) is out of range (-180 to 180)."
        case .linkMissingLatitude: "latitude is missing."
        case .linkMissingLongitude: "longitude is missing."
        case .linkInvalidArticle(let text): "WMFArticleURL “\(text)” is not the address of a Wikipedia article."
        case .linkNothingToShow: "The link has neither coordinates nor an article."
        case .linkUnknownAppLink(let link):
            "The Wikipedia app opens nothing for “\(link)”: it opens places, articles (wikipedia://LANG.wikipedia.org/wiki/TITLE), searches and its own screens."
        case .placesTabOnly: "the Places tab, with no place to centre on"
        case .placesAt(let coordinates): "Places tab at \(coordinates)"
        case .placesAtLabelled(let coordinates, let label): "Places tab at \(coordinates), labelled \(label)"
        case .placesAtArticle(let title): "Places tab at the article \(title)"
        case .placesAtArticleLabelled(let coordinates, let label, let title):
            "Places tab at \(coordinates), labelled \(label), for the article \(title)"
        case .inspectValid(let what): "Valid: \(what)."
        case .inspectRejected(let reason): "Rejected: \(reason)"
        case .handleShowing(let place): "Showing \(place) on the Places map."
        case .handleNearest: "Nearest locations:"
        case .handleOnWeb(let url): "On the web: \(url)"
        case .handleArticleOnly(let url): "Article: \(url)"
        }
    }

    package var dutch: String {
        switch self {
        case .linkNotALink: "Dit is geen link."
        case .linkUnsupportedScheme(let scheme): "“\(scheme):”-links zijn geen Wikipedia Places-links; die beginnen met wikipedia://places."
        case .linkWrongHost(let host): "De link gaat naar “\(host)”, niet naar “places”."
        case .linkUnexpectedPath(let path): "De link heeft “\(path)” na places, wat geen ontvangende app begrijpt."
        case .linkNotAPlacesPage(let address): "\(address) is niet de pagina Special:Nearby van Wikipedia met coördinaten."
        case .linkMalformedEncoding(let parameter): "De waarde van \(parameter) heeft kapotte %-codes of is geen UTF-8-tekst."
        case .linkDuplicate(let parameter): "\(parameter) staat er twee keer in, of zegt wat een andere parameter al zegt."
        case .linkConflicting: "De coördinaten staan er twee keer in: als losse waarden en als paar."
        case .linkEmptyValue(let parameter): "\(parameter) is leeg."
        case .linkMalformedNumber(let parameter, let value): "\(parameter)=\(value) is geen gewoon decimaal getal."
        case .linkMalformedPair(let parameter, let value): "\(parameter)=\(value) is geen twee getallen gescheiden door een komma."
        case .linkLatitudeRange(let text): "breedtegraad \(text) valt buiten het bereik (-90 tot 90)."
        case .linkLongitudeRange(let text): "lengtegraad \(text) valt buiten het bereik (-180 tot 180)."
        case .linkMissingLatitude: "de breedtegraad ontbreekt."
        case .linkMissingLongitude: "de lengtegraad ontbreekt."
        case .linkInvalidArticle(let text): "WMFArticleURL “\(text)” is niet het adres van een Wikipedia-artikel."
        case .linkNothingToShow: "De link bevat geen coördinaten en geen artikel."
        case .linkUnknownAppLink(let link):
            "De Wikipedia-app opent niets voor “\(link)”: hij opent plaatsen, artikelen (wikipedia://TAAL.wikipedia.org/wiki/TITEL), zoekopdrachten en zijn eigen schermen."
        case .placesTabOnly: "het tabblad Places, zonder plek om op te centreren"
        case .placesAt(let coordinates): "Tabblad Places op \(coordinates)"
        case .placesAtLabelled(let coordinates, let label): "Tabblad Places op \(coordinates), met label \(label)"
        case .placesAtArticle(let title): "Tabblad Places bij het artikel \(title)"
        case .placesAtArticleLabelled(let coordinates, let label, let title):
            "Tabblad Places op \(coordinates), met label \(label), bij het artikel \(title)"
        case .inspectValid(let what): "Geldig: \(what)."
        case .inspectRejected(let reason): "Geweigerd: \(reason)"
        case .handleShowing(let place): "\(place) wordt getoond op de Places-kaart."
        case .handleNearest: "Dichtstbijzijnde locaties:"
        case .handleOnWeb(let url): "Op het web: \(url)"
        case .handleArticleOnly(let url): "Artikel: \(url)"
        }
    }
}
