/// Where a ``Place`` came from.
public enum PlaceOrigin: Hashable, Sendable {
    /// A location of the list, by its number.
    case location(number: Int, Location)
    /// A place of the built-in gazetteer, with the name it was found by.
    case gazetteer(GazetteerMatch)
    /// An article Wikipedia's search found by its title: "Colosseum — from Wikipedia".
    case wikipedia(WikipediaPlace)
    /// An article of the last list of articles (`@3`).
    case article(ArticleTarget)
    /// Coordinates the person typed, with or without a name in front.
    case coordinates
    /// The place of a `wikipedia://places` link.
    case link(PlacesLinkRequest)
    /// The place the last list of articles was made around, in this run or an earlier one.
    case lastList
}
