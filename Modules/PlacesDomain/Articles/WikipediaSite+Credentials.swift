/// A site named with a user name and password (`--wiki http://user:secret@wiki.example/`): the user information is
/// sent to the site itself, and nowhere else — not in messages, article addresses, files or the answer cache.
extension WikipediaSite {
    /// The same site without the user information of its base: `http://user:secret@host` is `http://host`.
    public var withoutCredentials: WikipediaSite {
        WikipediaSite(unchecked: WebAuthority.withoutUserInformation(base))
    }

    /// The base as a message shows it: `http://***@host` when it has user information, else the base itself.
    public var maskedBase: String {
        WebAuthority.masked(base)
    }

    /// Whether `address` is an article address this wiki may give: one of its own, `BASE/wiki/TITLE` (the base
    /// without user information), or one of a language's Wikipedia, `https://LANG.wikipedia.org/wiki/TITLE` (or
    /// its mobile host) — a server in front of Wikipedia, or a copy of it, answers with the address of the page on
    /// Wikipedia, which is where the page is. The title is written in the characters of a URL path only. Only such
    /// an address is opened or kept: an address from a saved file or a wiki's answer that leads elsewhere
    /// (`file:///etc/passwd`, any other host, a port, user information, a `javascript:` link) is not.
    ///
    /// - Parameter address: An article's web address.
    /// - Returns: `true` for an article address under this wiki's base or on a language's Wikipedia.
    public func isArticleAddress(_ address: String) -> Bool {
        let own = withoutCredentials.base + "/wiki/"
        guard let prefix = address.hasPrefix(own) ? own : Self.wikipediaArticlePrefix(of: address) else { return false }
        let path = address.utf8.dropFirst(prefix.utf8.count)
        return !path.isEmpty && path.allSatisfy(Self.isPathByte)
    }

    /// `https://HOST/wiki/` when `address` starts with it and HOST, in lower case as Wikipedia writes it, is a
    /// language's Wikipedia (``init(articleURL:)``); `nil` otherwise.
    private static func wikipediaArticlePrefix(of address: String) -> String? {
        let scheme = "https://"
        guard address.hasPrefix(scheme) else { return nil }
        let host = address.dropFirst(scheme.count).prefix { $0 != "/" }
        let prefix = scheme + host + "/wiki/"
        guard host.allSatisfy({ ("a"..."z").contains($0) || $0 == "." || $0 == "-" }), address.hasPrefix(prefix),
              WikipediaSite(articleURL: prefix) != nil
        else { return nil }
        return prefix
    }

    /// RFC 3986's path characters: unreserved, percent-encoded, sub-delimiters, `:`, `@` and `/`.
    private static func isPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~%!$&'()*+,;=:@/".utf8.contains(byte)
        }
    }
}
