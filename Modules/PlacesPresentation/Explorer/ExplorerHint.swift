/// What to do next, when nothing is being waited for and nothing was told: a front end words it with the keys, or
/// the buttons, that do it.
public enum ExplorerHint: Equatable, Sendable {
    /// The map has moved away from the articles: searching this area would find others.
    case searchHere
    /// Wikipedia has no articles here: move the map or zoom out, then search again.
    case noArticles
}
