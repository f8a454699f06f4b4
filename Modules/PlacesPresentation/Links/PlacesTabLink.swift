public import PlacesDomain

/// What a `wikipedia://` link asks the Places tab to show, as `handle-url` receives it from the desktop.
///
/// `install-handler` registers Places for every `wikipedia://` link, so links to the app's other screens arrive
/// too; each gets what a person would expect of it.
public enum PlacesTabLink: Equatable, Sendable {
    /// A Places request: a place, or an article with or without coordinates.
    case places(PlacesLinkRequest)
    /// A link to an article: its summary, from `site` unless the session names a wiki by address.
    case article(WikipediaArticle, site: WikipediaSite)
    /// A search for `text` (`wikipedia://search?q=Einstein`): the places it finds, as `find` lists them, on `site`
    /// (the session's wiki when the link names none, or when the session names a wiki by address), and the same
    /// search on the web.
    case search(String, site: WikipediaSite?, webAddress: String?)
    /// The Places tab with no place, a search without a text, or a screen of the app: what it is, in a sentence, and the same
    /// thing on the web when there is such a page; `next` is what the front end offers after the sentence.
    case elsewhere(sentence: String, webAddress: String?, next: NextStep? = nil)
}
