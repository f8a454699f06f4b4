public import PlacesDomain

/// What the explorer shows beside or over its map besides the list of articles.
public enum ExplorerPanel: Sendable {
    /// Nothing: the list.
    case none
    /// Every key and what it does.
    case keys
    /// The selected article's summary: loading, shown, or why not.
    case summary(ArticleCardState)
    /// The selected article whole, to scroll through: loading, shown, or why not.
    case article(ArticlePageState)
    /// The words being typed after `/`, to find a place by.
    case finding(String)
    /// "Which one?" between places the words could name, and the number being typed.
    case choosing(Choice<Place>, typed: String)

    /// Whether it shows an article (its summary, or whole), which selecting another closes.
    public var isArticle: Bool {
        switch self {
        case .summary, .article: true
        case .none, .keys, .finding, .choosing: false
        }
    }

    /// Which panel it is, whatever it holds: a summary loading and the same summary loaded are one panel.
    public var kind: Kind {
        switch self {
        case .none: .none
        case .keys: .keys
        case .summary: .summary
        case .article: .article
        case .finding: .finding
        case .choosing: .choosing
        }
    }

    /// Which panel it is, whatever it holds.
    public enum Kind: Hashable, Sendable, CaseIterable {
        case none, keys, summary, article, finding, choosing
    }
}
