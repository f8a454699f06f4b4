import PlacesDomain

/// Text from outside Places — typed by a person, read from a file, sent by a server — made fit to quote in a message:
/// its passwords masked, inert, and at most ``columns`` columns and four Unicode scalars a column, ending in "…" when cut.
///
/// Every catalog parameter that carries such text has this type, so no sentence can echo a 100 KB argument, a
/// title of 60,000 combining marks or an escape sequence: the bound is applied once, where the text enters a
/// message, and a new message inherits it by taking a `Quoted`. Counts, distances and text Places wrote itself stay
/// `String` and `Int`. The exact text is never lost: JSON, links and files keep their own copies.
package struct Quoted: Sendable, Hashable, CustomStringConvertible {
    /// The most columns a quoted word, name or title takes: room for any real place name or title, and far less
    /// than a screen.
    package static let columns = 60
    /// The most columns a quoted path or address takes: more than a name, because a path cut short is no help in
    /// finding the file, and still far less than the 100 KB someone can type.
    package static let locatorColumns = 200

    /// The text as a message shows it.
    package let description: String

    /// `text` with any password in an address masked (``WebAuthority/masked(_:)``), made inert and cut to
    /// ``columns``.
    package init(_ text: some StringProtocol) {
        self.init(text, columns: Self.columns)
    }

    /// A path, an address or a link, masked and made inert like any text, and cut to ``locatorColumns``.
    package init(locator text: some StringProtocol) {
        self.init(text, columns: Self.locatorColumns)
    }

    private init(_ text: some StringProtocol, columns: Int) {
        let shown = DisplayText.sanitized(WebAuthority.masked(String(text)))
        description = DisplayText.truncated(shown, toWidth: columns)
    }

    /// Text Places composed itself around parts already bounded — an unnamed location's title, "Unnamed location,
    /// 4.4 km from the centre of Amsterdam, The Netherlands", whose place name came from the gazetteer through
    /// ``init(_:)`` — made inert but not cut: its length is Places' own, never an outsider's.
    package init(composed text: String) {
        description = DisplayText.sanitized(text)
    }

    /// Several quoted texts in a row, separated by commas, as a list in a sentence shows them.
    package static func joined(_ items: [Quoted]) -> String {
        items.map(\.description).joined(separator: ", ")
    }
}

/// A literal in the source is Places' own text, never untrusted; it is bounded like any other all the same.
extension Quoted: ExpressibleByStringLiteral {
    /// `value`, quoted.
    package init(stringLiteral value: String) {
        self.init(value)
    }
}
