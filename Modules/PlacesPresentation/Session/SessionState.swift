public import PlacesDomain

/// What a session remembers between commands, as one value: the place shown last, the last search, what `map`
/// without a place draws, and the link style chosen with `style`. (What `undo` brings back is kept in a file, not
/// here, so that it lasts beyond the session.)
///
/// It changes in one place, ``record(_:)``, from the ``SessionChange``s a command reports, so no command writes it
/// behind another's back. A front end keeps one for as long as the person's session lasts.
public struct SessionState: Equatable, Sendable {
    /// What `map` without a place draws.
    public enum MapSubject: Equatable, Sendable {
        /// The list's locations matching the last search (all of them for an empty one).
        case locations
        /// The articles of a list, around its place.
        case articles(ArticleList)
    }

    /// The place the last command showed: where `nearby` without a place looks.
    public private(set) var lastPlace: Place?
    /// The text of the last search; empty shows everything.
    public private(set) var lastSearch = ""
    /// What `map` without a place draws.
    public private(set) var mapSubject = MapSubject.locations
    /// The link style `style` chose for the rest of the session, if it did.
    public private(set) var linkStyle: LinkStyle?

    /// A session that remembers nothing yet.
    public init() {}

    /// Remembers what a command did.
    public mutating func record(_ change: SessionChange) {
        switch change {
        case .showedPlace(let place):
            lastPlace = place
        case .searched(let text):
            lastSearch = text
            mapSubject = .locations
        case .listedArticles(let list):
            mapSubject = .articles(list)
        case .choseLinkStyle(let style):
            linkStyle = style
        }
    }
}

/// Something a command did that the session remembers.
public enum SessionChange: Equatable, Sendable {
    /// It showed, opened, linked or looked around this place.
    case showedPlace(Place)
    /// It listed the locations matching this text (empty: all of them).
    case searched(String)
    /// It listed these articles around their place.
    case listedArticles(ArticleList)
    /// It chose the link style for the rest of the session.
    case choseLinkStyle(LinkStyle)
}
