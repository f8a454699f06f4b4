/// What a typed number or name refers to.
public enum LocationLookup: Equatable, Sendable {
    /// One location.
    case found(LocationRow)
    /// Several locations fit; the message asks to choose, the rows are the candidates.
    case ambiguous(message: String, candidates: [LocationRow])
    /// Nothing fits; the message says so, the rows are suggestions (possibly none).
    case notFound(message: String, suggestions: [LocationRow])
}
