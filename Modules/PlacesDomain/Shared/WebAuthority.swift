/// The authority of an http(s) address — `user:password@host:port` — checked, and masked for messages.
///
/// Both addresses a person gives Places (`--source`, `--wiki`) are read by this one rule, so an address one of them
/// accepts the other accepts too, and a password in either is shown as `***` alike.
public struct WebAuthority: Hashable, Sendable {
    /// The host, without user information or port: `nl.wikipedia.org`, `127.0.0.1`, `[::1]`.
    public let host: String
    /// The port, when the address names one.
    public let port: Int?
    /// Whether the address carries `user:password@`.
    public let hasUserInformation: Bool

    /// The longest host name DNS can resolve (RFC 1035): a longer one cannot name a server.
    public static let maximumHostLength = 253

    /// The authority of `address`, an `http://` or `https://` address.
    ///
    /// - Parameter address: The address as typed.
    /// - Returns: `nil` unless the scheme is http(s), the host is not empty and at most
    ///   ``maximumHostLength`` characters, and a port, when given, is digits from 1 to 65535.
    public init?(address: String) {
        let lowered = address.prefix(8).lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"),
              let authority = Self.authorityRange(in: address) else { return nil }
        let text = address[authority]
        let at = text.lastIndex(of: "@")
        let hostAndPort = at.map { text[text.index(after: $0)...] } ?? text
        var host = hostAndPort
        var port: Int?
        // A colon after the last `]` separates the port; one inside brackets belongs to an IPv6 address.
        let afterBrackets = hostAndPort.lastIndex(of: "]") ?? hostAndPort.startIndex
        if let colon = hostAndPort[afterBrackets...].lastIndex(of: ":") {
            let digits = hostAndPort[hostAndPort.index(after: colon)...]
            guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let number = Int(digits), (1...65_535).contains(number) else { return nil }
            port = number
            host = hostAndPort[..<colon]
        }
        guard !host.isEmpty, host.count <= Self.maximumHostLength else { return nil }
        self.host = String(host)
        self.port = port
        hasUserInformation = at != nil
    }

    /// `text` with the user information of an address in it (`user:password@`) replaced by `***@`, for messages.
    ///
    /// - Parameter text: An address as typed, or anything else (returned unchanged).
    public static func masked(_ text: String) -> String {
        guard let authority = authorityRange(in: text),
              let at = text[authority].lastIndex(of: "@") else { return text }
        return String(text[..<authority.lowerBound]) + "***" + String(text[at...])
    }

    /// `text` without the user information of an address in it: `http://user:secret@host` is `http://host`.
    ///
    /// - Parameter text: An address as typed, or anything else (returned unchanged).
    public static func withoutUserInformation(_ text: String) -> String {
        guard let authority = authorityRange(in: text),
              let at = text[authority].lastIndex(of: "@") else { return text }
        return String(text[..<authority.lowerBound]) + String(text[text.index(after: at)...])
    }

    /// Where the authority is: from after `://` to the first `/`, `?` or `#`.
    private static func authorityRange(in text: String) -> Range<String.Index>? {
        guard let separator = text.schemeSeparator else { return nil }
        let start = separator.upperBound
        let end = text[start...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? text.endIndex
        return start..<end
    }
}
