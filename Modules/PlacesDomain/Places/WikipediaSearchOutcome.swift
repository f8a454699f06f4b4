/// What became of asking Wikipedia's search for a name that nothing before it had, so that "not found" can say
/// where the name was looked for.
public enum WikipediaSearchOutcome: Hashable, Sendable {
    /// Not asked: the command does not take Wikipedia's articles, or there is no wiki to ask.
    case notAsked
    /// Asked, or its saved answer read: no article matched, or those that did have no coordinates — their titles,
    /// best first — and are not places.
    case noPlace(unplaced: [String])
    /// The wiki could not be asked, and no answer to the same question was saved.
    case unavailable(ArticleFailure)
}
