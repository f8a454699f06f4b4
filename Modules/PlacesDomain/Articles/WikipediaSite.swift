/// A Wikipedia (or a mirror, or a test server), named by its base address: `https://nl.wikipedia.org`.
///
/// Under the base, the Action API is `BASE/w/api.php`, the REST API `BASE/api/rest_v1/`, and articles
/// `BASE/wiki/TITLE`.
public struct WikipediaSite: Hashable, Sendable, CustomStringConvertible {
    /// The base address, without a trailing `/`.
    public let base: String

    /// The longest title MediaWiki stores, in UTF-8 bytes: a longer text names no article on any wiki.
    public static let maximumTitleBytes = 255

    /// Whether `text` could be the title of an article on any wiki: at most ``maximumTitleBytes``, and none of the
    /// characters MediaWiki refuses in a title (`# < > [ ] | { }`, control characters, U+FFFD, which stands for
    /// bytes that were not text).
    public static func couldBeTitle(_ text: String) -> Bool {
        text.utf8.count <= maximumTitleBytes && !text.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{FFFD}" || "#<>[]|{}".unicodeScalars.contains(scalar)
        }
    }

    /// English Wikipedia, `https://en.wikipedia.org`.
    public static let english = WikipediaSite(unchecked: "https://en.wikipedia.org")

    /// A site at a base already known to be valid.
    init(unchecked base: String) {
        self.base = base
    }

    /// The Wikipedia in a language: `en` is `https://en.wikipedia.org`.
    ///
    /// - Parameter language: A wiki's language code, lower case: two or three letters (`en`, `nl`, `ceb`), maybe
    ///   followed by parts joined with `-` (`zh-min-nan`, `be-tarask`), or `simple`. A word such as `english` is
    ///   not one, so a mistake is not sent to a host that does not exist.
    /// - Returns: `nil` for anything else.
    public init?(language: String) {
        let parts = language.split(separator: "-", omittingEmptySubsequences: false)
        func letters(_ part: Substring) -> Bool { part.allSatisfy { ("a"..."z").contains($0) } }
        guard language == "simple"
            || ((2...3).contains(parts[0].count) && letters(parts[0])
                && parts.dropFirst().allSatisfy { (2...8).contains($0.count) && letters($0) })
        else { return nil }
        base = "https://\(language).wikipedia.org"
    }

    /// A site at `base`, an http(s) address with a host.
    ///
    /// - Parameter base: `https://wiki.example.org` or `http://127.0.0.1:8080`; a trailing `/` is dropped.
    /// - Returns: `nil` for anything that is not an http(s) address with a host and a valid port (``WebAuthority``).
    public init?(base: String) {
        guard WebAuthority(address: base) != nil else { return nil }
        var trimmed = Substring(base)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard !trimmed.contains(where: { $0 == "?" || $0 == "#" || $0.isWhitespace }) else { return nil }
        self.base = String(trimmed)
    }

    /// The Wikipedia an article's web address belongs to: `https://nl.m.wikipedia.org/wiki/Dam` is `nl`'s.
    ///
    /// - Parameter articleURL: An article's address, as a `WMFArticleURL` gives it.
    /// - Returns: `nil` when the address is not on a language's Wikipedia.
    public init?(articleURL: String) {
        guard let separator = articleURL.schemeSeparator else { return nil }
        let host = articleURL[separator.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }
        let labels = host.lowercased().split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 3, labels.suffix(2) == ["wikipedia", "org"],
              labels.count == 3 || (labels.count == 4 && labels[1] == "m")
        else { return nil }
        self.init(language: String(labels[0]))
    }

    /// The host name, for messages: `nl.wikipedia.org` (with its port, when the base has one). A user name and
    /// password in the base are never part of it.
    public var host: String {
        String(WebAuthority.withoutUserInformation(base).drop { $0 != "/" }.dropFirst(2).prefix { $0 != "/" })
    }

    /// The base address.
    public var description: String { base }

    /// The web address of the article with this title: spaces as `_`, `/` and `:` kept (`AC/DC`, `Category:X`),
    /// every other byte outside RFC 3986's unreserved set percent-encoded, as in ``WikipediaArticle``.
    ///
    /// An address for people and browsers, so it never carries the user name and password of the base.
    ///
    /// - Parameter title: The title as a reader sees it.
    /// - Returns: `BASE/wiki/TITLE`.
    public func articleURL(title: String) -> String {
        let path = WikipediaArticle.encodePath(title.replacing(" ", with: "_"))
        // A segment of dots alone would leave the article's address for another page of the wiki.
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            !segment.isEmpty && segment.allSatisfy { $0 == "." } ? String(segment).replacing(".", with: "%2E") : String(segment)
        }
        return "\(withoutCredentials.base)/wiki/" + segments.joined(separator: "/")
    }

    /// The wiki's own page of articles around a place, which every MediaWiki with the GeoData and Nearby
    /// extensions serves under this canonical name whatever its language.
    ///
    /// - Parameter coordinate: The point to centre on.
    /// - Returns: `BASE/wiki/Special:Nearby#/coord/LAT,LON`, like ``PlacesLink/webFallback(for:)`` on this wiki,
    ///   without the base's user name and password.
    public func nearbyPage(around coordinate: Coordinate) -> String {
        "\(withoutCredentials.base)/wiki/Special:Nearby#/coord/\(coordinate)"
    }

    /// A title as one path component, as the REST API wants it: spaces as `_`, every byte outside RFC 3986's
    /// unreserved set as `%XX`, `/` included: `AC/DC` is `AC%2FDC`. A title of dots alone (`.`, `..`) is encoded
    /// too (`%2E%2E`): left as it is, it would be a dot segment, which removes itself or the component before it.
    public static func pathComponent(_ title: String) -> String {
        let encoded = PercentEncoding.encode(title.replacing(" ", with: "_"))
        return encoded.allSatisfy { $0 == "." } ? encoded.replacing(".", with: "%2E") : encoded
    }
}
