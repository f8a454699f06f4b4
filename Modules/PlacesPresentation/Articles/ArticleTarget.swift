public import PlacesDomain

/// An article someone asked for: by reference (`@3`) or by title, and on which wiki.
public struct ArticleTarget: Equatable, Sendable {
    /// The title as a reader sees it.
    public let title: String
    /// The wiki it lives on.
    public let site: WikipediaSite
    /// The reference it was picked by, if any.
    public let reference: String?
    /// The article as listed, when it was picked from a list.
    public let listed: Article?

    /// Creates a target.
    public init(title: String, site: WikipediaSite, reference: String? = nil, listed: Article? = nil) {
        self.title = title
        self.site = site
        self.reference = reference
        self.listed = listed
    }

    /// The article's web address.
    public var url: String { listed?.url ?? site.articleURL(title: title) }

    /// Whether `text` is a reference to a listed article: `@` and a whole number (`@3`).
    ///
    /// - Parameter text: What the person typed.
    /// - Returns: The number, or `nil` when the text is not a reference (and so a title, or a location).
    public static func referenceNumber(_ text: String) -> Int? {
        guard text.hasPrefix("@") else { return nil }
        let digits = text.dropFirst()
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}
