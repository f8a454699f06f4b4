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

    /// Whether `address` is one of this wiki's own article addresses: `BASE/wiki/TITLE` (the base without user
    /// information), the title written in the characters of a URL path only. Only such an address is opened or
    /// kept: an address from a saved file or a wiki's answer that leads elsewhere (`file:///etc/passwd`, another
    /// host, a `javascript:` link) is not.
    ///
    /// - Parameter address: An article's web address.
    /// - Returns: `true` for an article address under this wiki's base.
    public func isArticleAddress(_ address: String) -> Bool {
        let prefix = withoutCredentials.base + "/wiki/"
        guard address.hasPrefix(prefix) else { return false }
        let path = address.utf8.dropFirst(prefix.utf8.count)
        return !path.isEmpty && path.allSatisfy(Self.isPathByte)
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
