/// Why a link cannot be built for a location.
public enum PlacesLinkBuildError: Error, Equatable, Sendable {
    /// The article style names an article by title, and an unnamed location has no title to use.
    case articleNeedsName
}
