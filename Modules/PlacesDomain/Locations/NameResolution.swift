/// What a typed name refers to in a ``LocationCatalog``.
public enum NameResolution: Equatable, Sendable {
    /// Exactly one location: its number.
    case found(Int)
    /// Several locations fit; their numbers, ascending.
    case ambiguous([Int])
    /// Nothing fits; the numbers of the closest names, best first (possibly none).
    case notFound(suggestions: [Int])
}
