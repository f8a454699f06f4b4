/// The last thing the explorer has to tell, shown until the next: what went wrong, what to know, or what was done.
public struct ExplorerStatus: Equatable, Sendable {
    /// What kind of thing it is, for a front end that styles them differently.
    public enum Kind: Equatable, Sendable {
        /// Something could not be done: the sentence says why.
        case failure
        /// Something to know beside the result: a saved answer shown, with its age; articles left out.
        case notice
        /// Something was done: an article opened, a location added.
        case done
    }

    /// What kind of thing it is.
    public let kind: Kind
    /// The sentence. Not escaped.
    public let message: String
}
