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

    /// What there is to tell.
    public enum Message: Equatable, Sendable {
        /// A sentence. Not escaped.
        case sentence(String)
        /// Nothing is selected for what was asked (a summary, a page to open): a front end says how to select one,
        /// with its own keys or buttons.
        case nothingSelected
    }

    /// What kind of thing it is.
    public let kind: Kind
    /// What there is to tell.
    public let message: Message

    /// The sentence told, when the view model worded it.
    public var sentence: String? {
        if case .sentence(let sentence) = message { sentence } else { nil }
    }
}
