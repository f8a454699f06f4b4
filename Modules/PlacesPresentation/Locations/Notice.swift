/// Something the person should know about the locations or articles shown, beside the list itself.
public struct Notice: Equatable, Sendable {
    /// What the notice is about, for front ends that style them differently.
    public enum Kind: Equatable, Sendable {
        /// Fetching failed and locations saved earlier are shown.
        case savedData
        /// Fetching failed, nothing was saved, and the compiled-in copy is shown.
        case snapshot
        /// Some feed entries were left out.
        case skippedEntries
        /// The user's store could not be read and was moved aside (by this run, or by an earlier one and nothing
        /// has replaced it since).
        case storeRecovered
        /// The user's locations could not be read at all.
        case storeUnavailable
        /// A wiki could not be asked and the answer saved for the same question is shown.
        case savedAnswer
        /// A list of articles could not be kept for the next run; its references last this one.
        case notRemembered
        /// The wiki returned articles farther away than the radius asked for; they are left out.
        case outsideRadius
        /// The wiki's answer came in more rounds, bytes, pages or time than Places takes; what came is shown.
        case cutOff
        /// The article is a disambiguation page: a list of meanings, not one subject.
        case disambiguation
        /// Articles matched a search but have no coordinates, so they are not listed as places.
        case unplaced
        /// More articles matched a search than the limit lets through.
        case notShown
        /// No title matched a search, and the search of the articles' text that follows could not be made.
        case searchFailed
    }

    /// What the notice is about.
    public let kind: Kind

    /// Whether it tells of the user's saved list lost or unreadable: a failure, which a front end says even when it
    /// keeps other notices quiet.
    public var isFailure: Bool {
        kind == .storeRecovered || kind == .storeUnavailable
    }
    /// The sentence to show.
    public let message: String
    /// What makes this notice the same as one shown before: a front end that said it in the last run may say
    /// ``brief`` instead.
    public let key: String
    /// A shorter sentence for a notice the person has just been told.
    public let brief: String
    /// What can be done about it, for the front end to add after the notice in its own terms.
    public let next: NextStep?

    /// Creates a notice.
    ///
    /// - Parameters:
    ///   - kind: What it is about.
    ///   - message: The sentence.
    ///   - key: Its identity across runs; the message when it has no other.
    ///   - brief: The shorter sentence for a repeat; the message when it has none.
    ///   - next: What can be done about it, if anything.
    public init(kind: Kind, message: String, key: String? = nil, brief: String? = nil, next: NextStep? = nil) {
        self.kind = kind
        self.message = message
        self.key = key ?? message
        self.brief = brief ?? message
        self.next = next
    }
}
