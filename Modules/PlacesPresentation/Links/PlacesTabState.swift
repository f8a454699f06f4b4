/// What the Places tab shows for a link: the outcome of `handle-url`.
public enum PlacesTabState: Equatable, Sendable {
    /// The link names a place; the map opens there.
    case place(PlacesTabPlace)
    /// The link names an article but no coordinates, so there is no map position.
    case article(label: String?, url: String)
}
