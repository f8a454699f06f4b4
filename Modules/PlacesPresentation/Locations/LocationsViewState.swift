/// What the list of locations is doing, as one value a front end switches over.
public enum LocationsViewState: Equatable, Sendable {
    /// The feed is being fetched.
    case loading
    /// Locations are available (possibly saved data or the snapshot; see the notices).
    case loaded
    /// Loading worked, but there is nothing to show: the feed is empty and no locations were added.
    case empty(message: String)
    /// Nothing at all could be shown; the message says why and what to do.
    case failed(message: String)
}

/// Something the person should know about the locations shown, beside the list itself.
public struct Notice: Equatable, Sendable {
    /// What the notice is about, for front ends that style them differently.
    public enum Kind: Equatable, Sendable {
        /// Fetching failed and locations saved earlier are shown.
        case savedData
        /// Fetching failed, nothing was saved, and the compiled-in copy is shown.
        case snapshot
        /// Some feed entries were left out.
        case skippedEntries
        /// The user's store could not be read and was moved aside.
        case storeRecovered
        /// The user's locations could not be read at all.
        case storeUnavailable
    }

    /// What the notice is about.
    public let kind: Kind
    /// The sentence to show.
    public let message: String

    /// Creates a notice.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }
}

/// What a typed number or name refers to.
public enum LocationLookup: Equatable, Sendable {
    /// One location.
    case found(LocationRow)
    /// Several locations fit; the message asks to choose, the rows are the candidates.
    case ambiguous(message: String, candidates: [LocationRow])
    /// Nothing fits; the message says so, the rows are suggestions (possibly none).
    case notFound(message: String, suggestions: [LocationRow])
}

/// What happened when a location was opened.
public enum OpenOutcome: Equatable, Sendable {
    /// The link was handed to an app.
    case opened(link: String, message: String)
    /// No app handles `wikipedia://` links; the web page is offered instead.
    case noHandler(link: String, webFallback: String, message: String)
    /// The opener failed; the web page is offered instead.
    case failed(link: String, webFallback: String, message: String)
    /// No link could be built in the chosen style.
    case noLink(message: String)
}
