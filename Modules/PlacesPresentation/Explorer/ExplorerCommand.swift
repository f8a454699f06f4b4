/// What a person can ask of the explorer at once, whatever they press, click or tap for it: a front end decides
/// which key does what, and hands it to ``ExplorerViewModel``'s `perform(_:)`.
public enum ExplorerCommand: Hashable, Sendable {
    /// Moves the map by quarters of its width: `east` and `north` steps (negative: west and south).
    case pan(east: Int, north: Int)
    /// One zoom step in.
    case zoomIn
    /// One zoom step out.
    case zoomOut
    /// Selects the next article.
    case selectNext
    /// Selects the previous article.
    case selectPrevious
    /// Starts typing the words of a place to find.
    case beginFinding
    /// Shows or hides the list of keys.
    case toggleKeys
    /// Closes the open panel; with none open, leaves the view.
    case escape
    /// Leaves the view.
    case leave
}

/// What a person can ask of the explorer that waits for an answer — from Wikipedia, the browser or the list — while
/// the keys keep working: a front end runs ``ExplorerViewModel``'s `perform(_:)` for it as a task.
public enum ExplorerRequest: Hashable, Sendable, CaseIterable {
    /// Finds the place typed, chooses the candidate whose number is typed, shows the selected article's summary or
    /// closes it.
    case submit
    /// Opens the selected article's page.
    case open
    /// Shows the selected article whole in the panel, or closes it.
    case read
    /// Searches the area in the middle of the map.
    case searchHere
    /// Adds the selected article, or the middle of the map, to the user's locations.
    case add
    /// Saves the selected article to the saved list, or takes it off when it is saved.
    case toggleSaved
}
