/// What the explorer is waiting for, in words, while it waits: a front end shows it with a spinner.
public struct ExplorerActivity: Equatable, Sendable {
    /// What is being waited for.
    public enum Kind: Equatable, Sendable {
        /// The articles around the centre.
        case articles
        /// An article's summary.
        case summary
        /// An article's whole text.
        case article
        /// A place by the words typed.
        case place
        /// The user's locations, to add one.
        case adding
        /// A page being handed to the browser.
        case opening
        /// The saved list, to save an article or take it off.
        case saving
        /// The streets of the view, asked of the map server.
        case streets
    }

    /// What is being waited for.
    public let kind: Kind
    /// "Asking en.wikipedia.org…". Not escaped.
    public let message: String
}
