/// A key or group of keys of the explorer and what it does: a word or two for the key bar, a sentence for the list
/// of keys. Which keys they are is the front end's: the command line spells them from its key map, a touch
/// screen has buttons instead.
///
/// A key is known by its ``action``, never by its place in a list: the key bar picks the keys that work now by what
/// they do, so reordering the list of keys cannot put the wrong ones in the bar.
public struct ExplorerKey: Equatable, Sendable {
    /// What a key does: who it is, wherever it stands in a list.
    public enum Action: Hashable, Sendable, CaseIterable {
        /// Moves the map.
        case pan
        /// Zooms in and out.
        case zoom
        /// Selects the next or previous article.
        case select
        /// Shows the selected article's summary.
        case summary
        /// Shows the selected article whole, to scroll through.
        case read
        /// Opens the selected article's page.
        case open
        /// Searches the area in the middle of the map.
        case search
        /// Starts typing the words of a place to find.
        case find
        /// Adds the selected article, or the middle of the map, to the user's locations.
        case add
        /// Saves the selected article to the saved list, or takes it off.
        case save
        /// Scrolls the open panel.
        case scroll
        /// Shows or hides the list of keys.
        case keys
        /// Leaves the view.
        case leave
        /// Closes the open panel.
        case close
        /// Finds the place whose words are typed.
        case findTyped
        /// Chooses the candidate whose number is typed (at "which one?").
        case choose
    }

    /// What the keys do.
    public let action: Action
    /// What they do, in a word or two, for the key bar: "pan".
    public let label: String
    /// What they do, in a sentence, for the list of keys.
    public let sentence: String
}
