package import PlacesDomain

/// Why a link is rejected, what the Places tab would show for it, and what `handle-url` prints.
package enum LinkText: Message {
    case linkNotALink
    case linkUnsupportedScheme(Quoted)
    case linkWrongHost(Quoted)
    case linkUnexpectedPath(Quoted)
    case linkNotAPlacesPage(Quoted)
    case linkMalformedEncoding(parameter: Quoted)
    case linkDuplicate(parameter: Quoted)
    case linkConflicting
    case linkEmptyValue(parameter: Quoted)
    case linkMalformedNumber(parameter: Quoted, value: Quoted)
    case linkMalformedPair(parameter: Quoted, value: Quoted)
    case linkLatitudeRange(Quoted)
    case linkLongitudeRange(Quoted)
    case linkMissingLatitude
    case linkMissingLongitude
    case linkInvalidArticle(Quoted)
    case linkNothingToShow
    /// A link the Wikipedia app opens nothing for, as given.
    case linkUnknownAppLink(Quoted)
    /// What `inspect` says of `wikipedia://places` with no place.
    case placesTabOnly
    case placesAt(coordinates: String)
    case placesAtLabelled(coordinates: String, label: Quoted)
    case placesAtArticle(title: Quoted)
    case placesAtArticleLabelled(coordinates: String, label: Quoted, title: Quoted)
    case inspectValid(String)
    case inspectRejected(reason: String)
    case handleShowing(Quoted)
    case handleNearest
    case handleOnWeb(url: String)
    case handleArticleOnly(url: String)
    /// An app link to an article, as `inspect` describes it.
    case appArticle(title: Quoted, host: String)
    /// An app link to a search, with its words when it has them.
    case appSearch(Quoted?)
    /// An app link to one of the app's own screens.
    case appScreen(WikipediaAppScreen)
    /// What `inspect` says of a valid link to the app that is not a Places link.
    case inspectAppLink(what: String)
    /// What `handle-url` says of a link to something only the app shows.
    case handleElsewhere(what: String)
    /// What `handle-url` says when the app's screen has no page on the web.
    case handleNoWebPage
    /// What `handle-url` says of the Places tab without a place.
    case handleTabOnly

    package var english: String {
        switch self {
        case .linkNotALink: "This is not a link."
        case .linkUnsupportedScheme(let scheme) where scheme.description.lowercased() == "geo":
            "“geo:” links are not Wikipedia Places links, which start with wikipedia://places"
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
        case .handleShowing(let place): "The Places tab at \(place):"
        case .handleNearest: "Nearest locations:"
        case .handleOnWeb(let url): "On the web: \(url)"
        case .handleArticleOnly(let url): "Article: \(url)"
        case .appArticle(let title, let host): "the article “\(title)” on \(host)"
        case .appSearch(let words?): "a search for “\(words)”"
        case .appSearch(nil): "search"
        case .appScreen(.explore): "the Explore feed"
        case .appScreen(.saved): "the saved articles"
        case .appScreen(.history): "the reading history"
        case .appScreen(.activity): "the Activity tab"
        case .appScreen(.random): "a random article"
        case .appScreen(.content): "an item of the Explore feed"
        case .inspectAppLink(let what): "Valid: a link to \(what) in the Wikipedia app, not to the Places tab"
        case .handleElsewhere(let what): "This link opens \(what) in the Wikipedia app, which Places does not show."
        case .handleNoWebPage: "It has no page on the web: it is kept in the app on the device."
        case .handleTabOnly:
            "This link opens the Places tab with no place to centre on."
        }
    }

    package var dutch: String {
        switch self {
        case .linkNotALink: "Dit is geen link."
        case .linkUnsupportedScheme(let scheme) where scheme.description.lowercased() == "geo":
            "“geo:”-links zijn geen Wikipedia Places-links, die met wikipedia://places beginnen"
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
        case .handleShowing(let place): "Het tabblad Places bij \(place):"
        case .handleNearest: "Dichtstbijzijnde locaties:"
        case .handleOnWeb(let url): "Op het web: \(url)"
        case .handleArticleOnly(let url): "Artikel: \(url)"
        case .appArticle(let title, let host): "het artikel “\(title)” op \(host)"
        case .appSearch(let words?): "een zoekopdracht naar “\(words)”"
        case .appSearch(nil): "de zoekfunctie"
        case .appScreen(.explore): "de Verkennen-feed"
        case .appScreen(.saved): "de bewaarde artikelen"
        case .appScreen(.history): "de leesgeschiedenis"
        case .appScreen(.activity): "het tabblad Activiteit"
        case .appScreen(.random): "een willekeurig artikel"
        case .appScreen(.content): "een onderdeel van de Verkennen-feed"
        case .inspectAppLink(let what): "Geldig: een link naar \(what) in de Wikipedia-app, niet naar het tabblad Places"
        case .handleElsewhere(let what): "Deze link opent \(what) in de Wikipedia-app, wat Places niet toont."
        case .handleNoWebPage: "Er is geen pagina van op het web: het staat in de app op het apparaat."
        case .handleTabOnly:
            "Deze link opent het tabblad Places zonder plek om op te centreren."
        }
    }
}
